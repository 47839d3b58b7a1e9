import type { LoadPage } from '../shared/content/rendered-page.ts'

/** What every route loader gets: a way to load a page's data module, injected per runtime. */
export interface RouterContext {
  /** Resolves the page of a route key, or null when the locale has no such page. */
  loadPage: LoadPage
}
