import { htmlCandidates, notFoundFor } from '../../src/shared/site-layout/html-files.ts'
import type { Precache } from './precache.ts'

declare const self: ServiceWorkerGlobalScope

/** Browsing looks for a new version at most this often (one conditional request for the worker script). */
const UPDATE_CHECK_EVERY_MS = 60_000
let lastUpdateCheck = 0

function checkForUpdate(): void {
  if (Date.now() - lastUpdateCheck < UPDATE_CHECK_EVERY_MS) return
  lastUpdateCheck = Date.now()
  self.registration.update().catch(() => {})
}

/** The first cached copy among the spellings of a page's path, from `match`. */
async function firstCached(
  path: string,
  match: (candidate: string) => Promise<Response | undefined>,
): Promise<Response | undefined> {
  for (const candidate of htmlCandidates(path)) {
    const cached = await match(candidate)
    if (cached) return cached
  }
  return undefined
}

/**
 * A page of this version opens from the cache at once, even on a slow link, and the visit looks
 * for a new version, which the update prompt then offers. Any other path, such as a page published
 * after this version, goes to the network, so it is never hidden; a page of this version read from
 * the network is kept, so what the reader has read opens offline even before (or without) the whole
 * site being saved. Offline, a page of this version
 * that is not saved yet falls back to an earlier version's copy, else the cached not-found page of
 * its locale answers, saying the page is not saved; anything else gets that page as a plain
 * not-found: a page this version removed never shows a stale copy.
 */
export async function navigate(
  precache: Precache,
  event: FetchEvent,
  base: string,
): Promise<Response> {
  const url = new URL(event.request.url)
  const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length - 1) : url.pathname
  const cached = await firstCached(path, (p) => precache.match(p))
  if (cached) {
    checkForUpdate()
    return cached
  }
  try {
    const response = await fetch(event.request)
    const file = htmlCandidates(path).find((candidate) => precache.lookup(candidate))
    // Only a page's own answer (a redirect or not-found page would be kept under the wrong name).
    if (file && !response.redirected && response.status === 200)
      event.waitUntil(precache.keep(file, response.clone()))
    return response
  } catch {
    const earlier = await firstCached(path, (p) => precache.matchEarlier(p))
    if (earlier) return earlier
    const notFound = await precache.match(notFoundFor(path))
    if (!notFound) return Response.error()
    // 503 for a page of the site that is not saved (the page then says so), 404 for anything else.
    const known = htmlCandidates(path).some((candidate) => precache.lookup(candidate))
    return new Response(notFound.body, { status: known ? 503 : 404, headers: notFound.headers })
  }
}

/**
 * Any other file: this version's cached copy, else the network (kept when it is a file of this
 * version), else a cached copy of exactly this URL (the hashed chunks that a page of an earlier
 * version, still open, asks for).
 */
export async function asset(
  precache: Precache,
  event: FetchEvent,
  base: string,
): Promise<Response> {
  const { request } = event
  const path = new URL(request.url).pathname.slice(base.length)
  const cached = await precache.match(path)
  if (cached) return cached
  try {
    const response = await fetch(request)
    if (precache.lookup(path)) event.waitUntil(precache.keep(path, response.clone()))
    return response
  } catch (error) {
    const earlier = await precache.matchUrl(request)
    if (earlier) return earlier
    throw error
  }
}

/** Where the search texts files go once fetched (they are not precached, see TextsFile). */
const TEXTS_CACHE = 'search-texts'

/**
 * A search texts file from its cache, else from the network, kept for offline use. Its name holds a
 * content hash, so a kept copy never goes stale; a new one replaces the locale's older ones.
 */
export async function textsFile(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(TEXTS_CACHE)
  const cached = await cache.match(event.request)
  if (cached) return cached
  const response = await fetch(event.request)
  if (response.ok) {
    const copy = response.clone()
    const stem = new URL(event.request.url).pathname.replace(/[0-9a-f]{8}\.json$/u, '')
    event.waitUntil(
      (async () => {
        for (const key of await cache.keys())
          if (new URL(key.url).pathname.startsWith(stem)) await cache.delete(key)
        await cache.put(event.request, copy)
      })().catch(() => {}),
    )
  }
  return response
}
