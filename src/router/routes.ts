import { createRoute, lazyRouteComponent, Outlet, type AnyRoute } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import type { Locale } from '../shared/config/schema.ts'
import type { PageKind } from '../shared/content/types.ts'
import { PAGE_COMPONENTS } from '../shared/site-layout/page-components.ts'
import { pageLoader } from './load.ts'
import { rootRoute } from './root.tsx'
import { PageCrash } from '../theme/PageCrash/index.tsx'

// One lazy chunk per kind of page: a docs page never downloads the blog or search code. Which file
// renders which kind is PAGE_COMPONENTS; the glob only lets the bundler see every candidate.
const pageModules = import.meta.glob<{ default: ComponentType }>([
  '../theme/*Page/index.tsx',
  '../search-ui/SearchPage/index.tsx',
])

/** The lazy route component of a kind of page. */
function pageComponent(kind: PageKind) {
  const load = pageModules[`../${PAGE_COMPONENTS[kind].slice('src/'.length)}`]
  if (!load) throw new Error(`${PAGE_COMPONENTS[kind]}: no such page component`)
  return lazyRouteComponent(load)
}

const DocPage = pageComponent('doc')
const BlogPostPage = pageComponent('blogPost')
const BlogListPage = pageComponent('blogList')
const BlogTagsPage = pageComponent('blogTags')
const BlogArchivePage = pageComponent('blogArchive')
const HomePage = pageComponent('home')
const SearchPage = pageComponent('search')
const ReportPage = pageComponent('report')

/** Query of `/search`: every value arrives as untrusted text. */
export interface SearchParams {
  q?: string
  ctx?: string
  version?: string
}

const text = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined

/**
 * The route table of one locale, exactly the spec's: zh-Hans hangs under a pathless layout at `/`,
 * en under `/en`. Shapes with parameters only match pages the build emitted (see `pageLoader`).
 */
export function localeRoutes(locale: Locale): AnyRoute {
  // The error boundary sits here, inside the layout: a page that crashes keeps the navbar and footer.
  const parent =
    locale === 'zh-Hans'
      ? createRoute({
          getParentRoute: () => rootRoute,
          id: 'zh-Hans',
          component: Outlet,
          errorComponent: PageCrash,
        })
      : createRoute({
          getParentRoute: () => rootRoute,
          path: locale,
          component: Outlet,
          errorComponent: PageCrash,
        })
  const page = (path: string, component: typeof DocPage, kinds: Parameters<typeof pageLoader>[1]) =>
    createRoute({
      getParentRoute: () => parent,
      path,
      component,
      loader: pageLoader(locale, kinds),
    })
  return parent.addChildren([
    page('/', HomePage, ['home']),
    page('home', HomePage, ['home']),
    createRoute({
      getParentRoute: () => parent,
      path: 'search',
      component: SearchPage,
      loader: pageLoader(locale, ['search']),
      validateSearch: (raw: Record<string, unknown>): SearchParams => {
        const out: SearchParams = {}
        const q = text(raw.q)
        const ctx = text(raw.ctx)
        const version = text(raw.version)
        if (q !== undefined) out.q = q
        if (ctx !== undefined) out.ctx = ctx
        if (version !== undefined) out.version = version
        return out
      },
    }),
    page('blog', BlogListPage, ['blogList']),
    page('blog/page/$page', BlogListPage, ['blogList']),
    page('blog/tags', BlogTagsPage, ['blogTags']),
    page('blog/tags/$tag', BlogListPage, ['blogList']),
    page('blog/tags/$tag/page/$page', BlogListPage, ['blogList']),
    page('blog/archive', BlogArchivePage, ['blogArchive']),
    page('blog/$year/$month/$day/$slug', BlogPostPage, ['blogPost']),
    page('docs/$', DocPage, ['doc']),
    page('reportcentral/AFNInventoryReportByCountry/$id', ReportPage, ['report']),
  ])
}
