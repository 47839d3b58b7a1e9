import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { RouterContext } from './context.ts'
import { rootRoute } from './root.tsx'
import { localeRoutes } from './routes.ts'
import { Spinner } from '../theme/Spinner/index.tsx'

/** The route tree of the whole site: both locales under one root. */
export const routeTree = rootRoute.addChildren([localeRoutes('zh-Hans'), localeRoutes('en')])

export interface AppRouterOptions {
  history: RouterHistory
  context: RouterContext
  /** Base URL of the site, e.g. `/` or `/sub/`. */
  baseUrl: string
  /** Prerendering: no scroll restoration, whose inline script the CSP would block and hydration would not expect. */
  server?: boolean
}

/** A fresh router per render (prerender) or per page load (browser). */
export function createAppRouter({ history, context, baseUrl, server = false }: AppRouterOptions) {
  // Not on the first render, the app's start on a prerendered page: the browser has already put
  // the page where it belongs (the top, a link's section, the place of a reload), and the reader may
  // have scrolled since. Restoring then would take them back, and cost a forced layout on top.
  let started = false
  const restoreScroll = () => {
    const restore = started
    started = true
    return restore
  }
  return createRouter({
    routeTree,
    history,
    context,
    basepath: baseUrl,
    // The build applies the site's trailing-slash rule to every link; the router keeps URLs as given.
    trailingSlash: 'preserve',
    // Content is static for the life of a build: loaded pages never go stale.
    defaultStaleTime: Infinity,
    defaultPreloadStaleTime: Infinity,
    defaultPendingComponent: Spinner,
    defaultPendingMs: 400,
    defaultPendingMinMs: 250,
    scrollRestoration: server ? false : restoreScroll,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
