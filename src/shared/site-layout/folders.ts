import type { Locale } from '../config/locales.ts'
import { NOT_FOUND_FILES } from './html-files.ts'

/*
 * Folders and fixed file names of the built site, relative to its root (the base URL). Every
 * runtime that writes, serves, caches or reads these files takes the names from here.
 */

/** Folder of the pages' and sidebars' data chunks (see data-chunk.ts). */
export const DATA_DIR = 'assets/p'

/** Folder of the search index files. */
export const SEARCH_DIR = 'search'

/**
 * The file the search worker loads first for a locale. Unlike the other search files its name
 * holds no hash: the app names it, and an edited page must not change the app (see PageList).
 */
export const searchRootFile = (locale: Locale): string => `${SEARCH_DIR}/${locale}.json`

/** A locale's page list (route key → data chunk, see PageList): `pages.zh-Hans.json`. */
export const pageListFile = (locale: Locale): string => `pages.${locale}.json`

/** The web manifest of the installable app. */
export const WEB_MANIFEST_FILE = 'manifest.webmanifest'

/** A data chunk's path under the site root, from its file name. */
export const dataChunkPath = (file: string): string => `${DATA_DIR}/${file}`

/**
 * Page content (HTML of pages, data chunks, the search index) versus the app shell (entry code,
 * page-kind components, styles, icons, not-found pages). `path` is relative to the site root.
 */
export function isContentFile(path: string): boolean {
  const p = path.replace(/^\//u, '')
  if (p.endsWith('.html')) return !NOT_FOUND_FILES.includes(p)
  return p.startsWith(`${DATA_DIR}/`) || p.startsWith(`${SEARCH_DIR}/`)
}

/** A part of a locale's search index that is written under a hashed name (`<stem>.<hash>.json`). */
export type SearchFilePart = { shard: number } | { block: number } | 'texts' | 'variants'

/**
 * Stem of a hashed search file: term shard `zh-Hans.t3`, block of page titles `zh-Hans.p0`, texts
 * file `zh-Hans.texts`, character variants `zh-Hans.variants`.
 */
export function searchFileStem(locale: string, part: SearchFilePart): string {
  if (part === 'texts' || part === 'variants') return `${locale}.${part}`
  return 'shard' in part ? `${locale}.t${part.shard}` : `${locale}.p${part.block}`
}

/** `_headers` patterns (from the site root) of a locale's hashed search files: every one but the root file. */
export const hashedSearchPatterns = (locale: Locale): string[] => [
  `/${SEARCH_DIR}/${locale}.t*`,
  `/${SEARCH_DIR}/${locale}.p*`,
  `/${SEARCH_DIR}/${locale}.v*`,
]

/** True for a search texts file (`search/<locale>.texts.<hash>.json`, path from the site root). */
export function isSearchTextsFile(path: string): boolean {
  return new RegExp(`^${SEARCH_DIR}/[\\w-]+\\.texts\\.[0-9a-f]{8}\\.json$`, 'u').test(
    path.replace(/^\//u, ''),
  )
}
