import { parentPort, workerData } from 'node:worker_threads'
import { searchFilesOf, type SearchInputs } from './search-files.ts'

// The search index of a build, made beside the main thread (see searchIndexThread): the sources
// come with the thread, the data chunks' paths once they are written.
const { model, outDir } = workerData as Omit<SearchInputs, 'chunks'>
parentPort!.once('message', (chunks: Map<string, string>) => {
  const { files, ms, save } = searchFilesOf({ model, chunks, outDir })
  parentPort!.postMessage({ files, ms })
  save()
})
