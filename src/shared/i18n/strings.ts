import type { Locale } from '../config/locales.ts'
import type { UiStrings } from './zh-Hans.ts'

export type { UiStrings }

// Filled at start-up: the browser loads only its page's locale (app.tsx), the build and the
// prerender load both (./all.ts). Keeping the dictionaries out of this module keeps the other
// locale's strings out of every page's first download.
const registered: Partial<Record<Locale, UiStrings>> = {}

export function registerStrings(locale: Locale, strings: UiStrings): void {
  registered[locale] = strings
}

/** The interface strings of one locale. */
export function uiStrings(locale: Locale): UiStrings {
  const strings = registered[locale]
  if (!strings)
    throw new Error(
      `i18n: the strings of "${locale}" are not loaded; load them before rendering (see src/shared/i18n/all.ts)`,
    )
  return strings
}

/** Fills `{name}` placeholders. Values are inserted as text; callers render the result as text. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/gu, (m, key: string) =>
    key in values ? String(values[key]) : m,
  )
}
