import { parentPort, workerData } from 'node:worker_threads'
import { searchFilesOf, type SearchInputs } from './search-files.ts'

// The search index of a build, made beside the main thread (see searchFilesInThread).
const started = performance.now()
const { files, save } = searchFilesOf(workerData as SearchInputs)
parentPort!.postMessage({ files, ms: performance.now() - started })
save()
