import type { Locale } from '../shared/config/locales.ts'
import type { PageData } from '../shared/content/types.ts'
import { importDataChunk } from './data-chunk.ts'

// The lists of pages load on demand (the first navigation or hover), one locale at a time.
const registries: Record<Locale, () => Promise<Record<string, string>>> = {
  'zh-Hans': () => import('virtual:hcfy/registry/zh-Hans').then((m) => m.pages),
  en: () => import('virtual:hcfy/registry/en').then((m) => m.pages),
}

/** Loads a page's data in the browser; each page is its own chunk. Null when no page has this key. */
export async function loadPageChunk(locale: Locale, key: string): Promise<PageData | null> {
  const file = (await registries[locale]())[key]
  return file ? importDataChunk<PageData>(file) : null
}
