import { isConstrainedConnection } from '../theme/navigation/connection.ts'
import { offlineStatus } from './offline-store.ts'
import { postToWorker } from './register.ts'
import type { OfflineStatus } from '../../workers/sw/messages.ts'

/** After a run stopped on the network, the page asks again after these pauses, then waits for a visit or `online`. */
const RETRY_AFTER_MS = [5_000, 20_000, 60_000]

let asked = false
let retries = 0
let retryTimer: ReturnType<typeof setTimeout> | null = null

/**
 * Takes a status from the worker: shows it (`<html data-offline>` and the store), and on a good
 * connection, or when the reader asked for it, has the worker save what is missing, which resumes
 * a run the browser cut off. A refusal to store more (quota) is never asked again on its own.
 */
export function onOfflineStatus(status: OfflineStatus): void {
  offlineStatus.set(status)
  document.documentElement.dataset.offline = status.state === 'saved' ? 'ready' : status.state
  if (status.state !== 'partial' || (!status.wanted && isConstrainedConnection())) return
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
    if (offlineStatus.get()?.state === 'partial' && offlineStatus.get()?.wanted) postToWorker({ type: 'CACHE_CONTENT' })
  })
}

/**
 * The reader chose to keep the site (the "save" button, or installing the app): ask the browser not
 * to evict it under storage pressure, and save everything, even on a metered link.
 */
export function saveOffline(): void {
  void navigator.storage?.persist?.().catch(() => false)
  postToWorker({ type: 'SAVE_OFFLINE' })
}
