/** A page's code or data chunk could not be fetched (offline, or removed by a newer deploy). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
}

/** Our own chunk errors, and the browser's for a lazy component chunk. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError ||
    (error instanceof Error &&
      /dynamically imported module|Importing a module script failed/u.test(error.message))
  )
}

const RELOAD_KEY = 'hcfy.chunk-reload'

/**
 * After a navigation whose chunk failed, load the destination as a whole new page (its HTML is
 * prerendered): a chunk usually disappears because a new version was deployed. Guarded so that a
 * page whose chunk keeps failing shows its error and Retry instead of reloading forever.
 */
export function reloadOnceInto(publicHref: string): boolean {
  try {
    if (sessionStorage.getItem(RELOAD_KEY) === publicHref) return false
    sessionStorage.setItem(RELOAD_KEY, publicHref)
  } catch {
    return false
  }
  console.warn(`[navigation] the page's chunk failed to load; reloading ${publicHref}`)
  window.location.assign(publicHref)
  return true
}

/** Called once a page rendered: the next failure may reload again. */
export function clearReloadGuard(): void {
  try {
    sessionStorage.removeItem(RELOAD_KEY)
  } catch {
    // Storage unavailable: the guard simply never trips.
  }
}

/**
 * Retry after a chunk failed to load. A browser keeps a module that failed to load as failed for the
 * life of the document, so importing it again fails at once even when the network is back: only a
 * new document loads it. The failed file (or the page, when the error names none) is fetched first,
 * so a reader still offline keeps the readable page instead of the browser's error page.
 * Resolves false when the file is still out of reach.
 */
export async function reloadWhenReachable(error: unknown): Promise<boolean> {
  const message =
    error instanceof Error
      ? `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`
      : String(error)
  const named = /\bhttps?:\/\/[^\s'"]+/u.exec(message)?.[0]
  const url = named && new URL(named).origin === location.origin ? named : location.href
  try {
    const response = await fetch(url, { cache: 'no-store' })
    if (!response.ok) return false
  } catch {
    return false
  }
  window.location.reload()
  return true
}
