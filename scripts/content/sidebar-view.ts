import type { Sidebar, SidebarItem } from '../../src/shared/content/types.ts'

/**
 * Above this many links a sidebar is not written whole into every page of it (that would make the
 * output grow with the square of the site): a page carries its top level and the branch down to
 * itself, and the rest loads from the sidebar's chunk when a reader opens a folded category.
 */
export const SIDEBAR_INLINE_LINKS = 100

type Category = Extract<SidebarItem, { type: 'category' }>

const linksIn = (items: readonly SidebarItem[]): number => items.reduce((n, item) => n + (item.type === 'link' ? 1 : linksIn(item.items)), 0)

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
        folded.set(item, { type: 'category', label: item.label, collapsed: true, items: [], deferred: linksIn(item.items) })
        walk(item.items, [...trail, i])
      }
    })
  walk(sidebar.items, [])
  const level = (items: readonly SidebarItem[], branch: readonly number[]): SidebarItem[] =>
    items.map((item, i) => (item.type === 'link' ? item : i === branch[0] ? { ...item, collapsed: false, items: level(item.items, branch.slice(1)) } : folded.get(item)!))
  return { viewFrom: (path) => ({ id: sidebar.id, chunk, items: level(sidebar.items, branches.get(path) ?? []) }) }
}
