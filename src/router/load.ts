import { notFound } from '@tanstack/react-router'
import type { Locale } from '../shared/config/schema.ts'
import type { PageData, PageKind } from '../shared/content/types.ts'
import { routeKey } from '../shared/site-layout/route-key.ts'
import type { RouterContext } from './context.ts'
import { ChunkLoadError } from '../navigation/chunk-errors.ts'

interface LoaderArgs {
  context: RouterContext
  location: { pathname: string }
}

/**
 * Loader shared by every content route: the page key is the matched path itself, so the route table
 * decides the URL shape and the generated registry decides which pages exist. A page of another kind
 * under a matching shape (e.g. a doc id that looks like a blog path) is also not found.
 */
export function pageLoader(locale: Locale, kinds: readonly PageKind[]) {
  return async ({ context, location }: LoaderArgs): Promise<PageData> => {
    let page: PageData | null
    try {
      page = await context.loadPage(locale, routeKey(location.pathname))
    } catch (error) {
      // Named so the app can tell "the network failed" from "the page has a bug" (see app.tsx).
      throw new ChunkLoadError(error instanceof Error ? error.message : String(error), {
        cause: error,
      })
    }
    if (!page || !kinds.includes(page.kind)) throw notFound()
    return page
  }
}
