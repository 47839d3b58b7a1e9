import { useMemo } from 'react'
import { onDemandStrings, type OnDemandStrings } from '../shared/i18n/on-demand/index.ts'
import type { UiStrings } from '../shared/i18n/strings.ts'
import { useLocale, useStrings } from './use-locale.ts'

/**
 * The interface strings of the page's locale, with those only parts loaded on demand show. Only
 * such parts may call it: a module of the first download that imports it brings those strings
 * into every page's first download.
 */
export function useAllStrings(): UiStrings & OnDemandStrings {
  const locale = useLocale()
  const strings = useStrings()
  return useMemo(() => ({ ...strings, ...onDemandStrings(locale) }), [strings, locale])
}
