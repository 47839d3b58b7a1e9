import { LOCALES, type Locale } from '../config/locales.ts'
import { DEFAULT_LOCALE, localeOfPath } from '../paths.ts'

/*
 * How routes map to HTML files, the way Cloudflare Pages and Netlify serve a folder: `/x` is
 * `x.html`, `/x/` is `x/index.html`, and a path no file answers gets its locale's not-found page.
 * Paths here are relative to the base URL and start with `/`; files are relative to the output root.
 */

/** File that serves a canonical path: `/x` → `x.html`, `/x/` → `x/index.html`. */
export function htmlFileOf(path: string): string {
  return path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`
}

/** File for the other spelling of the path, which redirects to the canonical one (none for `/`). */
export function alternateFileOf(path: string): string | null {
  if (path === '/') return null
  return path.endsWith('/') ? `${path.slice(1, -1)}.html` : `${path.slice(1)}/index.html`
}

/**
 * Files a static host serves for a request path, in the order it tries them: the file itself or
 * `x.html` for `/x`, `x/index.html` for `/x/`. What the build writes for each route (htmlFileOf,
 * alternateFileOf) is found this way under both spellings.
 */
export function hostFilesFor(path: string): string[] {
  const p = path.replace(/^\//u, '')
  if (p === '' || p.endsWith('/')) return [`${p}index.html`]
  return [p, `${p}.html`]
}

/** Files of the precache that can answer a navigation to `path`, best first: both spellings of a route, `/x` and `/x/`. */
export function htmlCandidates(path: string): string[] {
  const p = path.replace(/^\//u, '')
  if (p === '') return ['index.html']
  if (p.endsWith('/')) return [`${p}index.html`, `${p.slice(0, -1)}.html`]
  if (p.endsWith('.html')) return [p]
  return [`${p}.html`, `${p}/index.html`]
}

/** The not-found page of a locale: at the root for the default locale, under its prefix for the others. */
export function notFoundFileOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '404.html' : `${locale}/404.html`
}

/** The not-found page that answers a path no file serves: the one of the path's locale. */
export function notFoundFor(path: string): string {
  return notFoundFileOf(localeOfPath(path))
}

/** Every not-found page the build writes, one per locale. */
export const NOT_FOUND_FILES: readonly string[] = LOCALES.map(notFoundFileOf)
