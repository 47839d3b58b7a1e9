import { parentPort, workerData } from 'node:worker_threads'
import { phaseTotals } from '../lib/phases.ts'
import { compileFile } from './compile-file.ts'
import { asResult, WORKER_BATCH, type CompiledResult } from './compile-pool.ts'
import type { FactTable } from './facts.ts'
import type { SourceFile } from './sources.ts'

// One share of the files per worker thread (see compile-pool.ts), sent back a batch at a time.
const { sources, baseUrl, facts } = workerData as {
  sources: SourceFile[]
  baseUrl: string
  facts?: FactTable
}
let batch: CompiledResult[] = []
for (const source of sources) {
  batch.push(asResult(compileFile(source, baseUrl, facts)))
  if (batch.length === WORKER_BATCH) {
    parentPort!.postMessage({ results: batch })
    batch = []
  }
}
if (batch.length) parentPort!.postMessage({ results: batch })
parentPort!.postMessage({ phases: phaseTotals() })
