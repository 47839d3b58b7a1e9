import { DEFAULT_QUERIES } from '../../search/measure.ts'

export type BenchLocale = 'zh-Hans' | 'en'

/** Path of a docs page per locale, where the typing benches start. */
export const START_PAGE: Record<BenchLocale, string> = {
  'zh-Hans': '/docs/faqs/deepl-limit',
  en: '/en/docs/faqs/deepl-limit',
}

/** The queries people type (the search core's list), ten per locale for the typing bench. */
export const TYPED_QUERIES: Record<BenchLocale, string[]> = {
  'zh-Hans': DEFAULT_QUERIES['zh-Hans'].slice(0, 10),
  en: DEFAULT_QUERIES.en.slice(0, 10),
}

/** Every prefix of every query, as the search box searches them while someone types. */
export function prefixQueries(locale: BenchLocale): string[] {
  return DEFAULT_QUERIES[locale].flatMap((q) =>
    Array.from({ length: [...q].length }, (_, i) => [...q].slice(0, i + 1).join('')),
  )
}
