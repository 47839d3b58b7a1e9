import { parentPort, workerData } from 'node:worker_threads'
import { phaseTotals } from '../lib/phases.ts'
import { compileFile } from './compile-file.ts'
import type { FactTable } from './facts.ts'
import type { SourceFile } from './sources.ts'

// One batch of files per worker thread (see compile-pool.ts).
const { sources, baseUrl, facts } = workerData as { sources: SourceFile[]; baseUrl: string; facts?: FactTable }
const results = sources.map((s) => compileFile(s, baseUrl, facts))
parentPort!.postMessage({ results, phases: phaseTotals() })
