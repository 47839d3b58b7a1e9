import { parentPort, workerData } from 'node:worker_threads'
import { phaseTotals } from '../lib/phases.ts'
import { compileFile } from './compile-file.ts'
import { keptJson } from './compile-pool.ts'
import type { FactTable } from './facts.ts'
import type { SourceFile } from './sources.ts'

// One batch of files per worker thread (see compile-pool.ts). A file comes back as the JSON it is
// kept in, which the build parses; one with problems (never kept) as an object.
const { sources, baseUrl, facts } = workerData as { sources: SourceFile[]; baseUrl: string; facts?: FactTable }
const results = sources.map((s) => {
  const file = compileFile(s, baseUrl, facts)
  return keptJson(file) ?? file
})
parentPort!.postMessage({ results, phases: phaseTotals() })
