import { SEARCH_INDEX_VERSION, type TextBucket } from '../../src/shared/search/format.ts'
import { fetchText, parseJson, SearchIndexError } from './fetch-json.ts'
import type { PageInfo } from './load-index.ts'

function checkBucket(value: unknown, url: URL): TextBucket {
  const bucket = value as Partial<TextBucket> | null
  const ok =
    bucket?.v === SEARCH_INDEX_VERSION &&
    Array.isArray(bucket.pages) &&
    bucket.pages.every((page) => Array.isArray(page) && page.every((text) => typeof text === 'string'))
  if (!ok) throw new SearchIndexError(`[search] ${url.pathname}: not a text file of this index`)
  return bucket as TextBucket
}

/**
 * Fetches text files on first use and keeps them; a failed fetch is forgotten, so it is retried.
 * prefetch() starts downloads early and leaves parsing to first use.
 */
export function createTextStore() {
  const files = new Map<string, Promise<TextBucket>>()
  const downloads = new Map<string, Promise<string>>()

  /** Keeps `pending` under `key` until it fails. */
  function keep<T>(map: Map<string, Promise<T>>, key: string, pending: Promise<T>): Promise<T> {
    map.set(key, pending)
    pending.catch(() => map.get(key) === pending && map.delete(key))
    return pending
  }

  function load(url: URL): Promise<TextBucket> {
    const key = url.href
    const known = files.get(key)
    if (known) return known
    const download = downloads.get(key)
    downloads.delete(key)
    // A download that failed is tried again, once, now that the text is wanted.
    const text = download ? download.catch(() => fetchText(url)) : fetchText(url)
    return keep(
      files,
      key,
      text.then((body) => checkBucket(parseJson(body, url), url)),
    )
  }

  return {
    /** The section texts of a page, or null when its text file cannot be had (offline, say). */
    async pageTexts(page: PageInfo): Promise<string[] | null> {
      if (!page.textUrl) return null
      try {
        return (await load(page.textUrl)).pages[page.textIndex] ?? null
      } catch {
        return null
      }
    },

    /** Starts downloading `urls` now (a failed download is simply fetched again on use). */
    prefetch(urls: readonly URL[]): void {
      for (const url of urls) {
        if (files.has(url.href) || downloads.has(url.href)) continue
        keep(downloads, url.href, fetchText(url)).catch(() => undefined)
      }
    },
  }
}

export type TextStore = ReturnType<typeof createTextStore>
