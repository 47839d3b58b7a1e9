import { useRouterState } from '@tanstack/react-router'
import type { Locale } from '../shared/config/schema.ts'
import { uiStrings, type UiStrings } from '../shared/i18n/strings.ts'
import { localeOfPath } from '../shared/paths.ts'

/** Locale of the current location (its path prefix), the same on the server and in the browser. */
export function useLocale(): Locale {
  return useRouterState({ select: (s) => localeOfPath(s.location.pathname) })
}

/** Interface strings of the current locale. */
export function useStrings(): UiStrings {
  return uiStrings(useLocale())
}
