import { describe, expect, it } from 'vitest'
import type { Sidebar, SidebarItem } from '../../../../src/shared/content/types.ts'
import {
  isSidebarViewRef,
  SIDEBAR_INLINE_LINKS,
  sidebarViews,
  viewOfSidebar,
  type SidebarViews,
} from '../../../../src/shared/content/sidebar-view.ts'

const link = (path: string): SidebarItem => ({
  type: 'link',
  label: path,
  path,
  docId: path.slice(1),
})
const category = (label: string, items: SidebarItem[]): SidebarItem => ({
  type: 'category',
  label,
  collapsed: false,
  items,
})
const links = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => link(`/${prefix}/${i}`))

// Two top-level links, then three parts of 60 links each; part b nests a category.
const large: Sidebar = {
  id: 'guidesSidebar',
  items: [
    link('/intro'),
    link('/faq'),
    category('a', links('a', 60)),
    category('b', [...links('b', 20), category('b-deep', links('b-deep', 40))]),
    category('c', links('c', 60)),
  ],
}

describe('src/shared/content/sidebar-view', () => {
  it('leaves a sidebar of up to SIDEBAR_INLINE_LINKS links whole', () => {
    expect(sidebarViews({ id: 'x', items: links('x', SIDEBAR_INLINE_LINKS) }, 'x.js')).toBeNull()
    expect(
      sidebarViews({ id: 'x', items: links('x', SIDEBAR_INLINE_LINKS + 1) }, 'x.js'),
    ).not.toBeNull()
  })

  it('gives a page the top level and its open branch; folded categories say how many links they hold', () => {
    const view = sidebarViews(large, 'guides-1234abcd.js')!.viewFrom('/b-deep/7')
    expect(view.chunk).toBe('guides-1234abcd.js')
    const [intro, faq, a, b, c] = view.items as Extract<SidebarItem, { type: 'category' }>[]
    expect([intro!.type, faq!.type]).toEqual(['link', 'link'])
    expect(a).toEqual({ type: 'category', label: 'a', collapsed: true, items: [], deferred: 60 })
    expect(c!.deferred).toBe(60)
    expect(b!.collapsed).toBe(false)
    expect(b!.deferred).toBeUndefined()
    expect(b!.items).toHaveLength(21)
    const deep = b!.items[20] as Extract<SidebarItem, { type: 'category' }>
    expect(deep.items.map((i) => (i.type === 'link' ? i.path : ''))).toContain('/b-deep/7')
  })

  it('keeps the view small whatever the size of the folded parts', () => {
    const huge: Sidebar = {
      id: 'h',
      items: Array.from({ length: 50 }, (_, i) => category(`p${i}`, links(`p${i}`, 200))),
    }
    const view = sidebarViews(huge, 'h.js')!.viewFrom('/p3/5')
    expect(JSON.stringify(view).length).toBeLessThan(JSON.stringify(huge).length / 20)
    const open = view.items.filter((i) => i.type === 'category' && i.items.length > 0)
    expect(open.map((i) => i.label)).toEqual(['p3'])
  })

  it('shows only the top level, all folded, to a page outside the sidebar', () => {
    const view = sidebarViews(large, 'g.js')!.viewFrom('/elsewhere')
    expect(
      view.items
        .filter((i) => i.type === 'category')
        .every((i) => i.type === 'category' && i.collapsed && i.items.length === 0),
    ).toBe(true)
  })

  it('makes the view a $view reference names, as the build makes it, indexing each sidebar once', () => {
    expect(isSidebarViewRef({ $view: 'g.js' })).toBe(true)
    expect(isSidebarViewRef({ id: 'g', items: [] })).toBe(false)
    expect(isSidebarViewRef(null)).toBe(false)
    const known = new Map<string, SidebarViews | null>()
    expect(viewOfSidebar(large, 'g.js', '/b-deep/7', known)).toEqual(
      sidebarViews(large, 'g.js')!.viewFrom('/b-deep/7'),
    )
    const index = known.get('g.js')
    expect(viewOfSidebar(large, 'g.js', '/a/3', known)).toEqual(
      sidebarViews(large, 'g.js')!.viewFrom('/a/3'),
    )
    expect(known.get('g.js')).toBe(index)
    const small: Sidebar = { id: 's', items: links('s', 3) }
    expect(viewOfSidebar(small, 's.js', '/s/1', known)).toBe(small)
  })
})
