import { notFound } from '@tanstack/react-router'
import type { Locale } from '../shared/config/schema.ts'
import type { PageData, PageKind } from '../shared/content/types.ts'
import { routeKey } from '../shared/paths.ts'
import type { RouterContext } from './context.ts'
import { ChunkLoadError, reloadOnceInto } from './errors.ts'

interface LoaderArgs {
  context: RouterContext
  location: { pathname: string; publicHref: string }
  cause: 'preload' | 'enter' | 'stay'
}

/**
 * Loader shared by every content route: the page key is the matched path itself, so the route table
 * decides the URL shape and the generated registry decides which pages exist. A page of another kind
 * under a matching shape (e.g. a doc id that looks like a blog path) is also not found.
 */
export function pageLoader(locale: Locale, kinds: readonly PageKind[]) {
  return async ({ context, location, cause }: LoaderArgs): Promise<PageData> => {
    const pending = context.loadPage(locale, routeKey(location.pathname))
    if (!pending) throw notFound()
    let page: PageData
    try {
      page = await pending
    } catch (error) {
      const failure = new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error })
      // Navigating (not preloading, not starting up): reload into the destination, once.
      if (cause !== 'preload' && document.documentElement.dataset.hydrated === 'true' && reloadOnceInto(location.publicHref)) {
        return new Promise<never>(() => {})
      }
      throw failure
    }
    if (!kinds.includes(page.kind)) throw notFound()
    return page
  }
}
