import type { AnyRouter } from '@tanstack/react-router'
import { siteConfig } from '../content/site.ts'
import type { SearchResult } from '../shared/search/format.ts'
import { resultHref } from './urls.ts'

/** Public URL of a result, with `_highlight` terms when the site highlights on the target page. */
export function hrefOf(result: SearchResult): string {
  return resultHref(result.url, siteConfig.search.highlightOnTarget ? result.terms : [], siteConfig)
}

/**
 * Client-side navigation to a URL of the site. Through the history rather than `router.navigate`:
 * the router would rewrite repeated `_highlight` parameters into one JSON value.
 */
export function goTo(router: AnyRouter, href: string): void {
  router.history.push(href)
}
