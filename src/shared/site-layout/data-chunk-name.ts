import { routeKey } from './route-key.ts'

/** Readable start of a page's data chunk name: `zh-Hans-docs-faqs-deepl`. */
export const pageChunkStem = (locale: string, path: string): string =>
  `${locale}-${routeKey(path).split('/').filter(Boolean).join('-') || 'index'}`

/** The first 8 hex digits of a content hash, as a chunk's file name ends with them. */
const SHORT_HASH = /^[0-9a-f]{8}$/u

/**
 * A data chunk's file name: its stem made safe for a URL, and the first 8 hex digits of its
 * content's SHA-256 (`zh-Hans-docs-faqs-deepl-3f2a9c1b.js`). The build names chunks with it, and
 * the search worker makes a page's chunk name from the page's path and that hash alone.
 */
export function chunkFileName(stem: string, shortHash: string): string {
  const safe = stem.replace(/[^a-zA-Z0-9_-]+/gu, '-').replace(/^-|-$/gu, '') || 'index'
  return `${safe}-${shortHash}.js`
}

/**
 * What a search index stores for a page's data chunk `name`: the 8 hex digits alone when the rest
 * of the name is the page's own (its locale and path make it), else the whole name.
 */
export function pageChunkRef(locale: string, path: string, name: string): string {
  const hash = /-([0-9a-f]{8})\.js$/u.exec(name)?.[1]
  return hash !== undefined && chunkFileName(pageChunkStem(locale, path), hash) === name
    ? hash
    : name
}

/** The data chunk file name a stored reference stands for (see pageChunkRef). */
export function pageChunkName(locale: string, path: string, ref: string): string {
  return SHORT_HASH.test(ref) ? chunkFileName(pageChunkStem(locale, path), ref) : ref
}
