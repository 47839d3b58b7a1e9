import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { addPhaseTotals } from '../lib/phases.ts'
import { compileFile, type CompiledFile } from './compile-file.ts'
import type { FactTable } from './facts.ts'
import type { SourceFile } from './sources.ts'

/** Below this many files, starting workers costs more than it saves. */
const POOL_THRESHOLD = 400

/**
 * Compiles files on worker threads, one batch per core, so large sites use every core. Each
 * worker loads the Markdown toolchain once and renders its share; results come back in order.
 */
export async function compileAll(sources: SourceFile[], baseUrl: string, facts?: FactTable): Promise<CompiledFile[]> {
  const threads = Math.min(os.availableParallelism(), 8)
  if (sources.length < POOL_THRESHOLD || threads < 2) return sources.map((s) => compileFile(s, baseUrl, facts))
  const batches: SourceFile[][] = Array.from({ length: threads }, () => [])
  sources.forEach((s, i) => batches[i % threads]!.push(s))
  const results = await Promise.all(
    batches.map(
      (batch) =>
        new Promise<CompiledFile[]>((resolve, reject) => {
          const worker = new Worker(new URL('./compile-worker.mjs', import.meta.url), { workerData: { sources: batch, baseUrl, facts } })
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
