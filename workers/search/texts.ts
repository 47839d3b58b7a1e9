import { SEARCH_INDEX_VERSION, type TextBucket } from '../../src/shared/search/format.ts'
import { fetchJson, SearchIndexError } from './fetch-json.ts'
import type { PageInfo } from './load-index.ts'

/** Fetches text files on first use and keeps them; a failed fetch is forgotten, so it is retried. */
export function createTextStore() {
  const files = new Map<string, Promise<TextBucket>>()

  function load(url: URL): Promise<TextBucket> {
    const key = url.href
    let file = files.get(key)
    if (!file) {
      file = fetchJson(url).then((value) => {
        const bucket = value as Partial<TextBucket> | null
        const ok =
          bucket?.v === SEARCH_INDEX_VERSION &&
          Array.isArray(bucket.pages) &&
          bucket.pages.every((page) => Array.isArray(page) && page.every((text) => typeof text === 'string'))
        if (!ok) throw new SearchIndexError(`[search] ${url.pathname}: not a text file of this index`)
        return bucket as TextBucket
      })
      const pending = file
      files.set(key, pending)
      pending.catch(() => files.get(key) === pending && files.delete(key))
    }
    return file
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
  }
}

export type TextStore = ReturnType<typeof createTextStore>
