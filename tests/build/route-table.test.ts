import path from 'node:path'
import { createMemoryHistory, type AnyRoute } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createAppRouter, routeTree } from '../../src/router/index.ts'
import { LOCALES } from '../../src/shared/config/schema.ts'
import { localizePath } from '../../src/shared/paths.ts'
import { buildSiteModel } from '../../scripts/content/site-model.ts'
import { pathKey } from '../../src/shared/site-layout/route-key.ts'
import { ROOT } from '../../scripts/site-build.ts'
import { BLOG_POST_ROUTE, SPEC_FIXED_ROUTES } from '../fixtures/spec-routes.ts'

/** Route shapes of one locale, as the spec's §2 lists them. */
const SHAPES = [
  '/',
  '/home',
  '/search',
  '/blog',
  '/blog/page/$page',
  '/blog/tags',
  '/blog/tags/$tag',
  '/blog/tags/$tag/page/$page',
  '/blog/archive',
  '/blog/$year/$month/$day/$slug',
  '/docs/$',
  '/reportcentral/AFNInventoryReportByCountry/$id',
]

function leaves(route: AnyRoute): AnyRoute[] {
  const children = (route.children ?? []) as AnyRoute[]
  return children.length ? children.flatMap(leaves) : [route]
}

describe('src/router', () => {
  it('has exactly the route shapes of the spec, once per locale, and nothing at /docs', () => {
    // Full paths are settled when a router takes the tree.
    createAppRouter({
      history: createMemoryHistory(),
      context: { loadPage: async () => null },
      baseUrl: '/',
      server: true,
    })
    const shapes = leaves(routeTree as unknown as AnyRoute)
      .map((r) => r.fullPath as string)
      .sort()
    const expected = LOCALES.flatMap((l) =>
      SHAPES.map((s) => (l === 'zh-Hans' ? s : s === '/' ? '/en/' : `/en${s}`)),
    ).sort()
    expect(shapes).toEqual(expected)
  })

  it('serves exactly the spec routes (plus the blog posts and tag aliases) with the built content', async () => {
    const model = await buildSiteModel(path.join(ROOT, 'content'))
    for (const locale of LOCALES) {
      const built = model.pages.filter((p) => p.locale === locale).map((p) => pathKey(p.path))
      const spec = SPEC_FIXED_ROUTES.map((r) => pathKey(localizePath(r, locale)))
      const extra = built.filter((p) => !spec.includes(p))
      const prefix = locale === 'zh-Hans' ? '' : '/en'
      expect(
        spec.filter((r) => !built.includes(r)),
        `${locale}: spec routes without a page`,
      ).toEqual([])
      const unexplained = extra.filter(
        (p) =>
          !BLOG_POST_ROUTE.test(p.slice(prefix.length)) &&
          !/^\/blog\/tags\/(?:bundles|events)$/u.test(p.slice(prefix.length)),
      )
      expect(unexplained, `${locale}: pages the spec does not list`).toEqual([])
    }
  }, 60_000)

  it('matches a page route, not just the root, for every built page, and 404s /docs', async () => {
    const model = await buildSiteModel(path.join(ROOT, 'content'))
    const byKey = new Map(model.pages.map((p) => [`${p.locale}:${pathKey(p.path)}`, p]))
    for (const url of ['/docs', '/docs/faqs/deepl-limit', '/en/blog/page/2', '/blog/page/1']) {
      const router = createAppRouter({
        history: createMemoryHistory({ initialEntries: [url] }),
        context: {
          loadPage: (locale, key) =>
            Promise.resolve(byKey.get(`${locale}:${pathKey(localizePath(key, locale))}`) ?? null),
        },
        baseUrl: '/',
        server: true,
      })
      await router.load()
      const notFound = router.state.matches.some(
        (m) => m.status === 'notFound' || (m as { _notFound?: boolean })._notFound,
      )
      expect(notFound, url).toBe(url === '/docs' || url === '/blog/page/1')
    }
  }, 60_000)
})
