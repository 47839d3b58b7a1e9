import type { AnyRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { siteConfig } from '../content/site.ts'
import type { SearchResult } from '../../workers/search/result-types.ts'
import { isPlainClick } from '../navigation/SiteLink.tsx'
import { localeOfPath, stripBase } from '../shared/paths.ts'
import { resultHref } from './urls.ts'

/** Public URL of a result, with `_highlight` terms when the site highlights on the target page. */
export function hrefOf(result: SearchResult): string {
  return resultHref(result.url, siteConfig.search.highlightOnTarget ? result.terms : [], siteConfig)
}

/** The locale of a URL of the site (path with base URL), or null for one outside the base. */
function localeOfHref(href: string): string | null {
  const path = stripBase(new URL(href, location.href).pathname, siteConfig.baseUrl)
  return path === null ? null : localeOfPath(path)
}

/**
 * Navigation to a URL of the site. Through the history rather than `router.navigate`: the router
 * would rewrite repeated `_highlight` parameters into one JSON value. A page of the other language
 * (a result of its index) is loaded whole: a page loads its own language's interface only.
 */
export function goTo(router: AnyRouter, href: string): void {
  const target = localeOfHref(href)
  if (target !== null && target !== localeOfHref(location.href)) location.assign(href)
  else router.history.push(href)
}

/** Ctrl/Cmd+Enter on a result: the browser's new tab, as a Ctrl/Cmd-click on the link would. */
export function openInNewTab(href: string): void {
  window.open(href, '_blank', 'noopener')
}

/**
 * A link's click handler: a plain click runs `before` (close a panel, remember a query) and opens
 * `href` in the app; a modified click (new tab, download) is left to the browser.
 */
export function onPlainClick(router: AnyRouter, href: string, before: () => void = () => {}) {
  return (e: MouseEvent) => {
    if (!isPlainClick(e)) return
    e.preventDefault()
    before()
    goTo(router, href)
  }
}
