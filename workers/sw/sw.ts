/// <reference lib="webworker" />
import { PrecacheController } from 'workbox-precaching'
import { getFlag, setFlag } from './flags.ts'
import { htmlCandidates, isContent, isTextsFile, notFoundFor, type Entry } from './entries.ts'
import type { OfflineStatus, ToWorker } from './messages.ts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | Entry)[]; serviceWorker?: ServiceWorker }

const entries: Entry[] = self.__WB_MANIFEST.map((e) => (typeof e === 'string' ? { url: e, revision: null } : e))
const shell = entries.filter((e) => !isContent(e.url))
const content = entries.filter((e) => isContent(e.url))
const base = new URL(self.registration.scope).pathname
const controller = new PrecacheController({ fallbackToNetwork: true })
// The browser may stop an idle worker and lose its variables, so state lives in flags: whether the
// reader wants the content cached (kept across versions), and whether this version cached it.
const WANTED = 'content-wanted'
const COMPLETE = `complete-${hashEntries(entries)}`

/** A short fingerprint of the precache list (djb2), enough to tell versions apart. */
function hashEntries(list: Entry[]): string {
  let h = 5381
  for (const e of list) for (const c of `${e.url}@${e.revision ?? ''};`) h = ((h << 5) + h + c.charCodeAt(0)) | 0
  return (h >>> 0).toString(36)
}

async function status(): Promise<OfflineStatus> {
  return { type: 'OFFLINE_STATUS', complete: await getFlag(COMPLETE) }
}

async function broadcast(): Promise<void> {
  const message = await status()
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) client.postMessage(message)
}

let activated: () => void
/** Resolves once this worker is the active one (content is cached then, never during install). */
const whenActive = new Promise<void>((resolve) => (activated = resolve))
if (self.serviceWorker?.state === 'activated') activated!()

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // A first visit caches the shell; the page then asks for the content unless the link is metered.
      const wanted = await getFlag(WANTED)
      controller.addToCacheList(wanted ? entries : shell)
      await controller.install(event)
      if (wanted) await setFlag(COMPLETE)
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await controller.activate(event)
      // The first worker takes over open pages at once (nothing older to mix with); later versions
      // only activate when the reader chose Refresh, and the page reloads right after.
      await self.clients.claim()
      activated()
      await broadcast()
    })(),
  )
})

/**
 * Puts entries into the precache outside the install event (Workbox's own install only caches while
 * the worker installs), six at a time; entries already cached are skipped.
 */
async function cacheEntries(list: readonly Entry[]): Promise<void> {
  const cache = await caches.open(controller.strategy.cacheName)
  const queue = [...list]
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const url = new URL(entry.url, self.location.origin + base).href
      const key = controller.getCacheKeyForURL(url)
      if (!key || (await cache.match(key))) continue
      const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' })
      if (!response.ok) throw new Error(`precache: ${url} answered ${response.status}`)
      await cache.put(key, response)
    }
  }
  await Promise.all(Array.from({ length: 6 }, worker))
}

let caching: Promise<void> | null = null

/** Caches the content of this version (once, however many pages ask), then tells every page. */
function cacheContent(): Promise<void> {
  caching ??= (async () => {
    await setFlag(WANTED)
    await whenActive
    if (!(await getFlag(COMPLETE))) {
      controller.addToCacheList(content)
      await cacheEntries(content)
      await setFlag(COMPLETE)
    }
  })().finally(() => (caching = null))
  return caching.then(broadcast)
}

self.addEventListener('message', (event) => {
  const data = event.data as ToWorker | undefined
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
  else if (data?.type === 'GET_STATUS') event.waitUntil(status().then((s) => event.source?.postMessage(s)))
  else if (data?.type === 'CACHE_CONTENT' || data?.type === 'SAVE_OFFLINE') event.waitUntil(cacheContent())
})

async function fromPrecache(url: string): Promise<Response | undefined> {
  const key = controller.getCacheKeyForURL(new URL(url, self.location.origin + base).href)
  return key ? ((await caches.match(key, { cacheName: controller.strategy.cacheName })) ?? undefined) : undefined
}

/** The precached copy of a page, under either spelling of its path. */
async function cachedPage(path: string): Promise<Response | undefined> {
  for (const candidate of htmlCandidates(path)) {
    const cached = await fromPrecache(candidate)
    if (cached) return cached
  }
  return undefined
}

/** Browsing looks for a new version at most this often (one conditional request for the worker script). */
const UPDATE_CHECK_EVERY_MS = 60_000
let lastUpdateCheck = 0

function checkForUpdate(): void {
  if (Date.now() - lastUpdateCheck < UPDATE_CHECK_EVERY_MS) return
  lastUpdateCheck = Date.now()
  self.registration.update().catch(() => {})
}

/**
 * A page of this version opens from the precache at once, even on a slow link, and the visit looks
 * for a new version, which the update prompt then offers. Any other path, such as a page published
 * after this version, goes to the network, so it is never hidden; offline it gets the precached
 * not-found page.
 */
async function navigate(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length - 1) : url.pathname
  const cached = await cachedPage(path)
  if (cached) {
    checkForUpdate()
    return cached
  }
  try {
    return await fetch(request)
  } catch {
    const notFound = await fromPrecache(notFoundFor(path))
    return notFound ? new Response(notFound.body, { status: 404, headers: notFound.headers }) : Response.error()
  }
}

/** Where the search texts files go once fetched (they are not precached, see TextsFile). */
const TEXTS_CACHE = 'search-texts'

/**
 * A search texts file from its cache, else from the network, kept for offline use. Its name holds a
 * content hash, so a kept copy never goes stale; a new one replaces the locale's older ones.
 */
async function textsFile(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(TEXTS_CACHE)
  const cached = await cache.match(event.request)
  if (cached) return cached
  const response = await fetch(event.request)
  if (response.ok) {
    const copy = response.clone()
    const stem = new URL(event.request.url).pathname.replace(/[0-9a-f]{8}\.json$/u, '')
    event.waitUntil(
      (async () => {
        for (const key of await cache.keys()) if (new URL(key.url).pathname.startsWith(stem)) await cache.delete(key)
        await cache.put(event.request, copy)
      })().catch(() => {}),
    )
  }
  return response
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event.request))
    return
  }
  if (isTextsFile(new URL(request.url).pathname.slice(base.length))) {
    event.respondWith(textsFile(event))
    return
  }
  event.respondWith((async () => (await fromPrecache(new URL(request.url).pathname.slice(base.length))) ?? fetch(request))())
})
