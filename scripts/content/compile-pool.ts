import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { addPhaseTotals } from '../lib/phases.ts'
import { compileFile, type CompiledFile } from './compile-file.ts'
import type { FactTable } from './facts.ts'
import type { SourceFile } from './sources.ts'

/** Below this many files, starting workers costs more than it saves. */
const POOL_THRESHOLD = 400

/** The JSON a compiled file is kept as, or null for one with problems (those are never kept). */
export const keptJson = (file: CompiledFile): string | null => (file.problems.length ? null : JSON.stringify(file))

/**
 * Compiles files on worker threads, one batch per core, so large sites use every core. Each
 * worker loads the Markdown toolchain once and renders its share; results come back in order, as
 * JSON when `json` asks for it (the form they are kept in; parsing it here costs no more than
 * copying objects between threads).
 */
export async function compileAll(sources: SourceFile[], baseUrl: string, facts?: FactTable, json?: (string | null)[]): Promise<CompiledFile[]> {
  const threads = Math.min(os.availableParallelism(), 8)
  if (sources.length < POOL_THRESHOLD || threads < 2) {
    return sources.map((s) => {
      const file = compileFile(s, baseUrl, facts)
      json?.push(keptJson(file))
      return file
    })
  }
  const batches: SourceFile[][] = Array.from({ length: threads }, () => [])
  sources.forEach((s, i) => batches[i % threads]!.push(s))
  const results = await Promise.all(
    batches.map(
      (batch) =>
        new Promise<(CompiledFile | string)[]>((resolve, reject) => {
          const worker = new Worker(new URL('./compile-worker.mjs', import.meta.url), { workerData: { sources: batch, baseUrl, facts } })
          worker.once('message', (r: { results: (CompiledFile | string)[]; phases: Record<string, number> }) => {
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
  const kept: (string | null)[] = new Array(sources.length)
  results.forEach((batch, b) =>
    batch.forEach((r, i) => {
      out[i * threads + b] = typeof r === 'string' ? (JSON.parse(r) as CompiledFile) : r
      kept[i * threads + b] = typeof r === 'string' ? r : null
    }),
  )
  if (json) for (const text of kept) json.push(text)
  return out
}
