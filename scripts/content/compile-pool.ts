import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { addPhaseTotals } from '../lib/phases.ts'
import { WORKER_RESOURCE_LIMITS } from '../lib/threads.ts'
import { compileFile, type CompiledFile } from './compile-file.ts'
import type { FactTable } from './facts.ts'
import type { SourceFile } from './sources.ts'

/** Below this many files, starting workers costs more than it saves. */
const POOL_THRESHOLD = 400

/** Results a worker sends at a time, so it never holds the whole of its share. */
export const WORKER_BATCH = 50

/**
 * A compiled file as the compiler hands it over: the JSON it is kept in (parsed by the receiver,
 * which costs no more than copying objects between threads), or, for a file with problems (never
 * kept), the object itself.
 */
export type CompiledResult = CompiledFile | string

export const asResult = (file: CompiledFile): CompiledResult =>
  file.problems.length ? file : JSON.stringify(file)
export const fromResult = (result: CompiledResult): CompiledFile =>
  typeof result === 'string' ? (JSON.parse(result) as CompiledFile) : result

/**
 * Compiles files on worker threads, one share per core, so large sites use every core. Each
 * worker loads the Markdown toolchain once and renders its share; results come back in order.
 */
export async function compileResults(
  sources: SourceFile[],
  baseUrl: string,
  facts?: FactTable,
): Promise<CompiledResult[]> {
  const threads = Math.min(os.availableParallelism(), 8)
  if (sources.length < POOL_THRESHOLD || threads < 2)
    return sources.map((s) => asResult(compileFile(s, baseUrl, facts)))
  const out: CompiledResult[] = new Array(sources.length)
  const shares: number[][] = Array.from({ length: threads }, () => [])
  for (let i = 0; i < sources.length; i++) shares[i % threads]!.push(i)
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(new URL('./compile-worker.mjs', import.meta.url), {
            workerData: { sources: share.map((i) => sources[i]!), baseUrl, facts },
            resourceLimits: WORKER_RESOURCE_LIMITS,
          })
          let received = 0
          worker.on(
            'message',
            (message: { results: CompiledResult[] } | { phases: Record<string, number> }) => {
              if ('results' in message) {
                for (const result of message.results) out[share[received++]!] = result
                return
              }
              addPhaseTotals(message.phases)
              resolve()
              void worker.terminate()
            },
          )
          worker.once('error', reject)
        }),
    ),
  )
  return out
}
