import type { Locale } from '../../src/shared/config/schema.ts'
import type { SiteModel } from '../content/site-model.ts'
import { buildSearchIndex, type ChunkOf, type SearchIndexBuild } from './build-index.ts'
import { indexGlossary } from './glossary.ts'
import { VectorStore, vectorStoreFile } from './vector-store.ts'

/**
 * The search index of each locale of the site, with the site's glossary, as the build ships it.
 * With `outDir`, documents the previous build into that folder tokenised are taken from its store
 * (see VectorStore), and the store is left with this build's.
 */
export function siteSearchIndexes(model: Pick<SiteModel, 'search' | 'searchGlossary'>, chunkOf: ChunkOf, outDir?: string): Map<Locale, SearchIndexBuild> {
  const glossary = indexGlossary(model.searchGlossary, model.search)
  const builds = new Map<Locale, SearchIndexBuild>()
  for (const [locale, sources] of model.search) {
    const store = new VectorStore(outDir === undefined ? null : vectorStoreFile(outDir, locale))
    const build = buildSearchIndex(sources, locale, chunkOf, { glossary, store })
    builds.set(locale, build)
    store.save(build.stats.terms)
  }
  return builds
}
