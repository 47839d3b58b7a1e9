import type { AnyRouter } from '@tanstack/react-router'
import { siteConfig } from '../content/site.ts'
import { documentTitle } from '../shared/head.ts'
import { localeOfPath } from '../shared/paths.ts'
import { routerView, viewKey, type RouterView } from './page-view.ts'
import { httpSender, PageViewTracker } from './tracker.ts'
import type { QueueStore } from './queue.ts'

/**
 * Sends one page view per navigation (the landing page included) when an analytics endpoint is
 * configured; nothing is sent, loaded or stored otherwise. Hash-only changes are not page views.
 * `early` are the views the app saw before this code arrived (the landing page first): a reader may
 * follow a link before it has loaded, on a slow phone.
 */
export function startAnalytics(
  router: AnyRouter,
  store: QueueStore,
  early: readonly RouterView[] = [routerView(router)],
): void {
  const config = siteConfig.analytics
  if (!config) return
  const tracker = new PageViewTracker(httpSender(config.endpoint), store)
  let last = ''
  let referrer = document.referrer
  const record = ({ href, pathname, publicHref, page, time }: RouterView) => {
    const key = viewKey(href)
    if (key === last) return
    const locale = localeOfPath(pathname)
    void tracker.track({
      path: pathname,
      locale,
      referrer,
      title: documentTitle(siteConfig, page, locale),
      time,
    })
    referrer = window.location.origin + publicHref
    last = key
  }
  for (const view of early) record(view)
  // onLoad: the router emits it when it commits a navigation's page, before React renders it. Its
  // onResolved comes only once the render has finished, and not at all when the reader follows the
  // next link first: a page read and left quickly would go uncounted.
  router.subscribe('onLoad', () => record(routerView(router)))
  window.addEventListener('online', () => void tracker.flush())
}
