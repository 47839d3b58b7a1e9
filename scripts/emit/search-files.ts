import { LOCALES, type Locale } from '../../src/shared/config/schema.ts'
import type { PageData } from '../../src/shared/content/types.ts'
import type { SiteModel } from '../content/site-model.ts'
import { siteSearchIndexes } from '../search/site-indexes.ts'
import { dataChunkPath, searchRootFile } from '../../src/shared/site-layout/folders.ts'

/**
 * Search index files of both locales, by path under the site root. The worker
 * takes snippet text from the pages' data chunks: `pageFiles` is emitDataChunks(model).pageFiles.
 * With `outDir`, what the previous build into that folder tokenised is kept (see siteSearchIndexes).
 */
export function searchFilesFor(
  model: SiteModel,
  pageFiles: ReadonlyMap<PageData, string>,
  outDir?: string,
): { files: Map<string, string> } {
  const files = new Map<string, string>()
  const chunks = new Map([...pageFiles].map(([page, file]) => [page.path, dataChunkPath(file)]))
  for (const [locale, built] of siteSearchIndexes(model, (path) => chunks.get(path), outDir)) {
    for (const f of built.files) files.set(f.name === built.root ? searchRootFile(locale) : f.name, f.content)
  }
  return { files }
}

/** URL of each locale's search root file under the base URL, which the app is built with. */
export const searchRootUrls = (baseUrl: string): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, baseUrl + searchRootFile(locale)])) as Record<Locale, string>
