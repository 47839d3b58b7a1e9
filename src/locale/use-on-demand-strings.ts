import type { Locale } from '../shared/config/locales.ts'
import { onDemandStrings, type OnDemandStrings } from '../shared/i18n/on-demand/index.ts'
import type { UiStrings } from '../shared/i18n/strings.ts'
import { useLocale, useStrings } from './use-locale.ts'

/** Per locale, its strings with the on-demand ones: made once, the same object for every component. */
const merged = new Map<Locale, UiStrings & OnDemandStrings>()

/**
 * The interface strings of the page's locale, with those only parts loaded on demand show. Only
 * such parts may call it: a module of the first download that imports it brings those strings
 * into every page's first download.
 */
export function useAllStrings(): UiStrings & OnDemandStrings {
  const locale = useLocale()
  const strings = useStrings()
  let all = merged.get(locale)
  if (!all) {
    all = { ...strings, ...onDemandStrings(locale) }
    merged.set(locale, all)
  }
  return all
}
