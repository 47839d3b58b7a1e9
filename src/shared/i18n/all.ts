import type { Locale } from '../config/locales.ts'
import en from './en.ts'
import markupEn from './markup/en.ts'
import markupZh, { type MarkupStrings } from './markup/zh-Hans.ts'
import { onDemandStrings, type OnDemandStrings } from './on-demand/index.ts'
import { registerStrings, uiStrings, type UiStrings } from './strings.ts'
import zh from './zh-Hans.ts'

// Both locales, for code that renders either: the build, the prerender and tests.
registerStrings('zh-Hans', zh)
registerStrings('en', en)

export * from './strings.ts'

/** Every interface string of a locale: the app's, those of its parts loaded on demand, and those the build writes into pages. */
export type AllStrings = UiStrings & OnDemandStrings & MarkupStrings

const MARKUP: Record<Locale, MarkupStrings> = { 'zh-Hans': markupZh, en: markupEn }

/** Every interface string of a locale (see AllStrings). */
export function allStrings(locale: Locale): AllStrings {
  return { ...uiStrings(locale), ...onDemandStrings(locale), ...MARKUP[locale] }
}
