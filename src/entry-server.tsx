import './shared/i18n/all.ts'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { createAppRouter } from './router/index.ts'
import type { RenderPage } from './shared/content/rendered-page.ts'
import type { PageData } from './shared/content/types.ts'

/**
 * Renders one URL (with base) to HTML for prerendering. The page data module is loaded through
 * `loadPage`, which the prerenderer implements by importing the generated module from disk.
 */
export const renderPage: RenderPage = async (url, loadPage, baseUrl) => {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { loadPage },
    baseUrl,
    server: true,
  })
  await router.load()
  const html = renderToString(<RouterProvider router={router} />)
  const { matches } = router.state
  const notFound = matches.some(
    (m) => m.status === 'notFound' || (m as { _notFound?: boolean })._notFound,
  )
  const failed = matches.some((m) => m.status === 'error')
  const page = matches.at(-1)?.loaderData as PageData | undefined
  return {
    html,
    status: notFound ? 404 : failed ? 500 : 200,
    page: !notFound && page && typeof page === 'object' && 'kind' in page ? page : undefined,
  }
}
