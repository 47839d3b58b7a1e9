/** A page's code or data chunk could not be fetched (offline, or removed by a newer deploy). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
}

/** Our own chunk errors, and the browser's for a lazy component chunk. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && /dynamically imported module|Importing a module script failed/u.test(error.message))
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
