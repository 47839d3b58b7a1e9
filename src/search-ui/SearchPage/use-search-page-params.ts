import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

export interface SearchPageParams {
  q: string
  ctx: string | null
  version: string | null
}

/**
 * A query value as text. The router JSON-decodes query values (`q=11.6` arrives as a number,
 * `q=true` as a boolean), and the route's own check drops what is not a string; a search for "true"
 * is still a search.
 */
export function paramText(value: unknown): string | null {
  if (value === undefined || value === null) return null
  if (typeof value === 'string') return value
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/**
 * `q`, `ctx` and `version` of the address, or null until the page is hydrated: the prerendered page
 * is the empty shell, and the first browser render must match it. From the router's location, which
 * changes at once when the page rewrites `q` (the browser's URL follows a moment later).
 */
export function useSearchPageParams(): SearchPageParams | null {
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> })
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (!hydrated) return null
  return {
    q: paramText(search.q) ?? '',
    ctx: paramText(search.ctx),
    version: paramText(search.version),
  }
}

/**
 * Characters of the query the address keeps: enough to share any real search, and a pasted page of
 * text does not turn into an address of megabytes.
 */
export const MAX_ADDRESS_QUERY = 200

/** The query as the address keeps it: its first MAX_ADDRESS_QUERY characters (code points, none cut in half). */
export function addressQuery(query: string): string {
  if (query.length <= MAX_ADDRESS_QUERY) return query
  return Array.from(query).slice(0, MAX_ADDRESS_QUERY).join('')
}

/** The address of this page with `q` replaced (or removed when empty); the other parameters and the hash stay. */
export function withQuery(href: string, q: string): string {
  const url = new URL(href, 'http://x')
  if (q === '') url.searchParams.delete('q')
  else url.searchParams.set('q', q)
  return url.pathname + url.search + url.hash
}
