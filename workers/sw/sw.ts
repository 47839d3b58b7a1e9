/// <reference lib="webworker" />
import { PrecacheController } from 'workbox-precaching'
import { getFlag, setFlag } from './flags.ts'
import { htmlCandidates, isContent, notFoundFor, type Entry } from './entries.ts'
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
      // Pages come from the network first; preloading starts that request while the worker boots.
      await self.registration.navigationPreload?.enable().catch(() => {})
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

/**
 * How long a navigation waits for the network before a precached copy answers instead. A link that
 * is up but carries nothing (a train between stations) would otherwise leave the reader on a blank tab.
 */
const NETWORK_PATIENCE_MS = 4000

/** The precached copy of a page, under either spelling of its path. */
async function cachedPage(path: string): Promise<Response | undefined> {
  for (const candidate of htmlCandidates(path)) {
    const cached = await fromPrecache(candidate)
    if (cached) return cached
  }
  return undefined
}

/** The network's answer: the navigation preload started with the request, otherwise a fetch. */
async function fromNetwork(event: FetchEvent): Promise<Response> {
  const preloaded = (await event.preloadResponse) as Response | undefined
  return preloaded ?? fetch(event.request)
}

/**
 * Online, pages come from the network first, so a page published or changed since this version is
 * never hidden. The precache answers when the network fails, or when it is slower than
 * NETWORK_PATIENCE_MS and a copy exists; an unknown path offline gets the precached not-found page.
 */
async function navigate(event: FetchEvent): Promise<Response> {
  const url = new URL(event.request.url)
  const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length - 1) : url.pathname
  const network = fromNetwork(event)
  // The request runs on even when the cache answers first; its failure then matters to no one.
  event.waitUntil(network.then(() => {}, () => {}))
  let timer: ReturnType<typeof setTimeout> | undefined
  const patience = new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), NETWORK_PATIENCE_MS)))
  try {
    const first = await Promise.race([network, patience])
    // A server error while a copy exists: the copy is more use than an error page.
    if (first !== 'slow') return (first.status >= 500 && (await cachedPage(path))) || first
    // Still waiting: a cached copy now beats a blank tab; without one, keep waiting.
    return (await cachedPage(path)) ?? (await network)
  } catch {
    const cached = await cachedPage(path)
    if (cached) return cached
    const notFound = await fromPrecache(notFoundFor(path))
    return notFound ? new Response(notFound.body, { status: 404, headers: notFound.headers }) : Response.error()
  } finally {
    clearTimeout(timer)
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event))
    return
  }
  event.respondWith((async () => (await fromPrecache(new URL(request.url).pathname.slice(base.length))) ?? fetch(request))())
})
