import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

export interface SearchPageParams {
  q: string
  ctx: string | null
  version: string | null
}

/**
 * `q`, `ctx` and `version` exactly as they are in the address bar, or null until the page is
 * hydrated: the prerendered page is the empty shell, and the first browser render must match it.
 * Read from `location.search`, not the router's parsed copy, which turns `q=true` or `q=[1]` into
 * JSON values that the route then drops.
 */
export function useSearchPageParams(): SearchPageParams | null {
  const href = useRouterState({ select: (s) => s.location.href })
  const [params, setParams] = useState<SearchPageParams | null>(null)
  useEffect(() => {
    const p = new URLSearchParams(location.search)
    setParams({ q: p.get('q') ?? '', ctx: p.get('ctx'), version: p.get('version') })
  }, [href])
  return params
}

/** The address of this page with `q` replaced (or removed when empty); the other parameters and the hash stay. */
export function withQuery(href: string, q: string): string {
  const url = new URL(href, 'http://x')
  if (q === '') url.searchParams.delete('q')
  else url.searchParams.set('q', q)
  return url.pathname + url.search + url.hash
}
