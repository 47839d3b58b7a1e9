import type { Locale } from '../config/locales.ts'
import type { PageData } from './types.ts'

/** Loads a page's data by locale and route key, or null when the locale has no such page. */
export type LoadPage = (locale: Locale, key: string) => Promise<PageData | null>

/** One URL rendered by the prerender entry (`src/entry-server.tsx`), as the build and the dev server use it. */
export interface RenderedPage {
  /** Markup of the app, to place inside `#root`. */
  html: string
  status: number
  /** Data of the page, absent for the not-found page. */
  page: PageData | undefined
}

/** The prerender entry's `renderPage`: one URL (with base) to HTML. */
export type RenderPage = (url: string, loadPage: LoadPage, baseUrl: string) => Promise<RenderedPage>
