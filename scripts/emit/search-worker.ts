import { parentPort, workerData } from 'node:worker_threads'
import { LOCALES } from '../../src/shared/config/schema.ts'
import { openVectorStore } from '../search/site-indexes.ts'
import { searchFilesOf, type SearchInputs } from './search-files.ts'

// The search index of a build, made beside the main thread (see searchIndexThread): the previous
// build's term vectors are read while the thread waits for the pages' search sources, and the index
// is made when the data chunks' paths follow.
const { outDir } = workerData as { outDir: string }
const stores = new Map(LOCALES.map((locale) => [locale, openVectorStore(outDir, locale)]))
parentPort!.once('message', ({ model }: { model: SearchInputs['model'] }) => {
  parentPort!.once('message', ({ chunks }: { chunks: Map<string, string> }) => {
    const { files, ms, save } = searchFilesOf({ model, chunks, outDir, stores })
    parentPort!.postMessage({ files, ms })
    save()
  })
})
