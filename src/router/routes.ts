import { createRoute, lazyRouteComponent, Outlet, type AnyRoute } from '@tanstack/react-router'
import type { Locale } from '../shared/config/schema.ts'
import { pageLoader } from './load.ts'
import { rootRoute } from './root.tsx'
import { PageCrash } from '../theme/PageCrash/index.tsx'

// One lazy component per kind of page: a docs page never downloads the blog or search code.
const DocPage = lazyRouteComponent(() => import('../theme/DocPage/index.tsx'))
const BlogPostPage = lazyRouteComponent(() => import('../theme/BlogPostPage/index.tsx'))
const BlogListPage = lazyRouteComponent(() => import('../theme/BlogListPage/index.tsx'))
const BlogTagsPage = lazyRouteComponent(() => import('../theme/BlogTagsPage/index.tsx'))
const BlogArchivePage = lazyRouteComponent(() => import('../theme/BlogArchivePage/index.tsx'))
const HomePage = lazyRouteComponent(() => import('../theme/HomePage/index.tsx'))
const SearchPage = lazyRouteComponent(() => import('../search-ui/SearchPage/index.tsx'))
const ReportPage = lazyRouteComponent(() => import('../theme/ReportPage/index.tsx'))

/** Query of `/search`: every value arrives as untrusted text. */
export interface SearchParams {
  q?: string
  ctx?: string
  version?: string
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined)

/**
 * The route table of one locale, exactly the spec's: zh-Hans hangs under a pathless layout at `/`,
 * en under `/en`. Shapes with parameters only match pages the build emitted (see `pageLoader`).
 */
export function localeRoutes(locale: Locale): AnyRoute {
  // The error boundary sits here, inside the layout: a page that crashes keeps the navbar and footer.
  const parent =
    locale === 'zh-Hans'
      ? createRoute({ getParentRoute: () => rootRoute, id: 'zh-Hans', component: Outlet, errorComponent: PageCrash })
      : createRoute({ getParentRoute: () => rootRoute, path: locale, component: Outlet, errorComponent: PageCrash })
  const page = (path: string, component: typeof DocPage, kinds: Parameters<typeof pageLoader>[1]) =>
    createRoute({ getParentRoute: () => parent, path, component, loader: pageLoader(locale, kinds) })
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
