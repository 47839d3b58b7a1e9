import type { Locale } from '../../src/shared/config/schema.ts'
import type { SiteModel } from '../content/site-model.ts'
import { buildSearchIndex, type ChunkOf, type SearchIndexBuild } from './build-index.ts'
import { indexGlossary } from './glossary.ts'

/** The search index of each locale of the site, with the site's glossary, as the build ships it. */
export function siteSearchIndexes(model: SiteModel, chunkOf: ChunkOf): Map<Locale, SearchIndexBuild> {
  const glossary = indexGlossary(model.searchGlossary, model.search)
  const builds = new Map<Locale, SearchIndexBuild>()
  for (const [locale, sources] of model.search) builds.set(locale, buildSearchIndex(sources, locale, chunkOf, { glossary }))
  return builds
}
