import { isContentFile } from '../../src/shared/site-layout/folders.ts'
import type { Entry } from './entries.ts'

/** One file of this version's precache list. */
export interface PrecacheItem {
  /** Path relative to the base, as the manifest gives it (`docs/x.html`). */
  path: string
  /** Absolute URL the file is fetched from. */
  url: string
  /**
   * Cache key. Workbox's format (the URL, plus `__WB_REVISION__` for files whose name does not
   * change with their content), so the copies that earlier versions of this worker saved are reused.
   */
  key: string
  bytes: number
  /** The part of the site a page's file belongs to (SaveGroup id); null for the app shell. */
  group: string | null
}

/** The group of files that a build without groups marks as content: saved or not as one. */
export const ALL_CONTENT = 'content'

/** Workbox's precache cache name for a scope, for the same reason as the key format. */
export const precacheName = (scope: string): string => `workbox-precache-v2-${scope}`

/** Turns the injected manifest into the items of this version, keyed as Workbox would. */
export function precacheItems(
  manifest: readonly (string | Entry)[],
  baseHref: string,
): PrecacheItem[] {
  const entries = manifest.map(
    (e): Entry => (typeof e === 'string' ? { url: e, revision: null } : e),
  )
  const unique = new Map(entries.map((entry) => [entry.url.replace(/^\//u, ''), entry]))
  // A build that names no groups: pages, data chunks and the search index are one part.
  const grouped = entries.some((entry) => entry.group)
  return [...unique.values()].map((entry) => {
    const url = new URL(entry.url, baseHref)
    const key = new URL(url)
    if (entry.revision) key.searchParams.set('__WB_REVISION__', entry.revision)
    const group = grouped ? (entry.group ?? null) : isContentFile(entry.url) ? ALL_CONTENT : null
    return {
      path: entry.url.replace(/^\//u, ''),
      url: url.href,
      key: key.href,
      bytes: entry.bytes ?? 0,
      group,
    }
  })
}

export const totalBytes = (items: readonly PrecacheItem[]): number =>
  items.reduce((sum, item) => sum + item.bytes, 0)

/** The browser refused to store more (the origin's quota, or the disk). */
export class QuotaError extends Error {
  override name = 'QuotaError'
}

export const isQuotaError = (error: unknown): boolean =>
  error instanceof QuotaError ||
  (error instanceof DOMException && error.name === 'QuotaExceededError')

export interface FillOptions {
  /** Called after each stored file with the bytes stored so far in this run. */
  onProgress?: (storedBytes: number) => void
  /** Parallel downloads: a browser opens about six connections per host. */
  parallel?: number
}

/**
 * This version's precache: which files it holds, and filling and pruning the cache. Built from the
 * injected list at the top of the worker script, so every instance of the worker (just installed,
 * restarted by the browser, woken for one fetch) knows every file of its version.
 */
export class Precache {
  readonly items: readonly PrecacheItem[]
  private readonly byPath = new Map<string, PrecacheItem>()
  private readonly keys: Set<string>

  constructor(
    items: readonly PrecacheItem[],
    readonly cacheName: string,
  ) {
    this.items = items
    for (const item of items) this.byPath.set(item.path, item)
    this.keys = new Set(items.map((item) => item.key))
  }

  /** The item for a path relative to the base (`docs/x.html`, `assets/app-1234abcd.js`). */
  lookup(path: string): PrecacheItem | undefined {
    return this.byPath.get(path.replace(/^\//u, ''))
  }

  /** This version's copy of a file, if it is cached. */
  async match(path: string): Promise<Response | undefined> {
    const item = this.lookup(path)
    if (!item) return undefined
    return (await caches.match(item.key, { cacheName: this.cacheName })) ?? undefined
  }

  /**
   * An earlier version's copy of a file this version also has, kept while this version's own copy
   * is not saved yet (a save cut short by the quota): better an older page than none offline.
   */
  async matchEarlier(path: string): Promise<Response | undefined> {
    const item = this.lookup(path)
    if (!item) return undefined
    return (
      (await caches.match(item.url, { cacheName: this.cacheName, ignoreSearch: true })) ?? undefined
    )
  }

  /** Any cached copy of exactly this URL: the hashed files an open page of an earlier version still asks for. */
  async matchUrl(request: Request): Promise<Response | undefined> {
    return (await caches.match(request, { cacheName: this.cacheName })) ?? undefined
  }

  /**
   * Keeps a file of this version that was just fetched for the reader (a page read before the
   * whole site is saved, or when it cannot be). A browser with no room simply keeps nothing.
   */
  async keep(path: string, response: Response): Promise<void> {
    const item = this.lookup(path)
    if (!item || !response.ok) return
    const cache = await caches.open(this.cacheName)
    await cache.put(item.key, response).catch(() => {})
  }

  /** The items of `list` that are not in the cache (one listing of the cache, not a lookup per file). */
  async missing(list: readonly PrecacheItem[] = this.items): Promise<PrecacheItem[]> {
    const cache = await caches.open(this.cacheName)
    const cached = new Set((await cache.keys()).map((request) => request.url))
    return list.filter((item) => !cached.has(item.key))
  }

  /**
   * Downloads and stores every item of `list` that is not cached yet, `parallel` at a time, so a
   * run that was cut off resumes where it stopped. Throws on the first failed download (the files
   * stored so far stay). Throws QuotaError, before downloading anything, when the browser's
   * estimate leaves too little room, or when it refuses a file: then the files this run stored are
   * removed again, so that the room goes to the pages the reader opens rather than to a random
   * part of the site.
   */
  async fill(
    list: readonly PrecacheItem[],
    { onProgress, parallel = 6 }: FillOptions = {},
  ): Promise<void> {
    const queue = await this.missing(list)
    if (queue.length === 0) return
    await ensureRoom(totalBytes(queue))
    const cache = await caches.open(this.cacheName)
    const stored: PrecacheItem[] = []
    let storedBytes = 0
    let failure: unknown = null
    const worker = async () => {
      for (let item = queue.shift(); item && failure === null; item = queue.shift()) {
        try {
          const response = await fetch(item.url, { credentials: 'same-origin', cache: 'no-cache' })
          if (!response.ok) throw new Error(`precache: ${item.url} answered ${response.status}`)
          await cache.put(item.key, response)
          stored.push(item)
          storedBytes += item.bytes
          onProgress?.(storedBytes)
        } catch (error) {
          failure ??= error
        }
      }
    }
    await Promise.all(Array.from({ length: parallel }, worker))
    if (failure === null) return
    if (!isQuotaError(failure)) throw failure
    for (const item of stored) await cache.delete(item.key)
    throw new QuotaError('the browser refused to store more', { cause: failure })
  }

  /** Deletes the cached files of `list` (parts the reader no longer wants kept). */
  async remove(list: readonly PrecacheItem[]): Promise<void> {
    const cache = await caches.open(this.cacheName)
    for (const item of list) await cache.delete(item.key)
  }

  /**
   * Deletes every cached file that is not part of this version: the switch to a new version is
   * complete once its files are all saved, and only then do the previous version's files go.
   */
  async prune(): Promise<void> {
    const cache = await caches.open(this.cacheName)
    for (const request of await cache.keys())
      if (!this.keys.has(request.url)) await cache.delete(request)
  }
}

/** Margin for what the browser stores beside each body (headers, metadata). */
const OVERHEAD = 1.1

/** Fails early, before any download, when the browser's own estimate says the files will not fit. */
async function ensureRoom(bytes: number): Promise<void> {
  const estimate = await self.navigator.storage?.estimate?.().catch(() => undefined)
  if (!estimate?.quota || estimate.usage === undefined) return
  const free = estimate.quota - estimate.usage
  if (free < bytes * OVERHEAD) throw new QuotaError(`needs ${bytes} bytes, ${free} free`)
}
