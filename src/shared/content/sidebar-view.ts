import type { Sidebar, SidebarItem } from './types.ts'

/**
 * Above this many links a sidebar is not written whole into every page of it (that would make the
 * output grow with the square of the site): a page carries its top level and the branch down to
 * itself, and the rest loads from the sidebar's chunk when a reader opens a folded category.
 */
export const SIDEBAR_INLINE_LINKS = 100

type Category = Extract<SidebarItem, { type: 'category' }>

const linksIn = (items: readonly SidebarItem[]): number =>
  items.reduce((n, item) => n + (item.type === 'link' ? 1 : linksIn(item.items)), 0)

/** A large sidebar, indexed once so each page's view costs only its top level and branch. */
export interface SidebarViews {
  /** The view of the sidebar from the page at `path` (a link of the sidebar, or none of them). */
  viewFrom(path: string): Sidebar
}

/**
 * Views of `sidebar` for its pages, or null when it is small enough to go whole into every page.
 * `chunk` names the data chunk that holds the whole sidebar.
 */
export function sidebarViews(sidebar: Sidebar, chunk: string): SidebarViews | null {
  if (linksIn(sidebar.items) <= SIDEBAR_INLINE_LINKS) return null
  // Index path (positions of the categories) down to every link, found in one walk.
  const branches = new Map<string, number[]>()
  const folded = new Map<Category, Category>()
  const walk = (items: readonly SidebarItem[], trail: number[]) =>
    items.forEach((item, i) => {
      if (item.type === 'link') {
        if (!branches.has(item.path)) branches.set(item.path, trail)
      } else {
        folded.set(item, {
          type: 'category',
          label: item.label,
          collapsed: true,
          items: [],
          deferred: linksIn(item.items),
        })
        walk(item.items, [...trail, i])
      }
    })
  walk(sidebar.items, [])
  const level = (items: readonly SidebarItem[], branch: readonly number[]): SidebarItem[] =>
    items.map((item, i) =>
      item.type === 'link'
        ? item
        : i === branch[0]
          ? { ...item, collapsed: false, items: level(item.items, branch.slice(1)) }
          : folded.get(item)!,
    )
  return {
    viewFrom: (path) => ({
      id: sidebar.id,
      chunk,
      items: level(sidebar.items, branches.get(path) ?? []),
    }),
  }
}

/**
 * How a page's data chunk names the view of a large sidebar instead of holding it: the chunk of
 * the whole sidebar, which every page of it shares, and from which the reader of the chunk (the
 * app, the prerender) makes the page's view with sidebarViews. A plain JSON value, so tools that
 * read chunks as JSON (the search worker) read them unchanged.
 */
export interface SidebarViewRef {
  $view: string
}

export const isSidebarViewRef = (value: unknown): value is SidebarViewRef =>
  !!value && typeof value === 'object' && typeof (value as { $view?: unknown }).$view === 'string'

/**
 * The view of `whole` (the sidebar in chunk `file`) from the page at `path`, as sidebarViews makes
 * it; each sidebar's index is kept in `known` for the next page.
 */
export function viewOfSidebar(
  whole: Sidebar,
  file: string,
  path: string,
  known: Map<string, SidebarViews | null>,
): Sidebar {
  let views = known.get(file)
  if (views === undefined) {
    views = sidebarViews(whole, file)
    known.set(file, views)
  }
  return views ? views.viewFrom(path) : whole
}
