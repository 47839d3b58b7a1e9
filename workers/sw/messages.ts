/**
 * Messages between the page and the service worker. The page decides whether to cache the content
 * (it knows the connection: data saving or a 2g link keeps the cache to the app shell until the
 * reader asks), the worker remembers the answer for its later versions.
 */
export type ToWorker =
  | { type: 'SKIP_WAITING' }
  /** The connection is fine: cache every page, chunk and index. */
  | { type: 'CACHE_CONTENT' }
  /** The reader asked to save the site for offline reading (or installed the app). */
  | { type: 'SAVE_OFFLINE' }
  | { type: 'GET_STATUS' }

export interface OfflineStatus {
  type: 'OFFLINE_STATUS'
  /** Every page, chunk and index is cached. */
  complete: boolean
}
