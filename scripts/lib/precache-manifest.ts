import fs from 'node:fs'
import path from 'node:path'

/** One file of the precache list that the build injected into `sw.js`. */
export interface PrecacheEntry {
  url: string
  revision: string | null
  bytes: number
}

/** The precache list of a built site, read back from its service worker. */
export function readPrecacheManifest(dist: string): PrecacheEntry[] {
  const sw = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8')
  return [...sw.matchAll(/\{"(?:bytes|revision|url)":[^{}]*\}/gu)].map((m) => {
    const entry = JSON.parse(m[0]) as Partial<PrecacheEntry>
    return { url: entry.url!, revision: entry.revision ?? null, bytes: entry.bytes ?? 0 }
  })
}

/** The cache key of an entry, as a site path with Workbox's revision parameter (what the browser's cache lists). */
export const precacheKeyPath = (entry: PrecacheEntry, base = '/'): string =>
  `${base}${entry.url}${entry.revision ? `?__WB_REVISION__=${entry.revision}` : ''}`
