import { siteConfig } from '../content/site.ts'
import { LOCALES, type Locale } from '../shared/config/locales.ts'
import { format } from '../shared/i18n/strings.ts'
import type { UiStrings } from '../shared/i18n/strings.ts'

/** The site's other language, whose index a search falls back on. */
export function otherLocale(locale: Locale): Locale {
  return LOCALES.find((l) => l !== locale)!
}

/** The index of the other language, for `useSearch`'s otherIndexUrl. */
export function otherIndexUrl(locale: Locale): string {
  return siteConfig.searchIndex[otherLocale(locale)]
}

/** How the other language's results are labelled and marked up: its name, and its `lang`. */
export function otherLocaleLabel(locale: Locale, t: UiStrings): { label: string; lang: string } {
  const other = siteConfig.locales.config[otherLocale(locale)]
  return { label: format(t.searchOtherLocale, { language: other.label }), lang: other.htmlLang }
}
