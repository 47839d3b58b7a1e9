import { parentPort, workerData } from 'node:worker_threads'
import { phaseTotals } from '../lib/phases.ts'
import { compileFile } from './compile-file.ts'
import { storeCompiled } from './compile-pool.ts'
import type { FactTable } from './facts.ts'
import type { SourceFile } from './sources.ts'

// One batch of files per worker thread (see compile-pool.ts), each written to the store as it is made.
const { sources, names, baseUrl, facts, dir } = workerData as { sources: SourceFile[]; names: string[]; baseUrl: string; facts?: FactTable; dir: string | null }
const results = sources.map((s, i) => {
  const file = compileFile(s, baseUrl, facts)
  if (dir) storeCompiled(file, dir, names[i])
  return file
})
parentPort!.postMessage({ results, phases: phaseTotals() })
