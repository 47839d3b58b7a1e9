import type { AnyRouter } from '@tanstack/react-router'
import type { PageData } from '../shared/content/types.ts'

/** What the analytics adapter sends for every page view. */
export interface PageView {
  path: string
  locale: string
  referrer: string
  title: string
  /** Milliseconds since the epoch, when the view happened (queued views keep their time). */
  time: number
}

/** Identity of a navigation for page-view purposes: the path, so hash changes never count. */
export function viewKey(href: string): string {
  const i = href.search(/[?#]/u)
  return i === -1 ? href : href.slice(0, i)
}

/** Where the router is, as a page view needs it: taken when a navigation's page is committed. */
export interface RouterView {
  href: string
  pathname: string
  publicHref: string
  page: PageData | undefined
  /** When the page was committed: a view kept until the analytics code arrives keeps its time. */
  time: number
}

export function routerView(router: AnyRouter): RouterView {
  const { location, matches } = router.state
  const data = matches.at(-1)?.loaderData as PageData | undefined
  return {
    href: location.href,
    pathname: location.pathname,
    publicHref: location.publicHref,
    page: data && 'kind' in data ? data : undefined,
    time: Date.now(),
  }
}
