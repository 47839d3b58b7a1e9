/** Messages between the page and the service worker. */
export type ToWorker = { type: 'SKIP_WAITING' } | { type: 'SAVE_OFFLINE' } | { type: 'GET_STATUS' }

export interface OfflineStatus {
  type: 'OFFLINE_STATUS'
  /** Every page, chunk and index is cached. */
  complete: boolean
  /** Only the app shell is cached because the link is metered. */
  metered: boolean
}
