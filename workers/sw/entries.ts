/** One precache manifest entry, as Workbox injects it. */
export interface Entry {
  url: string
  revision?: string | null
  /** Size of the file, added by the build so the worker can tell what saving costs. */
  bytes?: number
  /** The part of the site (SaveGroup id) a page's file belongs to; none for the app shell. */
  group?: string
}

/**
 * Page content (HTML of pages, page data chunks, the search index) versus the app shell (entry code,
 * page-kind components, styles, icons, not-found pages). On a metered link only the shell is cached
 * until the reader asks for more.
 */
export function isContent(url: string): boolean {
  const path = url.replace(/^\//u, '')
  if (path.endsWith('.html')) return !/(?:^|\/)404\.html$/u.test(path)
  return path.startsWith('assets/p/') || path.startsWith('search/')
}

/** A search texts file (`search/<locale>.texts.<hash>.json`, path relative to the base): left out of the precache, cached once fetched. */
export function isTextsFile(path: string): boolean {
  return /^search\/[\w-]+\.texts\.[0-9a-f]{8}\.json$/u.test(path.replace(/^\//u, ''))
}

/**
 * Precache URLs (relative to the base) that can answer a navigation to `path` (relative to the
 * base, with a leading `/`): both spellings of a route resolve offline, `/x` and `/x/`.
 */
export function htmlCandidates(path: string): string[] {
  const p = path.replace(/^\//u, '')
  if (p === '' ) return ['index.html']
  if (p.endsWith('/')) return [`${p}index.html`, `${p.slice(0, -1)}.html`]
  if (p.endsWith('.html')) return [p]
  return [`${p}.html`, `${p}/index.html`]
}

/** The not-found page for a path: the English one under `/en/`, otherwise the default one. */
export function notFoundFor(path: string): string {
  return /^\/en(?:\/|$)/u.test(path) ? 'en/404.html' : '404.html'
}
