import type { Locale } from '../config/locales.ts'

/**
 * The list of a locale's pages: route key (see routeKey) → the page's data chunk, a file name under
 * `assets/p/`. The browser fetches it on its first client-side navigation in that locale.
 *
 * It lives in a file of fixed name outside the app's bundle, so editing a page changes this file
 * and the page's chunk, never the app's code: the other pages' HTML, which names the app's files,
 * stays the same bytes and a rebuild can keep it.
 */
export type PageList = Record<string, string>

/** Path of a locale's page list under the site's base URL: `pages.zh-Hans.json`. */
export const pageListFile = (locale: Locale): string => `pages.${locale}.json`
