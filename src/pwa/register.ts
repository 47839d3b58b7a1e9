import { whenIdle } from '../boot/yield.ts'
import { siteConfig } from '../content/site.ts'
import type { OfflineStatus, ToWorker } from '../../workers/sw/messages.ts'

export interface ServiceWorkerEvents {
  /** A new version is installed and waiting; call `activate` to switch to it. */
  onUpdate: (activate: () => void) => void
  /** Cache status from the active worker (after it activates, after caching content, or on request). */
  onStatus: (status: OfflineStatus) => void
}

/** Sends a message to the active worker once there is one. */
export function postToWorker(message: ToWorker): void {
  void navigator.serviceWorker?.ready.then((registration) =>
    registration.active?.postMessage(message),
  )
}

/**
 * Registers the service worker once the page has loaded and the main thread is idle, so the
 * precache download never competes with the first page. Skipped in dev and where unsupported.
 */
export function registerServiceWorker(events: ServiceWorkerEvents): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  const start = async () => {
    const { Workbox } = await import('workbox-window')
    const wb = new Workbox(`${siteConfig.baseUrl}sw.js`, { scope: siteConfig.baseUrl })
    wb.addEventListener('waiting', () => {
      events.onUpdate(() => {
        // Reload only once the new worker controls the page, so old and new chunks never mix.
        wb.addEventListener('controlling', () => window.location.reload())
        wb.messageSkipWaiting()
      })
    })
    navigator.serviceWorker.addEventListener('message', (e: MessageEvent<OfflineStatus>) => {
      if (e.data?.type === 'OFFLINE_STATUS') events.onStatus(e.data)
    })
    const registration = await wb.register()
    // A worker that is already active answers now; a new one reports when it activates.
    if (registration?.active) postToWorker({ type: 'GET_STATUS' })
    watchForUpdates(() => void wb.update())
  }
  const run = () => {
    // A blocked or failing registration (private mode, policies) only means no offline support.
    start().catch((error: unknown) => console.warn('[pwa] service worker not registered:', error))
  }
  const idle = () => whenIdle(run, 4000, 1000)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

const UPDATE_CHECK_EVERY_MS = 60 * 60_000

/**
 * The browser looks for a new worker on full page loads only; a reader who keeps one tab open for
 * days moves between pages without any. So a tab that comes back into view checks, at most hourly.
 */
function watchForUpdates(check: () => void): void {
  let last = Date.now()
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - last < UPDATE_CHECK_EVERY_MS) return
    last = Date.now()
    check()
  })
}
