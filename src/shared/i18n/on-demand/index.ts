import type { Locale } from '../../config/locales.ts'
import en from './en.ts'
import zh, { type OnDemandStrings } from './zh-Hans.ts'

export type { OnDemandStrings }

const STRINGS: Record<Locale, OnDemandStrings> = { 'zh-Hans': zh, en }

/**
 * The strings of one locale that only parts loaded on demand show (see zh-Hans.ts). Both
 * locales come with the first of those parts a page loads: together they are smaller than one
 * more request per locale, and no page pays for them before it needs them.
 */
export function onDemandStrings(locale: Locale): OnDemandStrings {
  return STRINGS[locale]
}
