import type { Locale } from '../shared/config/locales.ts'
import type { PageList } from '../shared/content/page-list.ts'
import { pageListFile } from '../shared/site-layout/folders.ts'
import {
  isSidebarViewRef,
  viewOfSidebar,
  type SidebarViews,
} from '../shared/content/sidebar-view.ts'
import type { PageData, Sidebar } from '../shared/content/types.ts'
import { importDataChunk } from './data-chunk.ts'
import { siteConfig } from './site.ts'

// The lists of pages load on demand (the first navigation or hover), one locale at a time. A list
// that failed to arrive (offline, a deploy in between) is fetched again on the next navigation.
const lists = new Map<Locale, Promise<PageList>>()
function pageList(locale: Locale): Promise<PageList> {
  let list = lists.get(locale)
  if (!list) {
    const url = siteConfig.baseUrl + pageListFile(locale)
    list = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`)
      return response.json() as Promise<PageList>
    })
    list.catch(() => lists.get(locale) === list && lists.delete(locale))
    lists.set(locale, list)
  }
  return list
}

// Indexes of large sidebars, made once per visit from their whole chunk (see SidebarViewRef).
const views = new Map<string, SidebarViews | null>()

/** Loads a page's data in the browser; each page is its own chunk. Null when no page has this key. */
export async function loadPageChunk(locale: Locale, key: string): Promise<PageData | null> {
  const list = await pageList(locale)
  if (!Object.hasOwn(list, key)) return null
  const page = await importDataChunk<PageData>(list[key]!)
  if (page.kind !== 'doc' || !isSidebarViewRef(page.sidebar)) return page
  const file = page.sidebar.$view
  return {
    ...page,
    sidebar: viewOfSidebar(await importDataChunk<Sidebar>(file), file, page.path, views),
  }
}
