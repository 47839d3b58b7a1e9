import { Worker } from 'node:worker_threads'
import { LOCALES, type Locale } from '../../src/shared/config/schema.ts'
import type { PageData } from '../../src/shared/content/types.ts'
import type { SiteModel } from '../content/site-model.ts'
import { siteSearchIndexes, type SearchModel } from '../search/site-indexes.ts'
import type { VectorStore } from '../search/vector-store.ts'
import { threadsPayOff, WORKER_RESOURCE_LIMITS } from '../lib/threads.ts'
import { dataChunkPath, searchRootFile } from '../../src/shared/site-layout/folders.ts'

/** What the search index is made of: the model's search sources, glossary and the site's title, and each page's data chunk. */
export interface SearchInputs {
  model: SearchModel
  /** Page path → its data chunk, a path under the site root. */
  chunks: Map<string, string>
  /** The output folder whose previous index the build takes what it can from (see siteSearchIndexes). */
  outDir?: string
  /** That index's stores, opened before (see openVectorStore). */
  stores?: ReadonlyMap<Locale, VectorStore>
}

const searchPart = (model: SiteModel): SearchInputs['model'] => ({
  search: model.search,
  searchGlossary: model.searchGlossary,
  config: { title: model.config.title },
})
const chunkPaths = (pageFiles: ReadonlyMap<PageData, string>) =>
  new Map([...pageFiles].map(([page, file]) => [page.path, dataChunkPath(file)]))

/**
 * Search index files of both locales, by path under the site root, the milliseconds they took, and
 * what saves the stores they were built from.
 */
export function searchFilesOf({ model, chunks, outDir, stores }: SearchInputs): {
  files: Map<string, string>
  ms: number
  save: () => void
} {
  const started = performance.now()
  const files = new Map<string, string>()
  const { builds, save } = siteSearchIndexes(model, (path) => chunks.get(path), outDir, stores)
  for (const [locale, built] of builds) {
    for (const f of built.files)
      files.set(f.name === built.root ? searchRootFile(locale) : f.name, f.content)
  }
  return { files, ms: performance.now() - started, save }
}

/**
 * Search index files of both locales, by path under the site root. The worker
 * takes snippet text from the pages' data chunks: `pageFiles` is emitDataChunks(model).pageFiles.
 */
export function searchFilesFor(
  model: SiteModel,
  pageFiles: ReadonlyMap<PageData, string>,
): { files: Map<string, string> } {
  return { files: searchFilesOf({ model: searchPart(model), chunks: chunkPaths(pageFiles) }).files }
}

/** Makes the search index once the pages' data chunks are named (see searchIndexMaker). */
export interface SearchIndexMaker {
  files: (
    pageFiles: ReadonlyMap<PageData, string>,
  ) => Promise<{ files: Map<string, string>; ms: number }>
  stop: () => void
}

/** A search index thread started before the content was read (see searchIndexThread). */
export interface SearchThread {
  /** Hands the thread the model's search sources, once the content is read. */
  take: (model: SiteModel) => void
  maker: SearchIndexMaker
}

/**
 * What makes the search index of a build: `started`, a thread started before the content was read,
 * or else a thread of its own on a large site (see threadsPayOff), else the main thread when the
 * chunks are named, as starting a thread costs a small site more than the index itself.
 */
export function searchIndexMaker(
  model: SiteModel,
  outDir: string,
  started: SearchThread | null = null,
): SearchIndexMaker {
  const thread = started ?? (threadsPayOff(model.pages.length) ? searchIndexThread(outDir) : null)
  if (thread) {
    thread.take(model)
    return thread.maker
  }
  return {
    files: async (pageFiles) => {
      const { files, ms, save } = searchFilesOf({
        model: searchPart(model),
        chunks: chunkPaths(pageFiles),
        outDir,
      })
      save()
      return { files, ms }
    },
    stop: () => undefined,
  }
}

/**
 * A thread of its own for the search index. It loads its code and the previous build's term
 * vectors as it starts; `take` sends it the pages' search sources, which it reads while the data
 * chunks are written, and `files` hands it their paths, when it makes the index while the build
 * bundles the app and renders pages. On a rebuild, where few pages render, the index would otherwise
 * be most of the wait, and a rebuild of a large site starts this thread before it reads the content,
 * on a core that step leaves idle. `files` resolves with the files and the milliseconds the thread
 * took to make them; the thread then saves its stores, which the build does not wait for (the
 * process does, before it exits).
 */
export function searchIndexThread(outDir: string): SearchThread {
  const worker = new Worker(new URL('./search-worker.mjs', import.meta.url), {
    workerData: { outDir },
    resourceLimits: WORKER_RESOURCE_LIMITS,
  })
  // Until it has work, the thread keeps no process alive: a build that fails before keeps none waiting.
  worker.unref()
  const done = new Promise<{ files: Map<string, string>; ms: number }>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`search index thread exited with code ${code}`)))
  })
  // Awaited once the chunks are handed over; a build that fails before then reports its own error.
  done.catch(() => {})
  return {
    take: (model) => worker.postMessage({ model: searchPart(model) }),
    maker: {
      files: (pageFiles) => {
        worker.ref()
        worker.postMessage({ chunks: chunkPaths(pageFiles) })
        return done
      },
      stop: () => void worker.terminate(),
    },
  }
}

/** URL of each locale's search root file under the base URL, which the app is built with. */
export const searchRootUrls = (baseUrl: string): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, baseUrl + searchRootFile(locale)])) as Record<
    Locale,
    string
  >
