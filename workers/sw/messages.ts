/**
 * Messages between the page and the service worker. The page decides whether to cache the content
 * (it knows the connection: data saving or a 2g link keeps the cache to the app shell until the
 * reader asks), the worker remembers the answer for its later versions.
 */
export type ToWorker =
  | { type: 'SKIP_WAITING' }
  /** The connection is fine: save what the reader chose, or everything when nothing was chosen yet. */
  | { type: 'CACHE_CONTENT' }
  /**
   * The reader asked to save the site for offline reading (or installed the app): the parts named
   * (SaveGroup ids, the others are let go), or everything.
   */
  | { type: 'SAVE_OFFLINE'; groups?: string[] }
  | { type: 'GET_STATUS' }

/**
 * - `saved`: every file of this version is in the cache (checked, not remembered);
 * - `saving`: a run is storing the files now;
 * - `quota`: the browser refused to store them all (what is saved keeps working);
 * - `partial`: anything else: only the app shell (a metered link), or a run that was cut off.
 */
export type OfflineState = 'saved' | 'saving' | 'quota' | 'partial'

/** One part of the site that can be saved on its own (see SaveGroup). */
export interface GroupStatus {
  id: string
  bytes: number
  savedBytes: number
  wanted: boolean
}

export interface OfflineStatus {
  type: 'OFFLINE_STATUS'
  /** Of what the reader wants kept: the shell and the wanted parts. */
  state: OfflineState
  /** Some content is wanted: a good connection, the "save" choice, or the installed app. */
  wanted: boolean
  /** Bytes of the shell and the wanted parts, and how many of them are in the cache. */
  wantedBytes: number
  wantedSavedBytes: number
  /** Bytes of every file of this version, and how many of them are in the cache. */
  totalBytes: number
  savedBytes: number
  /** Bytes of the app shell, which is always saved. */
  shellBytes: number
  groups: GroupStatus[]
  /** The last run stopped on a failed download (offline, or the server went away). */
  failed: boolean
}
