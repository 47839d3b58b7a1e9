import { DOC_TEXT } from '../../src/shared/search/documents.ts'
import { QUIET_MS } from './download-queue.ts'
import { sameOriginUrl } from './fetch-json.ts'
import { loadIndex, type LoadedIndex, type PageInfo } from './load-index.ts'
import { narrowPages } from './narrow.ts'
import { queryTerms } from './query-plan.ts'
import { queryUnits } from '../../src/shared/search/query-units.ts'
import { outcomeOf, planOf, type QueryOutcome } from './query.ts'
import { FALLBACK_BELOW, rankHits, type Hit, type Ranking } from './rank.ts'
import type { SearchAnswer } from './result-types.ts'
import { toResults } from './results.ts'
import { suggestQuery } from './suggest.ts'
import { createTextStore, SNIPPET_WAIT_MS } from './texts.ts'
import { foldQuery } from './variants.ts'
import {
  warmUp,
  warmUpQueries,
  WARM_UP_IDLE_MS,
  WARM_UP_LIMIT,
  WARM_UP_SEARCHES,
} from './warm-up.ts'

/** Options of one search. */
export interface SearchOptions {
  /** URL of the index root file, as for `load`. */
  indexUrl: string
  /** Most results to return (8 in the search bar; the search page asks for all, e.g. 1000). */
  limit: number
  /** Characters of context in a snippet; 50 by default. */
  snippetLength?: number
  /**
   * URL of the other language's index, searched too (and loaded the first time) when this one has no
   * good answer (see SearchAnswer.other). Without it, SearchAnswer.otherWanted says whether to ask
   * again with it: the search bar does so once the reader pauses, keeping keystrokes to one index.
   */
  otherIndexUrl?: string
  /** Work out a "did you mean" (SearchAnswer.suggestion). */
  suggest?: boolean
}

/**
 * Places the other language's results take at least when shown after this language's, and at most;
 * shown first, they leave this language OTHER_LOCALE_MIN places.
 */
export const OTHER_LOCALE_MIN = 3
export const OTHER_LOCALE_MAX = 8

/**
 * Term shards a search waits for before answering: its own words' first, then its synonyms'; more
 * are fetched in the background (SearchAnswer.morePending). A shard is ~60 KB gzip.
 */
export const SHARDS_PER_SEARCH = 8

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
  /** Searches run once an index and its texts are in (see warm-up.ts); 0 runs none. */
  warmUpSearches?: number
}

/** A metered or slow link: data saving on, or 2g (the rule of src/navigation/connection.ts, which a worker cannot import). */
function constrainedConnection(): boolean {
  const scope = globalThis as {
    navigator?: { connection?: { saveData?: boolean; effectiveType?: string } }
  }
  const c = scope.navigator?.connection
  return !!c && (c.saveData === true || /(?:^|-)2g$/u.test(c.effectiveType ?? ''))
}

/**
 * Term shards fetched ahead of the reader's next character: those of the bigrams the last Chinese
 * character of a query being typed starts (截图 → 图…), at most this many. Typing 截图翻 then finds
 * the shard of 图翻 in, instead of waiting for it; a shard is ~60 KB gzip.
 */
export const SHARDS_AHEAD = 2

/** The term shards the next character typed after `query` may need (see SHARDS_AHEAD). */
function shardsAhead(loaded: LoadedIndex, query: string): number[] {
  if (!/[\p{L}\p{N}]$/u.test(query)) return []
  const last = queryUnits(query).at(-1)
  return last?.kind === 'char' ? loaded.missingShards([], [last.key]).slice(0, SHARDS_AHEAD) : []
}

/** A query run and ranked on one index. */
export interface Ranked {
  outcome: QueryOutcome
  ranking: Ranking
}

export function rank(
  loaded: LoadedIndex,
  query: string,
  limit: number,
  more = 0,
  narrow = true,
): Ranked {
  const plan = planOf(loaded.index, loaded.phrases, query)
  // Ranked among the pages that may hold the whole query first (see narrowPages): when at least
  // FALLBACK_BELOW of them do, rankHits would rank those pages alone anyway, with the same scores.
  const pages = narrow ? narrowPages(loaded.index, plan, loaded.docs) : null
  if (pages) {
    const outcome = outcomeOf(loaded.index, plan, pages)
    const ranking = rankHits(outcome.matches, loaded.docs, limit, more)
    if (ranking.strictPages >= FALLBACK_BELOW) return { outcome, ranking }
  }
  const outcome = outcomeOf(loaded.index, plan)
  return { outcome, ranking: rankHits(outcome.matches, loaded.docs, limit, more) }
}

/** When a search stops waiting for the text its snippets are cut from (see SNIPPET_WAIT_MS). */
const snippetDeadline = () => new Promise<void>((resolve) => setTimeout(resolve, SNIPPET_WAIT_MS))

/** A good answer: the best page holds the whole query, as typed, in its title or a heading. */
const answers = (ranking: Ranking) => ranking.coverage === 1 && ranking.titled

/** Whether one index's answer beats another's: more of the query held, or held in a title rather than the text. */
const better = (a: Ranking, b: Ranking) =>
  a.coverage > b.coverage || (a.coverage === b.coverage && a.titled && !b.titled)

/**
 * Parts of the query an index holds nowhere and so leaves out (see Part.seam). The other
 * language's index leaves out most bigrams of a Chinese question, which makes what is left look
 * wholly covered: unless this language holds nothing of the query, its results lead only when it
 * left out no more of the query than this one did.
 */
const leftOut = (loaded: LoadedIndex, ranked: Ranked) =>
  ranked.outcome.plan.parts.reduce(
    (n, part) =>
      n +
      (part.seam &&
      part.alternatives[0]!.slots.every((slot) => slot.every((term) => loaded.index.df(term) === 0))
        ? 1
        : 0),
    0,
  )

/**
 * The search worker's API as a plain object, so it runs and is tested in node without a Worker.
 * Indexes load once per URL; a failed load is not kept, so the next call tries again.
 */
export function createSearchApi({
  prefetchResults = PREFETCH_RESULTS,
  prefetchAllPages = PREFETCH_ALL_PAGES,
  warmUpSearches = WARM_UP_SEARCHES,
}: SearchApiOptions = {}) {
  const indexes = new Map<string, Promise<LoadedIndex>>()
  /** The indexes of `indexes` that have loaded. */
  const loadedIndexes = new Map<string, LoadedIndex>()
  /** Per index, the term shards a search left fetching in the background (see readTermsOf). */
  const background = new Map<string, Promise<void>>()
  const urlOf = new WeakMap<LoadedIndex, string>()

  /**
   * Reads the term shards a query needs before it is planned: those of its own words first, then
   * those of its glossary synonyms, at most SHARDS_PER_SEARCH of them; the rest come in the
   * background. Returns whether any do (the answer then improves when asked again).
   */
  async function readTermsOf(loaded: LoadedIndex, query: string): Promise<boolean> {
    const terms = queryTerms(loaded.phrases, query)
    const own = loaded.missingShards(terms.own, terms.prefixes)
    const synonyms = loaded.missingShards(terms.synonyms).filter((n) => !own.includes(n))
    const wanted = [...own, ...synonyms]
    await loaded.needShards(wanted.slice(0, SHARDS_PER_SEARCH))
    const rest = wanted.slice(SHARDS_PER_SEARCH)
    if (!rest.length) return false
    const url = urlOf.get(loaded)!
    const previous = background.get(url) ?? Promise.resolve()
    background.set(
      url,
      Promise.all([previous, loaded.needShards(rest).catch(() => undefined)]).then(() => undefined),
    )
    return true
  }
  const texts = createTextStore()

  // The reader's searches under way, and when the last one ended: warm-up searches wait for a pause
  // in them.
  let searching = 0
  let lastSearch = -Infinity
  const readerIdle = () => searching === 0 && performance.now() - lastSearch >= WARM_UP_IDLE_MS
  /** Per index URL: done once its texts file is in or failed, and its warm-up searches ran (see warmedUp). */
  const warming = new Map<string, Promise<void>>()
  /** One warm-up search: the path of a reader's (ranking, page blocks, snippets) without downloads ahead. */
  async function warmSearch(loaded: LoadedIndex, query: string): Promise<void> {
    const { outcome, ranking } = rank(loaded, query, WARM_UP_LIMIT)
    const deadline = snippetDeadline()
    await toResults(ranking.hits, outcome, loaded, texts, DEFAULT_SNIPPET_LENGTH, deadline)
  }

  let aheadTimer: ReturnType<typeof setTimeout> | undefined
  /**
   * Downloads ahead what the hits ranked just below those shown need to be shown (see
   * PREFETCH_RESULTS): their pages' blocks in the next pause between searches (a large site's pages
   * come in blocks), then their data chunks.
   */
  function fetchAhead(loaded: LoadedIndex, hits: readonly Hit[]): void {
    const pageNumbers = hits.map(({ id }) => loaded.docs.page[id]!)
    const textPages = () =>
      hits.flatMap(({ id }) =>
        loaded.docs.type[id] === DOC_TEXT
          ? [loaded.pages[loaded.docs.page[id]!]].filter(
              (page): page is PageInfo => page !== undefined,
            )
          : [],
      )
    texts.prefetch(textPages())
    clearTimeout(aheadTimer)
    if (pageNumbers.every((n) => loaded.pages[n] !== undefined)) return
    aheadTimer = setTimeout(
      () =>
        loaded.needPages(pageNumbers).then(
          () => texts.prefetch(textPages()),
          () => undefined,
        ),
      QUIET_MS,
    )
  }

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
      const afterLoad = pending
        .then(async (loaded) => {
          const { pages: all, texts: download } = loaded
          // A texts file comes only with an index whose pages are all in the root.
          const pages = all.filter((page): page is PageInfo => page !== undefined)
          if (download && pages.length === all.length) {
            let read = false
            try {
              await texts.loadTexts(download, pages)
              read = true
            } catch {
              // The data chunks serve instead.
            }
            // Everything a search of this index reads is in memory now: warming up downloads nothing.
            if (read)
              return warmUpSearches > 0
                ? warmUp(
                    warmUpQueries(pages, warmUpSearches),
                    (query) => warmSearch(loaded, query),
                    readerIdle,
                  )
                : undefined
          }
          if (all.length <= prefetchAllPages && !constrainedConnection()) texts.prefetch(pages)
        })
        .catch(() => undefined)
      warming.set(url.href, afterLoad)
      loading = pending
      indexes.set(url.href, pending)
      pending
        .then((loaded) => {
          urlOf.set(loaded, url.href)
          if (indexes.get(url.href) === pending) loadedIndexes.set(url.href, loaded)
        })
        .catch(() => undefined)
      pending.catch(() => indexes.get(url.href) === pending && indexes.delete(url.href))
    }
    return loading
  }

  /** A reader's search (see `search` below). */
  async function answer(typed: string, options: SearchOptions): Promise<SearchAnswer> {
    texts.searching()
    const loaded = await getIndex(options.indexUrl)
    const limit = Math.max(0, Math.floor(Number(options.limit) || 0))
    if (limit === 0 || typeof typed !== 'string')
      return { results: [], other: null, otherWanted: false, morePending: false, suggestion: null }
    // 翻譯歷史 is read as 翻译历史 by an index that holds the simplified characters.
    const query = await foldQuery(loaded.variants, typed)
    const morePending = await readTermsOf(loaded, query)
    const main = rank(loaded, query, limit, prefetchResults)
    const snippetLength = Math.max(
      1,
      Math.floor(Number(options.snippetLength) || DEFAULT_SNIPPET_LENGTH),
    )

    let other: { loaded: LoadedIndex; ranked: Ranked } | null = null
    const weak = main.outcome.plan.parts.length > 0 && !answers(main.ranking)
    if (options.otherIndexUrl !== undefined && weak && !constrainedConnection()) {
      // Fetched the first time it is asked for; a failed load leaves this language's answer alone.
      const ready = await getIndex(String(options.otherIndexUrl)).catch(() => null)
      if (ready) {
        const otherQuery = await foldQuery(ready.variants, typed)
        await readTermsOf(ready, otherQuery)
        const ranked = rank(ready, otherQuery, limit)
        if (ranked.ranking.hits.length && better(ranked.ranking, main.ranking))
          other = { loaded: ready, ranked }
      }
    }
    const otherWanted = weak && options.otherIndexUrl === undefined && !constrainedConnection()
    // Holding more of the query, the other language's results come first and this one keeps a few
    // places: when this language holds nothing of it, or less than half and left out no more of it.
    const first =
      !!other &&
      other.ranked.ranking.coverage > main.ranking.coverage &&
      (main.ranking.coverage === 0 ||
        (main.ranking.coverage < 0.5 &&
          leftOut(other.loaded, other.ranked) <= leftOut(loaded, main)))
    const mine = main.ranking.hits.length
    const wanted = first
      ? Math.max(limit - Math.min(mine, OTHER_LOCALE_MIN), Math.ceil(limit / 2))
      : Math.max(
          Math.min(OTHER_LOCALE_MIN, Math.floor(limit / 2)),
          Math.min(OTHER_LOCALE_MAX, limit - mine),
        )
    const room = other ? Math.min(other.ranked.ranking.hits.length, limit, wanted) : 0
    const shown = main.ranking.hits.slice(0, limit - room)
    // Starts fetching the chunks of the results shown before any download ahead.
    const deadline = snippetDeadline()
    const results = toResults(shown, main.outcome, loaded, texts, snippetLength, deadline)
    const otherResults =
      other &&
      toResults(
        other.ranked.ranking.hits.slice(0, room),
        other.ranked.outcome,
        other.loaded,
        texts,
        snippetLength,
        deadline,
      )
    const rest = main.ranking.hits.slice(shown.length)
    if (rest.length && !constrainedConnection()) fetchAhead(loaded, rest)
    const suggestion = options.suggest
      ? await suggestQuery(loaded, query, main.outcome, main.ranking, texts)
      : null
    const mainDone = await results
    const otherDone = otherResults && (await otherResults)
    // Once this answer has left: reading the shards on the worker's thread must not delay it.
    const ahead = constrainedConnection() ? [] : shardsAhead(loaded, query)
    if (ahead.length) setTimeout(() => loaded.needShards(ahead).catch(() => undefined))
    return {
      results: mainDone.results,
      other:
        other && otherDone
          ? { locale: other.loaded.locale, results: otherDone.results, first }
          : null,
      otherWanted,
      morePending: morePending || mainDone.late || !!otherDone?.late,
      suggestion,
    }
  }

  return {
    /** Loads (once) the index at `indexUrl`, resolved against the page; it must be on the page's origin. */
    async load(indexUrl: string): Promise<{ documents: number }> {
      const loaded = await getIndex(indexUrl)
      return { documents: loaded.docs.count }
    },

    /**
     * Results for `query`, best first, grouped by page (none for a query without any term); the
     * other language's when they answer better; a corrected query when asked for.
     */
    async search(query: string, options: SearchOptions): Promise<SearchAnswer> {
      searching++
      try {
        return await answer(query, options)
      } finally {
        searching--
        lastSearch = performance.now()
      }
    },

    /**
     * Resolves once the index at `indexUrl` (asked for with `load` or `search`) has read its texts
     * file and run its warm-up searches (see warm-up.ts), or found it has neither.
     */
    async warmedUp(indexUrl: string): Promise<void> {
      await warming.get(sameOriginUrl(String(indexUrl)).href)
    },

    /**
     * Resolves once what an earlier search left on its way for `indexUrl` is in (or failed): term
     * shards, and the data chunks of snippets it did not wait for.
     */
    async settled(indexUrl: string): Promise<void> {
      await Promise.all([background.get(sameOriginUrl(String(indexUrl)).href), texts.late()])
    },
  }
}
