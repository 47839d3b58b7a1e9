/**
 * Whether this document is the service worker's answer, offline, for a page of the site that is not
 * saved on this device: the not-found page with status 503, at the page's own path. The app then
 * shows it as "not saved" instead of trying to load the page.
 */
export function isUnsavedOfflinePage(pathname: string = window.location.pathname): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as
    | (PerformanceNavigationTiming & { responseStatus?: number })
    | undefined
  return entry?.responseStatus === 503 && new URL(entry.name).pathname === pathname
}
