import type { Locale } from '../../src/shared/config/schema.ts'
import type { SiteModel } from '../content/site-model.ts'
import { buildSearchIndex, type ChunkOf, type SearchIndexBuild } from './build-index.ts'
import { indexGlossary } from './glossary.ts'
import { VectorStore, vectorStoreFile } from './vector-store.ts'

/** What of the site model its search indexes are made of. */
export type SearchModel = Pick<SiteModel, 'search' | 'searchGlossary'> & {
  config: Pick<SiteModel['config'], 'title'>
}

/** The store of `locale`'s term vectors kept for the output folder `outDir` (none without one). */
export const openVectorStore = (outDir: string | undefined, locale: Locale): VectorStore =>
  new VectorStore(outDir === undefined ? null : vectorStoreFile(outDir, locale))

/**
 * The search index of each locale of the site, with the site's glossary, as the build ships it.
 * With `outDir`, documents the previous build into that folder tokenised are taken from its store
 * (see VectorStore), or from `stores` opened before (see openVectorStore); `save` leaves the store with this build's, and may wait until the files are used.
 */
export function siteSearchIndexes(
  model: SearchModel,
  chunkOf: ChunkOf,
  outDir?: string,
  stores?: ReadonlyMap<Locale, VectorStore>,
): { builds: Map<Locale, SearchIndexBuild>; save: () => void } {
  const glossary = indexGlossary(model.searchGlossary, model.search)
  // The site's title in each language: queries may name the product beside what they ask (IndexRoot.names).
  const names = [...new Set(Object.values(model.config.title))]
  const builds = new Map<Locale, SearchIndexBuild>()
  const saves: (() => void)[] = []
  for (const [locale, sources] of model.search) {
    const store = stores?.get(locale) ?? openVectorStore(outDir, locale)
    const build = buildSearchIndex(sources, locale, chunkOf, { glossary, names, store })
    builds.set(locale, build)
    saves.push(() => store.save(build.stats.terms))
  }
  return {
    builds,
    save: () => {
      for (const save of saves) save()
    },
  }
}
