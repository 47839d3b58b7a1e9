// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { readSidebarView } from '../../../../src/content/sidebar-view.ts'
import { dehydratePage, rehydratePage } from '../../../../src/shared/content/dehydrate.ts'
import type { PageData, Sidebar } from '../../../../src/shared/content/types.ts'

// A small docs sidebar as DocSidebar prerenders it: a folded category keeps its list, hidden.
const MARKUP = `<nav class="doc-sidebar__nav"><ul class="menu__list">
  <li><a class="menu__link" href="/sub/docs/intro">Intro</a></li>
  <li class="menu__category menu__category--active"><button type="button" class="menu__caret" aria-expanded="true" aria-controls="a"><span>Guides</span></button>
    <ul class="menu__list" id="a"><li><a class="menu__link" href="/sub/docs/guides/panel" aria-current="page">Panel</a></li></ul></li>
  <li class="menu__category"><button type="button" class="menu__caret" aria-expanded="false" aria-controls="b"><span>More</span></button>
    <ul class="menu__list" id="b" hidden=""><li><a class="menu__link" href="/sub/docs/more/one">One</a></li><li><a class="menu__link" href="/sub/docs/more/two">Two</a></li></ul></li>
</ul></nav>`

const small: Sidebar = {
  id: 'guidesSidebar',
  items: [
    { type: 'link', label: 'Intro', path: '/docs/intro', docId: 'intro' },
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: [{ type: 'link', label: 'Panel', path: '/docs/guides/panel', docId: 'guides/panel' }],
    },
    {
      type: 'category',
      label: 'More',
      collapsed: true,
      items: [
        { type: 'link', label: 'One', path: '/docs/more/one', docId: 'more/one' },
        { type: 'link', label: 'Two', path: '/docs/more/two', docId: 'more/two' },
      ],
    },
  ],
}

const docPage = (sidebar: Sidebar) =>
  ({
    kind: 'doc',
    locale: 'en',
    path: '/docs/guides/panel',
    title: 'Panel',
    html: '<p>x</p>',
    sidebar,
  }) as unknown as PageData

describe('a docs page reads its sidebar from its markup', () => {
  it('names a small sidebar without its chunk, a large one with it, and a blog sidebar by its chunk', () => {
    expect(
      (dehydratePage(docPage(small), 'en-guidesSidebar-1234abcd.js') as { sidebar: unknown })
        .sidebar,
    ).toEqual({ $nav: { id: 'guidesSidebar' } })
    expect(
      (
        dehydratePage(
          docPage({ ...small, chunk: 'en-guidesSidebar-1234abcd.js' }),
          'en-guidesSidebar-1234abcd.js',
        ) as { sidebar: unknown }
      ).sidebar,
    ).toEqual({ $nav: { id: 'guidesSidebar', chunk: 'en-guidesSidebar-1234abcd.js' } })
    const post = { ...docPage(small), kind: 'blogPost' } as unknown as PageData
    expect((dehydratePage(post, 'en-blog-1234abcd.js') as { sidebar: unknown }).sidebar).toEqual({
      $sidebar: 'en-blog-1234abcd.js',
    })
  })

  it('gets back every label, path and folded category of a small sidebar, and no chunk to load', async () => {
    document.body.innerHTML = MARKUP
    let loads = 0
    const page = await rehydratePage(
      dehydratePage(docPage(small), 'en-guidesSidebar-1234abcd.js'),
      () => '',
      async () => {
        loads++
        return null
      },
      (ref) => readSidebarView(ref, document.querySelector('.doc-sidebar__nav'), '/sub/'),
    )
    expect(loads).toBe(0)
    const sidebar = (page as unknown as { sidebar: Sidebar }).sidebar
    expect(sidebar.chunk).toBeUndefined()
    // The same sidebar, links named by their paths (the markup does not hold doc ids).
    const byPath = (s: Sidebar): unknown =>
      JSON.parse(
        JSON.stringify(s.items, (key, value: unknown) => (key === 'docId' ? undefined : value)),
      )
    expect(byPath(sidebar)).toEqual(byPath(small))
  })
})
