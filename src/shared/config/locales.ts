/** The two locales the site is written in. zh-Hans is the default and lives at the base path. */
export const LOCALES = ['zh-Hans', 'en'] as const
export type Locale = (typeof LOCALES)[number]
