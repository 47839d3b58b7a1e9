import { createBrowserHistory, RouterProvider } from '@tanstack/react-router'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadPageChunk } from './content/registry.ts'
import { readInitialPage } from './content/initial-page.ts'
import { siteConfig } from './content/site.ts'
import { isUnsavedOfflinePage } from './pwa/unsaved-page.ts'
import { createAppRouter } from './router/index.ts'
import { markStep } from './boot/marks.ts'
import { yieldToMain } from './boot/yield.ts'
import { clearReloadGuard, isChunkLoadError, reloadOnceInto } from './navigation/chunk-errors.ts'
import { routerView } from './analytics/page-view.ts'

import { localeOfPath, stripBase } from './shared/paths.ts'
import { routeKey } from './shared/site-layout/route-key.ts'
import { registerStrings } from './shared/i18n/strings.ts'
import type { PageData } from './shared/content/types.ts'

// The prerendered page brings its own data; every other page loads its chunk. Offline, a page that
// is not saved arrives as the not-found page (see isUnsavedOfflinePage): shown as such, not loaded.
let initial: PageData | null = null
const loadPage = (locale: PageData['locale'], key: string) => {
  if (initial && initial.locale === locale && routeKey(initial.path) === key)
    return Promise.resolve(initial)
  return isUnsavedOfflinePage() &&
    routeKey(stripBase(location.pathname, siteConfig.baseUrl) ?? '/') === key
    ? Promise.resolve(null)
    : loadPageChunk(locale, key)
}
const router = createAppRouter({
  history: createBrowserHistory(),
  context: { loadPage },
  baseUrl: siteConfig.baseUrl,
})
// The prerender renders the root match without a Suspense boundary (the router's server mode);
// marking the router as hydrating from server markup makes the first browser render the same tree.
router.ssr = { manifest: undefined }

/** The interface strings of this page's locale (the other locale's are never downloaded here). */
async function loadStrings(): Promise<void> {
  const locale = localeOfPath(stripBase(location.pathname, siteConfig.baseUrl) ?? '/')
  const strings =
    locale === 'en' ? await import('./shared/i18n/en.ts') : await import('./shared/i18n/zh-Hans.ts')
  registerStrings(locale, strings.default)
}

/** Starts the app on the prerendered page: data, strings, routes, then hydration. */
export async function start(): Promise<void> {
  // Both settle before either failure is thrown: the error bar then speaks the page's language,
  // not English because the page data failed before the strings had arrived.
  const [page, strings] = await Promise.allSettled([initial ?? readInitialPage(), loadStrings()])
  if (page.status === 'rejected') throw page.reason
  if (strings.status === 'rejected') throw strings.reason
  initial = page.value
  await yieldToMain()
  await router.load()
  await yieldToMain()
  // A chunk that failed to load would turn the prerendered page into an error page on hydration;
  // keep the readable page and offer Retry instead.
  const failed = router.state.matches.find((m) => m.status === 'error')
  if (failed) {
    showStartupError(failed.error, async () => {
      await router.invalidate()
      await start()
    })
    return
  }
  markStep('hydrate')
  // Hydrating inside a transition lets React yield to the browser every few milliseconds, so the
  // page stays responsive on slow phones instead of freezing for one long task.
  startTransition(() => {
    hydrateRoot(document.getElementById('root')!, <RouterProvider router={router} />, {
      onRecoverableError(error) {
        // Tests fail on this line: a mismatch means the prerendered page and the app disagree.
        console.error('[hydration] recoverable error', error)
      },
    })
  })
  clearReloadGuard()
  // A navigation whose chunk failed (the network, or a deploy that removed it): warn and load the
  // destination as a whole page, once; if that fails too, its error and Retry show instead.
  router.subscribe('onResolved', () => {
    const failed = router.state.matches.find(
      (m) => m.status === 'error' && isChunkLoadError(m.error),
    )
    if (failed) reloadOnceInto(router.state.location.publicHref)
  })
  // Analytics code loads only when the site configures an endpoint. Navigations made before it has
  // arrived are kept for it, the landing page first (see startAnalytics for why onLoad).
  if (siteConfig.analytics) {
    const early = [routerView(router)]
    const stop = router.subscribe('onLoad', () => early.push(routerView(router)))
    void Promise.all([import('./analytics/start.ts'), import('./analytics/local-store.ts')]).then(
      ([{ startAnalytics }, { localQueueStore }]) => {
        stop()
        startAnalytics(router, localQueueStore(), early)
      },
    )
  }
}

/** The start-up error bar is needed only when something failed, so its code loads then. */
export function showStartupError(error: unknown, retry: () => Promise<void>): void {
  void import('./startup-error.ts').then((m) => m.showStartupError(error, retry))
}
