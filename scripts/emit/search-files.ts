import { Worker } from 'node:worker_threads'
import { LOCALES, type Locale } from '../../src/shared/config/schema.ts'
import type { PageData } from '../../src/shared/content/types.ts'
import type { SiteModel } from '../content/site-model.ts'
import { siteSearchIndexes } from '../search/site-indexes.ts'
import { dataChunkPath, searchRootFile } from '../../src/shared/site-layout/folders.ts'

/** What the search index is made of: the model's search sources and glossary, and each page's data chunk. */
export interface SearchInputs {
  model: Pick<SiteModel, 'search' | 'searchGlossary'>
  /** Page path → its data chunk, a path under the site root. */
  chunks: Map<string, string>
  /** The output folder whose previous index the build takes what it can from (see siteSearchIndexes). */
  outDir?: string
}

/** The search inputs of a model whose data chunks are `pageFiles` (emitDataChunks(model).pageFiles). */
export const searchInputs = (model: SiteModel, pageFiles: ReadonlyMap<PageData, string>, outDir?: string): SearchInputs => ({
  model: { search: model.search, searchGlossary: model.searchGlossary },
  chunks: new Map([...pageFiles].map(([page, file]) => [page.path, dataChunkPath(file)])),
  ...(outDir !== undefined && { outDir }),
})

/** Search index files of both locales, by path under the site root, and what saves the stores they were built from. */
export function searchFilesOf({ model, chunks, outDir }: SearchInputs): { files: Map<string, string>; save: () => void } {
  const files = new Map<string, string>()
  const { builds, save } = siteSearchIndexes(model, (path) => chunks.get(path), outDir)
  for (const [locale, built] of builds) {
    for (const f of built.files) files.set(f.name === built.root ? searchRootFile(locale) : f.name, f.content)
  }
  return { files, save }
}

/**
 * Search index files of both locales, by path under the site root. The worker
 * takes snippet text from the pages' data chunks: `pageFiles` is emitDataChunks(model).pageFiles.
 */
export function searchFilesFor(model: SiteModel, pageFiles: ReadonlyMap<PageData, string>): { files: Map<string, string> } {
  return { files: searchFilesOf(searchInputs(model, pageFiles)).files }
}

/**
 * The search index files, made on a thread of their own: the build bundles the app and renders
 * pages meanwhile, and on a rebuild, where few pages render, the index would otherwise be most of
 * the wait. Resolves with the files and the milliseconds the thread took to make them; the thread
 * then saves its stores, which the build does not wait for (the process does, before it exits).
 */
export function searchFilesInThread(inputs: SearchInputs): Promise<{ files: Map<string, string>; ms: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./search-worker.mjs', import.meta.url), { workerData: inputs })
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`search index thread exited with code ${code}`)))
  })
}

/** URL of each locale's search root file under the base URL, which the app is built with. */
export const searchRootUrls = (baseUrl: string): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, baseUrl + searchRootFile(locale)])) as Record<Locale, string>
