import type { AnyRouter } from '@tanstack/react-router'
import { whenIdle } from '../boot/yield.ts'
import { isConstrainedConnection } from './connection.ts'

const codeDone = new Set<string>()
const dataDone = new Set<string>()

function matchedRoutes(router: AnyRouter, href: string) {
  const location = router.buildLocation({ href } as never)
  return router.matchRoutes(location).map((m) => router.routesById[m.routeId])
}

const pending: [AnyRouter, string][] = []
// Visible links wait until the page is interactive: on a slow phone their downloads and compiling
// would otherwise take turns with hydration, which has the reader waiting.
let interactive = false
// Links rendered before then are watched from then on: observing a hundred links is work too.
const unwatched = new Set<Element>()

/** The page is interactive (see use-mark-hydrated.ts): links are watched, and those seen prefetch. */
export function startPrefetching(): void {
  if (interactive) return
  interactive = true
  for (const el of unwatched) watch(el)
  unwatched.clear()
  if (pending.length) whenIdle(drain, 2000, 50)
}

/** Works through visible links in idle time, a few at a time: a page can show a hundred at once. */
function drain(): void {
  // Checked here, in idle time, rather than as each link shows: the check is not free either.
  if (isConstrainedConnection()) {
    pending.length = 0
    return
  }
  const started = performance.now()
  while (pending.length && performance.now() - started < 4) {
    const [router, href] = pending.shift()!
    for (const route of matchedRoutes(router, href)) {
      const component = route?.options.component as { preload?: () => Promise<unknown> } | undefined
      component?.preload?.().catch(() => codeDone.delete(href))
    }
  }
  if (pending.length) whenIdle(drain, 2000, 50)
}

/**
 * A link became visible: fetch the code its page needs (the page-kind component), not its text.
 * Cheap enough to do for every visible link, and skipped on constrained connections.
 */
export function prefetchCode(router: AnyRouter, href: string): void {
  if (codeDone.has(href)) return
  codeDone.add(href)
  if (pending.push([router, href]) === 1 && interactive) whenIdle(drain, 2000, 50)
}

/** The reader shows intent (hover, touch, focus): load the page's code and its data chunk. */
export function prefetchPage(router: AnyRouter, href: string): void {
  if (dataDone.has(href) || isConstrainedConnection()) return
  dataDone.add(href)
  router.preloadRoute({ href } as never).catch(() => dataDone.delete(href))
}

let observer: IntersectionObserver | null = null
const targets = new WeakMap<Element, () => void>()

function watch(el: Element): void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer!.unobserve(entry.target)
      targets.get(entry.target)?.()
      targets.delete(entry.target)
    }
  })
  observer.observe(el)
}

/** Calls `onVisible` once when `el` is in view, from the time the page is interactive; returns a cleanup. */
export function whenVisible(el: Element, onVisible: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {}
  targets.set(el, onVisible)
  if (interactive) watch(el)
  else unwatched.add(el)
  return () => {
    unwatched.delete(el)
    observer?.unobserve(el)
    targets.delete(el)
  }
}
