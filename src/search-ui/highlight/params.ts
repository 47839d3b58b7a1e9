import { HIGHLIGHT_PARAM } from '../urls.ts'

/**
 * Terms to mark, from a query string: one `_highlight` per term. A JSON array in one parameter is
 * read too: the router writes repeated parameters that way when it rebuilds a URL.
 */
export function highlightTerms(search: string): string[] {
  const terms: string[] = []
  for (const value of new URLSearchParams(search).getAll(HIGHLIGHT_PARAM)) {
    if (value.startsWith('[')) {
      try {
        const list: unknown = JSON.parse(value)
        if (Array.isArray(list)) {
          for (const item of list) if (typeof item === 'string' || typeof item === 'number') terms.push(String(item))
          continue
        }
      } catch {
        // Not JSON after all: an ordinary term that starts with "[".
      }
    }
    terms.push(value)
  }
  return terms
}

/** `href` (path, query, hash) without any `_highlight`; the other parameters and the hash stay. */
export function withoutHighlight(href: string): string {
  const url = new URL(href, 'http://x')
  url.searchParams.delete(HIGHLIGHT_PARAM)
  return url.pathname + url.search + url.hash
}
