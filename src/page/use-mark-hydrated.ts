import { useEffect } from 'react'
import { endEarlyClicks } from '../boot/early-input.ts'
import { markStep } from '../boot/marks.ts'
import { startPrefetching } from '../navigation/prefetch.ts'

/**
 * Marks `<html data-hydrated="true">` once the page itself is interactive. It is called from the
 * page components, not the layout: React hydrates each route's Suspense boundary after the shell,
 * so the shell being live does not yet mean the page is. Tests and tooling wait on this marker.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    if (document.documentElement.dataset.hydrated === 'true') return
    document.documentElement.dataset.hydrated = 'true'
    markStep('interactive')
    // Clicks kept from before the app started are made again now that every handler exists.
    endEarlyClicks()
    startPrefetching()
  }, [])
}
