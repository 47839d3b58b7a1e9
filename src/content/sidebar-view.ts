import type { Sidebar, SidebarItem } from '../shared/content/types.ts'
import { stripBase } from '../shared/paths.ts'

/**
 * Reads a docs sidebar back from the prerendered navigation, so the page's data need not repeat it:
 * the same labels, paths, open branch and folded categories. A large sidebar's view names its
 * chunk (an empty list is a category whose items the page left out; a category of the sidebar is
 * never empty); a small sidebar is there whole, folded categories included.
 */
export function readSidebarView(
  ref: { id: string; chunk?: string },
  nav: Element | null,
  baseUrl: string,
): Sidebar {
  const read = (list: Element | null): SidebarItem[] =>
    [...(list?.children ?? [])].map((li): SidebarItem => {
      const link = li.querySelector(':scope > a')
      if (link) {
        const path = stripBase(link.getAttribute('href') ?? '', baseUrl) ?? ''
        return { type: 'link', label: link.textContent ?? '', path, docId: path }
      }
      const button = li.querySelector(':scope > button')
      const items = read(li.querySelector(':scope > ul'))
      const folded = button?.getAttribute('aria-expanded') !== 'true'
      return {
        type: 'category',
        label: button?.textContent ?? '',
        collapsed: folded,
        items,
        ...(items.length ? {} : { deferred: 0 }),
      }
    })
  const items = read(nav?.querySelector(':scope > ul') ?? null)
  return ref.chunk === undefined ? { id: ref.id, items } : { id: ref.id, chunk: ref.chunk, items }
}
