import type { SearchResult } from '../../src/shared/search/format.ts'
import { sameOriginUrl } from './fetch-json.ts'
import { loadIndex, type LoadedIndex } from './load-index.ts'
import { runQuery } from './query.ts'
import { rankHits } from './rank.ts'
import { toResults } from './results.ts'
import { createTextStore } from './texts.ts'

/** Options of one search. */
export interface SearchOptions {
  /** URL of the index root file, as for `load`. */
  indexUrl: string
  /** Most results to return (8 in the search bar; the search page asks for all, e.g. 1000). */
  limit: number
  /** Characters of context in a snippet; 50 by default. */
  snippetLength?: number
}

/** Snippet context in characters (docusaurus-search-local's searchResultContextMaxLength). */
export const DEFAULT_SNIPPET_LENGTH = 50

/**
 * An index with at most this many text files (≈ 32 KB each) has them all downloaded as soon as it
 * loads: on a site the size of ours (13 per locale) no search then waits for one, while a large
 * site keeps fetching only what its results show. The service worker caches them all anyway
 * unless the link is metered or slow, which is also when the worker leaves them alone.
 */
export const PREFETCH_TEXT_FILES = 16

export interface SearchApiOptions {
  /** See PREFETCH_TEXT_FILES; 0 fetches text files only for results shown. */
  prefetchTextFiles?: number
}

/** A metered or slow link: data saving on, or 2g (the rule of src/theme/navigation/connection.ts, which a worker cannot import). */
function constrainedConnection(): boolean {
  const scope = globalThis as { navigator?: { connection?: { saveData?: boolean; effectiveType?: string } } }
  const c = scope.navigator?.connection
  return !!c && (c.saveData === true || /(?:^|-)2g$/u.test(c.effectiveType ?? ''))
}

/**
 * The search worker's API as a plain object, so it runs and is tested in node without a Worker.
 * Indexes load once per URL; a failed load is not kept, so the next call tries again.
 */
export function createSearchApi({ prefetchTextFiles = PREFETCH_TEXT_FILES }: SearchApiOptions = {}) {
  const indexes = new Map<string, Promise<LoadedIndex>>()
  const texts = createTextStore()
  const onTextFiles = (urls: URL[]) => {
    if (urls.length <= prefetchTextFiles && !constrainedConnection()) texts.prefetch(urls)
  }

  async function getIndex(indexUrl: string): Promise<LoadedIndex> {
    // Checked before any fetch: a foreign URL must never be requested.
    const url = sameOriginUrl(String(indexUrl))
    let loading = indexes.get(url.href)
    if (!loading) {
      const pending = loadIndex(url, { onTextFiles })
      loading = pending
      indexes.set(url.href, pending)
      pending.catch(() => indexes.get(url.href) === pending && indexes.delete(url.href))
    }
    return loading
  }

  return {
    /** Loads (once) the index at `indexUrl`, resolved against the page; it must be on the page's origin. */
    async load(indexUrl: string): Promise<{ documents: number }> {
      const loaded = await getIndex(indexUrl)
      return { documents: loaded.docs.length }
    },

    /** Results for `query`, best first, grouped by page; `[]` for a query without any term. */
    async search(query: string, options: SearchOptions): Promise<SearchResult[]> {
      const loaded = await getIndex(options.indexUrl)
      const limit = Math.max(0, Math.floor(Number(options.limit) || 0))
      if (limit === 0 || typeof query !== 'string') return []
      const { matches, tokens } = runQuery(loaded.index, query)
      const shown = rankHits(matches, loaded.docs, limit)
      const snippetLength = Math.max(1, Math.floor(Number(options.snippetLength) || DEFAULT_SNIPPET_LENGTH))
      return toResults(shown, matches.terms, loaded, texts, tokens, snippetLength)
    },
  }
}
