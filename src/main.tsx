import { createBrowserHistory, RouterProvider } from '@tanstack/react-router'
import { hydrateRoot } from 'react-dom/client'
import './styles/index.css'
import { loadPageChunk } from './content/registry.ts'
import { siteConfig } from './content/site.ts'
import { createAppRouter } from './router/index.ts'

const router = createAppRouter({ history: createBrowserHistory(), context: { loadPage: loadPageChunk }, baseUrl: siteConfig.baseUrl })
// The prerender renders the root match without a Suspense boundary (the router's server mode);
// marking the router as hydrating from server markup makes the first browser render the same tree.
router.ssr = { manifest: undefined }

async function start() {
  await router.load()
  hydrateRoot(document.getElementById('root')!, <RouterProvider router={router} />, {
    onRecoverableError(error) {
      // Tests fail on this line: a mismatch means the prerendered page and the app disagree.
      console.error('[hydration] recoverable error', error)
    },
  })
}

// If the app cannot start (e.g. a chunk failed offline), the prerendered page stays readable.
start().catch((error: unknown) => console.error('[app] could not start', error))
