import { siteConfig } from '../content/site.ts'
import { LOCALES, type Locale } from '../shared/config/locales.ts'
import { format } from '../shared/i18n/strings.ts'
import type { OnDemandStrings } from '../shared/i18n/on-demand/index.ts'
import type { OtherLocaleResults } from '../../workers/search/result-types.ts'
import type { OtherResults } from './ResultList.tsx'

/** The site's other language, whose index a search falls back on. */
export function otherLocale(locale: Locale): Locale {
  return LOCALES.find((l) => l !== locale)!
}

/** The index of the other language, for `useSearch`'s otherIndexUrl. */
export function otherIndexUrl(locale: Locale): string {
  return siteConfig.searchIndex[otherLocale(locale)]
}

/** The other language's results of an answer, labelled with its name and marked up with its `lang`. */
export function otherResults(
  locale: Locale,
  t: OnDemandStrings,
  other: OtherLocaleResults | null,
): OtherResults | null {
  if (!other) return null
  const config = siteConfig.locales.config[otherLocale(locale)]
  return {
    label: format(t.searchOtherLocale, { language: config.label }),
    lang: config.htmlLang,
    results: other.results,
    first: other.first,
  }
}
