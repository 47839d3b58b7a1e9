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

/**
 * - `saved`: every file of this version is in the cache (checked, not remembered);
 * - `saving`: a run is storing the files now;
 * - `quota`: the browser refused to store them all (what is saved keeps working);
 * - `partial`: anything else: only the app shell (a metered link), or a run that was cut off.
 */
export type OfflineState = 'saved' | 'saving' | 'quota' | 'partial'

export interface OfflineStatus {
  type: 'OFFLINE_STATUS'
  state: OfflineState
  /** The reader wants the whole site kept: a good connection, the "save" choice, or the installed app. */
  wanted: boolean
  /** Bytes of this version's files in the cache, and of all of them. */
  savedBytes: number
  totalBytes: number
  /** The last run stopped on a failed download (offline, or the server went away). */
  failed: boolean
}
