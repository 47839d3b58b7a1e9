import type { Progress } from './progress.ts'

/** Navigations quicker than this never show the bar. */
export const PROGRESS_DELAY_MS = 200

interface NavigationEvents {
  subscribe(event: 'onBeforeNavigate', fn: (e: { pathChanged: boolean }) => void): () => void
  subscribe(event: 'onResolved', fn: () => void): () => void
}

/**
 * Shows `progress` for navigations to another path that take longer than the delay. Hash-only and
 * query-only changes never show it. Returns the unsubscribe.
 */
export function trackNavigation(
  router: NavigationEvents,
  progress: Pick<Progress, 'start' | 'done'>,
  delay = PROGRESS_DELAY_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const offBefore = router.subscribe('onBeforeNavigate', (e) => {
    clearTimeout(timer)
    if (e.pathChanged) timer = setTimeout(() => progress.start(), delay)
  })
  const offResolved = router.subscribe('onResolved', () => {
    clearTimeout(timer)
    progress.done()
  })
  return () => {
    clearTimeout(timer)
    offBefore()
    offResolved()
  }
}
