import { DOC_TEXT } from '../../src/shared/search/documents.ts'
import type { SearchResult } from './result-types.ts'
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
 * Text hits ranked just below the ones shown whose data chunks are downloaded ahead (not parsed)
 * in the next pause between searches: the next query mostly shows some of them, and then need not
 * wait for a download. The chunks of the results shown are fetched as they are shown. Nothing is
 * downloaded ahead on a metered or slow link.
 */
export const PREFETCH_RESULTS = 16

/**
 * An index of at most this many pages whose texts file cannot be had (or that has none) gets all its
 * data chunks downloaded (not parsed), a few at a time, from when it loads and in pauses between
 * searches: a query then seldom waits for the network, while a large site fetches only what its
 * results need. The service worker holds these chunks anyway once the site is saved.
 */
export const PREFETCH_ALL_PAGES = 400

export interface SearchApiOptions {
  /** See PREFETCH_RESULTS; 0 fetches data chunks only for results shown. */
  prefetchResults?: number
  /** See PREFETCH_ALL_PAGES; 0 never downloads a whole index's chunks ahead. */
  prefetchAllPages?: number
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
export function createSearchApi({ prefetchResults = PREFETCH_RESULTS, prefetchAllPages = PREFETCH_ALL_PAGES }: SearchApiOptions = {}) {
  const indexes = new Map<string, Promise<LoadedIndex>>()
  const texts = createTextStore()

  async function getIndex(indexUrl: string): Promise<LoadedIndex> {
    // Checked before any fetch: a foreign URL must never be requested.
    const url = sameOriginUrl(String(indexUrl))
    let loading = indexes.get(url.href)
    if (!loading) {
      const pending = loadIndex(url, { texts: !constrainedConnection() })
      // The index loads when the reader reaches for the search box, and the site's text right after
      // it, before the first keystrokes. Without a texts file (a large site, a failed download) the
      // data chunks come in before the first keystrokes or in pauses between them; those a search
      // wants jump the queue (see createTextStore). A metered link fetches only what results show.
      pending
        .then(async ({ pages, texts: download }) => {
          if (download) {
            try {
              return await texts.loadTexts(download, pages)
            } catch {
              // The data chunks serve instead.
            }
          }
          if (pages.length <= prefetchAllPages && !constrainedConnection()) texts.prefetch(pages)
        })
        .catch(() => undefined)
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
      texts.searching()
      const loaded = await getIndex(options.indexUrl)
      const limit = Math.max(0, Math.floor(Number(options.limit) || 0))
      if (limit === 0 || typeof query !== 'string') return []
      const { matches, tokens } = runQuery(loaded.index, query)
      const ranked = rankHits(matches, loaded.docs, limit + prefetchResults)
      const snippetLength = Math.max(1, Math.floor(Number(options.snippetLength) || DEFAULT_SNIPPET_LENGTH))
      // Starts fetching the chunks of the results shown before any download ahead.
      const results = toResults(ranked.slice(0, limit), matches.terms, loaded, texts, tokens, snippetLength)
      if (ranked.length > limit && !constrainedConnection()) {
        const next = ranked.slice(limit).flatMap(({ id }) => (loaded.docs[id]!.type === DOC_TEXT ? [loaded.pages[loaded.docs[id]!.page]!] : []))
        texts.prefetch(next)
      }
      return results
    },
  }
}
