/// <reference lib="webworker" />
import { isSearchTextsFile } from '../../src/shared/site-layout/folders.ts'
import type { Entry } from './entries.ts'
import { createOfflineCopy } from './offline-copy.ts'
import { Precache, precacheItems, precacheName } from './precache.ts'
import { asset, navigate, textsFile } from './respond.ts'
import type { OfflineStatus, ToWorker } from './messages.ts'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | Entry)[]
  serviceWorker?: ServiceWorker
}

// Everything below runs in every instance of this worker: the browser stops an idle worker and
// starts it again for the next event with nothing but this top-level code, so the whole precache
// list of this version is known here, before any event.
const scope = self.registration.scope
const base = new URL(scope).pathname
const precache = new Precache(precacheItems(self.__WB_MANIFEST, scope), precacheName(scope))

let activated: () => void
/** Resolves once this worker is the active one (content is saved then, never while another serves). */
const whenActive = new Promise<void>((resolve) => (activated = resolve))
if (self.serviceWorker?.state === 'activated') activated!()

async function broadcast(status: OfflineStatus): Promise<void> {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true }))
    client.postMessage(status)
}

const offline = createOfflineCopy(precache, broadcast, whenActive)

self.addEventListener('install', (event) => {
  event.waitUntil(offline.install())
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await offline.activate()
      // The first worker takes over open pages at once (nothing older to mix with); later versions
      // only activate when the reader chose Refresh, and the page reloads right after.
      await self.clients.claim()
      activated()
      await broadcast(await offline.status())
    })(),
  )
})

self.addEventListener('message', (event) => {
  const data = event.data as ToWorker | undefined
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
  else if (data?.type === 'GET_STATUS')
    event.waitUntil(offline.status().then((s) => event.source?.postMessage(s)))
  else if (data?.type === 'CACHE_CONTENT') event.waitUntil(offline.save({ chosen: false }))
  else if (data?.type === 'SAVE_OFFLINE')
    event.waitUntil(offline.save({ chosen: true, groups: data.groups }))
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== self.location.origin) return
  if (request.mode === 'navigate') event.respondWith(navigate(precache, event, base))
  else if (isSearchTextsFile(url.pathname.slice(base.length))) event.respondWith(textsFile(event))
  else event.respondWith(asset(precache, event, base))
})
