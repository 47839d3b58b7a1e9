import type { AnyRouter } from '@tanstack/react-router'
import { siteConfig } from '../content/site.ts'
import type { PageData } from '../shared/content/types.ts'
import { documentTitle } from '../shared/head.ts'
import { localeOfPath } from '../shared/paths.ts'
import { viewKey } from './page-view.ts'
import { httpSender, PageViewTracker } from './tracker.ts'
import type { QueueStore } from './queue.ts'

/**
 * Sends one page view per navigation (the landing page included) when an analytics endpoint is
 * configured; nothing is sent, loaded or stored otherwise. Hash-only changes are not page views.
 */
export function startAnalytics(router: AnyRouter, store: QueueStore): void {
  const config = siteConfig.analytics
  if (!config) return
  const tracker = new PageViewTracker(httpSender(config.endpoint), store)
  let last = ''
  let referrer = document.referrer
  const record = () => {
    const { location, matches } = router.state
    const key = viewKey(location.href)
    if (key === last) return
    const locale = localeOfPath(location.pathname)
    const page = matches.at(-1)?.loaderData as PageData | undefined
    void tracker.track({
      path: location.pathname,
      locale,
      referrer,
      title: documentTitle(siteConfig, page && 'kind' in page ? page : undefined, locale),
      time: Date.now(),
    })
    referrer = window.location.origin + location.publicHref
    last = key
  }
  record()
  router.subscribe('onResolved', record)
  window.addEventListener('online', () => void tracker.flush())
}
