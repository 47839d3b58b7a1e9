import { useEffect, useState, type ComponentType } from 'react'

/**
 * A component whose code loads once `when` is true: null until it arrived, then the component. Not
 * `lazy()` with a Suspense fallback: a fallback shown makes React hold back every other Suspense
 * boundary's content for 300 ms, and during start-up that is the page's own hydration.
 */
export function useLoadedComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  when = true,
): ComponentType<P> | null {
  const [loaded, setLoaded] = useState<{ component: ComponentType<P> } | null>(null)
  useEffect(() => {
    if (!when || loaded) return undefined
    let live = true
    load().then(
      (m) => live && setLoaded({ component: m.default }),
      (error: unknown) => console.error('[app] could not load a part of the page', error),
    )
    return () => {
      live = false
    }
  }, [when, loaded, load])
  return loaded?.component ?? null
}
