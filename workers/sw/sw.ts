/// <reference lib="webworker" />
import { PrecacheController } from 'workbox-precaching'
import { getFlag, setFlag } from './flags.ts'
import { isMetered } from './connection.ts'
import { htmlCandidates, isContent, notFoundFor, type Entry } from './entries.ts'
import type { OfflineStatus, ToWorker } from './messages.ts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | Entry)[] }

const entries: Entry[] = self.__WB_MANIFEST.map((e) => (typeof e === 'string' ? { url: e, revision: null } : e))
const shell = entries.filter((e) => !isContent(e.url))
const content = entries.filter((e) => isContent(e.url))
const base = new URL(self.registration.scope).pathname
const controller = new PrecacheController({ fallbackToNetwork: true })
// The browser may stop an idle worker and lose its variables, so completeness is kept as a flag,
// named after this version's precache list.
const COMPLETE_FLAG = `complete-${hashEntries(entries)}`

/** Full precache unless the link is metered and the reader has not asked to save the site. */
async function wantsEverything(): Promise<boolean> {
  return !isMetered(self.navigator) || (await getFlag('save-offline'))
}

async function broadcast(): Promise<void> {
  const message = await status()
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) client.postMessage(message)
}

// Complete only once the caching has finished, so "ready offline" is never premature.
async function status(): Promise<OfflineStatus> {
  const complete = await getFlag(COMPLETE_FLAG)
  return { type: 'OFFLINE_STATUS', complete, metered: !complete && self.registration.active !== null }
}

/** A short fingerprint of the precache list (djb2), enough to tell versions apart. */
function hashEntries(list: Entry[]): string {
  let h = 5381
  for (const e of list) for (const c of `${e.url}@${e.revision ?? ''};`) h = ((h << 5) + h + c.charCodeAt(0)) | 0
  return (h >>> 0).toString(36)
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const everything = await wantsEverything()
      controller.addToCacheList(everything ? entries : shell)
      await controller.install(event)
      if (everything) await setFlag(COMPLETE_FLAG)
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
      await broadcast()
    })(),
  )
})

self.addEventListener('message', (event) => {
  const data = event.data as ToWorker | undefined
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
  else if (data?.type === 'GET_STATUS') event.waitUntil(status().then((s) => event.source?.postMessage(s)))
  else if (data?.type === 'SAVE_OFFLINE') {
    event.waitUntil(
      (async () => {
        await setFlag('save-offline')
        if (!(await getFlag(COMPLETE_FLAG))) {
          controller.addToCacheList(content)
          await controller.install(event as unknown as ExtendableEvent)
          await setFlag(COMPLETE_FLAG)
        }
        await broadcast()
      })(),
    )
  }
})

async function fromPrecache(url: string): Promise<Response | undefined> {
  const key = controller.getCacheKeyForURL(new URL(url, self.location.origin + base).href)
  return key ? (await caches.match(key, { cacheName: controller.strategy.cacheName })) ?? undefined : undefined
}

let lastUpdateCheck = 0
/** Checks for a new version now and then while the reader browses (at most every five minutes). */
function checkForUpdate(): void {
  if (Date.now() - lastUpdateCheck < 5 * 60_000) return
  lastUpdateCheck = Date.now()
  self.registration.update().catch(() => {})
}

async function navigate(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length - 1) : url.pathname
  // A page in the precache opens at once, even on a slow link; a new version announces itself with
  // the update prompt. Anything else (a page published after this version) comes from the network.
  for (const candidate of htmlCandidates(path)) {
    const cached = await fromPrecache(candidate)
    if (cached) {
      checkForUpdate()
      return cached
    }
  }
  try {
    return await fetch(request)
  } catch {
    const notFound = await fromPrecache(notFoundFor(path))
    return notFound ? new Response(notFound.body, { status: 404, headers: notFound.headers }) : Response.error()
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request))
    return
  }
  event.respondWith(
    (async () => (await fromPrecache(new URL(request.url).pathname.slice(base.length))) ?? fetch(request))(),
  )
})
