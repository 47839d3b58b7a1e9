import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from './context.ts'
import { Layout } from '../theme/Layout/index.tsx'
import { NotFound } from '../theme/NotFound/index.tsx'
import { PageCrash } from '../theme/PageCrash/index.tsx'

/** The shell every page shares; a crash or a missing page renders inside it, so the chrome stays usable. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Layout,
  notFoundComponent: NotFound,
  errorComponent: PageCrash,
})
