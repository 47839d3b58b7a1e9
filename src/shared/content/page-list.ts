/**
 * The list of a locale's pages: route key (see routeKey) → the page's data chunk, a file name in
 * DATA_DIR (see site-layout). The browser fetches it on its first client-side navigation in that locale.
 *
 * It lives in a file of fixed name outside the app's bundle, so editing a page changes this file
 * and the page's chunk, never the app's code: the other pages' HTML, which names the app's files,
 * stays the same bytes and a rebuild can keep it.
 */
export type PageList = Record<string, string>
