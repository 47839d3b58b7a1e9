import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { addPhaseTotals } from '../lib/phases.ts'
import { compileFile, type CompiledFile } from './compile-file.ts'
import type { FactTable } from './facts.ts'
import type { SourceFile } from './sources.ts'

/** Below this many files, starting workers costs more than it saves. */
const POOL_THRESHOLD = 400

/** Where compiled files are kept for later builds: a folder, and the file name of each source (in order). */
export interface CompileStore {
  dir: string
  names: string[]
}

/** Writes a compiled file into the store, unless it has problems (those are never kept). */
export function storeCompiled(file: CompiledFile, dir: string, name: string | undefined): void {
  if (name && !file.problems.length) fs.writeFileSync(path.join(dir, name), JSON.stringify(file))
}

/**
 * Compiles files on worker threads, one batch per core, so large sites use every core. Each
 * worker loads the Markdown toolchain once, renders its share and writes it to `store`; results
 * come back in order.
 */
export async function compileAll(sources: SourceFile[], baseUrl: string, facts?: FactTable, store?: CompileStore): Promise<CompiledFile[]> {
  const threads = Math.min(os.availableParallelism(), 8)
  if (store) fs.mkdirSync(store.dir, { recursive: true })
  if (sources.length < POOL_THRESHOLD || threads < 2) {
    return sources.map((s, i) => {
      const file = compileFile(s, baseUrl, facts)
      if (store) storeCompiled(file, store.dir, store.names[i])
      return file
    })
  }
  const batches: { sources: SourceFile[]; names: string[] }[] = Array.from({ length: threads }, () => ({ sources: [], names: [] }))
  sources.forEach((s, i) => {
    batches[i % threads]!.sources.push(s)
    if (store) batches[i % threads]!.names.push(store.names[i]!)
  })
  const results = await Promise.all(
    batches.map(
      (batch) =>
        new Promise<CompiledFile[]>((resolve, reject) => {
          const worker = new Worker(new URL('./compile-worker.mjs', import.meta.url), { workerData: { ...batch, baseUrl, facts, dir: store?.dir ?? null } })
          worker.once('message', (r: { results: CompiledFile[]; phases: Record<string, number> }) => {
            addPhaseTotals(r.phases)
            resolve(r.results)
            void worker.terminate()
          })
          worker.once('error', reject)
        }),
    ),
  )
  // Put results back in source order (the batches interleaved them).
  const out: CompiledFile[] = new Array(sources.length)
  results.forEach((batch, b) => batch.forEach((r, i) => (out[i * threads + b] = r)))
  return out
}
