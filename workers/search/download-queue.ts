import { fetchText } from './fetch-json.ts'

/** Downloads started ahead of use that are kept unparsed at most; the oldest are dropped beyond. */
const MAX_DOWNLOADS = 512

/**
 * Downloads ahead in flight at once. Browsers open about six connections per host: keeping two
 * free lets the chunks of the results on screen start at once, however long the queue ahead is.
 */
const AHEAD_IN_FLIGHT = 4

/**
 * Downloads ahead wait until this long after the last search. Each request costs CPU in the
 * browser as well as here; on a 2-core phone a burst of them while the reader types slows the
 * page's own rendering of the results (main-thread tasks over 50 ms at 4× CPU slowdown). What
 * a search shows is fetched at once all the same.
 */
export const QUIET_MS = 300

/** Keeps `pending` under `key` until it fails. */
export function keepUntilFailed<T>(
  map: Map<string, Promise<T>>,
  key: string,
  pending: Promise<T>,
): Promise<T> {
  map.set(key, pending)
  pending.catch(() => map.get(key) === pending && map.delete(key))
  return pending
}

/**
 * Data chunks downloaded ahead of use (not parsed), a few at a time, in pauses between searches.
 * The latest request goes first: the latest search knows best what comes next. A download that
 * failed is simply fetched again when it is wanted.
 */
export function createDownloadQueue() {
  const downloads = new Map<string, Promise<string>>()
  const queue = new Map<string, URL>()
  let inFlight = 0
  let quietFrom = 0
  let wake: ReturnType<typeof setTimeout> | undefined

  /** Starts queued downloads while fewer than AHEAD_IN_FLIGHT run, once searching has paused. */
  function pump(): void {
    const wait = quietFrom - Date.now()
    if (wait > 0) {
      if (wake === undefined)
        wake = setTimeout(() => {
          wake = undefined
          pump()
        }, wait)
      return
    }
    while (inFlight < AHEAD_IN_FLIGHT && queue.size > 0) {
      const [key, url] = queue.entries().next().value!
      queue.delete(key)
      inFlight++
      const download = keepUntilFailed(downloads, key, fetchText(url, 'javascript'))
      download
        .catch(() => undefined)
        .finally(() => {
          inFlight--
          pump()
        })
      if (downloads.size > MAX_DOWNLOADS) downloads.delete(downloads.keys().next().value!)
    }
  }

  return {
    /** Holds downloads back until QUIET_MS from now: a search is running. */
    searching(): void {
      quietFrom = Date.now() + QUIET_MS
    },

    /**
     * The text of `url` for use now: the download ahead if there is one (tried again, once, if it
     * failed), else a new request. Either way it leaves the queue.
     */
    take(url: URL): Promise<string> {
      const key = url.href
      queue.delete(key)
      const download = downloads.get(key)
      downloads.delete(key)
      return download
        ? download.catch(() => fetchText(url, 'javascript'))
        : fetchText(url, 'javascript')
    },

    /** Queues `urls` ahead of those queued before (skipping what is already here). */
    ahead(urls: readonly URL[]): void {
      const wanted = new Map<string, URL>()
      for (const url of urls) if (!downloads.has(url.href)) wanted.set(url.href, url)
      for (const [key, url] of queue) if (!wanted.has(key)) wanted.set(key, url)
      queue.clear()
      for (const [key, url] of wanted) queue.set(key, url)
      pump()
    },
  }
}
