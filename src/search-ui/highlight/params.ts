import { HIGHLIGHT_PARAM } from '../urls.ts'

/**
 * Terms to mark, from the router's parsed query: `_highlight` as the router decoded it, a string
 * for one term, an array for repeated parameters, a number or boolean when a term looked like one.
 */
export function highlightTerms(search: Readonly<Record<string, unknown>>): string[] {
  const value = search[HIGHLIGHT_PARAM]
  const list = Array.isArray(value) ? value : [value]
  return list
    .filter((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    .map(String)
}

/** `href` (path, query, hash) without any `_highlight`; the other parameters and the hash stay. */
export function withoutHighlight(href: string): string {
  const url = new URL(href, 'http://x')
  url.searchParams.delete(HIGHLIGHT_PARAM)
  return url.pathname + url.search + url.hash
}
