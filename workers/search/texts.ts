import { parseDataChunk } from './data-chunk.ts'
import { createDownloadQueue, keepUntilFailed } from './download-queue.ts'
import { sameOriginUrl, SearchIndexError } from './fetch-json.ts'
import { htmlParts, sectionTexts, type HtmlPart } from './html-text.ts'
import { checkVersion, type PageInfo, type TextsDownload } from './load-index.ts'

/**
 * Section texts come from the index's texts file when the site has one (one download for every
 * page, fetched after the index), else from the pages' data chunks (`assets/p/*.js`), the small ES
 * modules client navigation imports and the service worker precaches anyway. The index itself
 * keeps no copy of the text.
 */

/**
 * A search waits this long at most for a texts file still on its way, then reads the data chunks of
 * its hits instead: on a fast link the file is in before the reader has typed a word; on a slow one
 * the first results should not wait for all of the site's text.
 */
export const TEXTS_WAIT_MS = 300

/** The texts of a texts file (see TextsFile), checked against the pages of the index that names it. */
export function checkTexts(value: unknown, pages: readonly PageInfo[], url: URL): string[][] {
  const { texts } = checkVersion(value, url)
  const aligned =
    Array.isArray(texts) &&
    texts.length === pages.length &&
    texts.every(
      (list: unknown, i) =>
        Array.isArray(list) &&
        list.length === pages[i]!.sections.length &&
        list.every((text) => typeof text === 'string'),
    )
  if (!aligned) throw new SearchIndexError(`[search] ${url.pathname}: not the texts of this index`)
  return texts as string[][]
}

/**
 * A search answers without the snippets whose data chunks are not in this long after it asked for
 * them (SearchAnswer.morePending then says to ask again once they are): on a large site each new
 * result can need a download, and the titles should not wait for the text below them.
 */
export const SNIPPET_WAIT_MS = 16

/** What a race against a search's deadline gives when the deadline came first (see pageTextsBy). */
const LATE: unique symbol = Symbol('late')

/** Resolves when `pending` settles or after `ms`, whichever comes first; never rejects. */
function settledWithin(pending: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))
  return Promise.race([
    pending.then(
      () => undefined,
      () => undefined,
    ),
    timeout,
  ]).finally(() => clearTimeout(timer))
}

/**
 * Holds the texts files loaded with loadTexts(); for other pages, fetches data chunks on first use
 * and keeps the parts of their HTML. A failed fetch is forgotten, so it is tried again on the next
 * search. prefetch() queues chunk downloads ahead of use, a few at a time, and leaves parsing to
 * first use; a chunk wanted before its turn is fetched at once.
 */
export function createTextStore() {
  /** Section texts from texts files, and the texts files still on their way, by page. */
  const whole = new WeakMap<PageInfo, string[]>()
  const wholePending = new WeakMap<PageInfo, Promise<unknown>>()
  const chunks = new Map<string, Promise<HtmlPart[]>>()
  const downloads = createDownloadQueue()
  /** Texts a search gave up waiting for (see pageTextsBy). */
  const late = new Set<Promise<unknown>>()

  /** The URL of a page's data chunk: built from the index file's URL and checked parts of the index, never from page input; held to the page's origin all the same. */
  function chunkUrl(page: PageInfo): URL | null {
    if (!page.chunk) return null
    try {
      return sameOriginUrl(page.chunk, page.indexFile.href)
    } catch {
      return null
    }
  }

  function load(url: URL): Promise<HtmlPart[]> {
    const key = url.href
    const known = chunks.get(key)
    if (known) return known
    const parts = downloads.take(url).then((text) => {
      const page = parseDataChunk(text, url) as { html?: unknown } | null
      if (typeof page?.html !== 'string')
        throw new SearchIndexError(`[search] ${url.pathname}: the page data has no HTML`)
      return htmlParts(page.html)
    })
    return keepUntilFailed(chunks, key, parts)
  }

  /**
   * The section texts of a page, aligned with `page.sections`, or null when neither a texts file
   * nor its data chunk can be had (offline, say).
   */
  async function pageTexts(page: PageInfo): Promise<string[] | null> {
    const url = chunkUrl(page)
    const pending = wholePending.get(page)
    // A chunk already read (an earlier search gave up waiting for the texts file) serves at once.
    if (pending && !(url && chunks.has(url.href))) await settledWithin(pending, TEXTS_WAIT_MS)
    const known = whole.get(page)
    if (known) return known
    if (!url) return null
    try {
      return sectionTexts(page.sections, await load(url))
    } catch {
      return null
    }
  }

  return {
    /** Holds downloads ahead back for a moment (see QUIET_MS): a search is running. */
    searching(): void {
      downloads.searching()
    },

    /**
     * Takes the texts file of `pages` (the pages of the index that names it, in order) as it comes
     * in. It rejects when the file cannot be had or does not fit the pages; their data chunks then
     * serve instead.
     */
    loadTexts({ url, data }: TextsDownload, pages: readonly PageInfo[]): Promise<void> {
      // No longer pending by the time anyone sees the outcome, so a fallback can queue the chunks.
      const loading: Promise<void> = data
        .then((value) => {
          const texts = checkTexts(value, pages, url)
          pages.forEach((page, i) => {
            whole.set(page, texts[i]!)
          })
        })
        .finally(() =>
          pages.forEach((page) => {
            if (wholePending.get(page) === loading) wholePending.delete(page)
          }),
        )
      for (const page of pages) wholePending.set(page, loading)
      return loading
    },

    pageTexts,

    /**
     * The section texts of a page if they can be had by `deadline`: as pageTexts, or `undefined`
     * when its data chunk is still on its way then (`late()` resolves once it is in).
     */
    async pageTextsBy(
      page: PageInfo,
      deadline: Promise<void>,
    ): Promise<string[] | null | undefined> {
      const texts = pageTexts(page)
      const found = await Promise.race([texts, deadline.then((): typeof LATE => LATE)])
      if (found !== LATE) return found
      late.add(texts)
      void texts.finally(() => late.delete(texts))
      return undefined
    },

    /** Resolves once the texts that pageTextsBy gave up waiting for are in (or failed). */
    async late(): Promise<void> {
      await Promise.all(late)
    },

    /**
     * Queues downloads of the data chunks of `pages`, ahead of those queued before: the latest
     * search knows best what comes next. A failed download is simply fetched again on use.
     */
    prefetch(pages: readonly PageInfo[]): void {
      const wanted: URL[] = []
      for (const page of pages) {
        if (whole.has(page) || wholePending.has(page)) continue
        const url = chunkUrl(page)
        if (url && !chunks.has(url.href)) wanted.push(url)
      }
      downloads.ahead(wanted)
    },
  }
}

export type TextStore = ReturnType<typeof createTextStore>
