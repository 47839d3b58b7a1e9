import { pages } from 'virtual:hcfy/registry'
import type { Locale } from '../shared/config/schema.ts'
import type { PageData } from '../shared/content/types.ts'

/** Loads a page module in the browser; each page is its own chunk. Null when no page has this key. */
export function loadPageChunk(locale: Locale, key: string): Promise<PageData> | null {
  const load = pages[locale][key]
  return load ? load().then((m) => m.default) : null
}

/** True when a route key names a page of the locale, without loading it. */
export const hasPage = (locale: Locale, key: string): boolean => key in pages[locale]
