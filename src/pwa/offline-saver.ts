import { siteConfig } from '../content/site.ts'
import { isConstrainedConnection } from '../navigation/connection.ts'
import { offlineStatus } from './offline-store.ts'
import { postToWorker } from './register.ts'
import type { OfflineStatus } from '../../workers/sw/messages.ts'

/** After a run stopped on the network, the page asks again after these pauses, then waits for a visit or `online`. */
const RETRY_AFTER_MS = [5_000, 20_000, 60_000]

let asked = false
let retries = 0
let retryTimer: ReturnType<typeof setTimeout> | null = null

/**
 * A site too large to save whole without asking: the reader chooses what to keep (see
 * `offline.autoSaveUpToMB` in the site config).
 */
export const isLargeSite = (status: OfflineStatus): boolean =>
  status.totalBytes - status.shellBytes > siteConfig.offline.autoSaveUpToMB * 1024 * 1024

/**
 * Takes a status from the worker: shows it (`<html data-offline>` and the store), and has the
 * worker save what is missing when the reader asked for it (which resumes a run the browser cut
 * off) or, for a site of ordinary size, on a good connection. A refusal to store more (quota) is
 * never asked again on its own.
 */
export function onOfflineStatus(status: OfflineStatus): void {
  offlineStatus.set(status)
  document.documentElement.dataset.offline = status.state === 'saved' ? 'ready' : status.state
  if (
    status.state !== 'partial' ||
    (!status.wanted && (isConstrainedConnection() || isLargeSite(status)))
  )
    return
  if (!status.failed) {
    if (!asked) postToWorker({ type: 'CACHE_CONTENT' })
    asked = true
    return
  }
  if (retryTimer !== null || retries >= RETRY_AFTER_MS.length) return
  retryTimer = setTimeout(() => {
    retryTimer = null
    retries += 1
    postToWorker({ type: 'CACHE_CONTENT' })
  }, RETRY_AFTER_MS[retries])
}

/** Back online: a run that stopped on the network carries on. */
export function resumeWhenOnline(): void {
  window.addEventListener('online', () => {
    retries = 0
    if (offlineStatus.get()?.state === 'partial' && offlineStatus.get()?.wanted)
      postToWorker({ type: 'CACHE_CONTENT' })
  })
}

/**
 * The reader chose to keep the site (a "save" button, or installing the app): ask the browser not
 * to evict it under storage pressure, and save the parts chosen (SaveGroup ids), or everything,
 * even on a metered link.
 */
export function saveOffline(groups?: string[]): void {
  void navigator.storage?.persist?.().catch(() => false)
  postToWorker(groups ? { type: 'SAVE_OFFLINE', groups } : { type: 'SAVE_OFFLINE' })
}

/** Installing the app is a clear wish to read offline: kept under storage pressure, and saved whole unless the site is large. */
export function onAppInstalled(): void {
  const status = offlineStatus.get()
  if (status && isLargeSite(status)) void navigator.storage?.persist?.().catch(() => false)
  else saveOffline()
}

/** What a status means for the reader's progress bar: the share of the wanted files saved. */
export const savedPercent = (status: OfflineStatus): string =>
  `${Math.floor((status.wantedSavedBytes / Math.max(1, status.wantedBytes)) * 100)}%`
