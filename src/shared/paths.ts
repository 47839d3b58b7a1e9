import { LOCALES, type Locale } from './config/locales.ts'

export const DEFAULT_LOCALE: Locale = 'zh-Hans'

/** Splits `path?query#hash` so that only the path part is ever rewritten. */
function splitUrl(url: string): [path: string, rest: string] {
  const i = url.search(/[?#]/u)
  return i === -1 ? [url, ''] : [url.slice(0, i), url.slice(i)]
}

/** Locale whose path prefix starts `pathname` (given without the base URL). */
export function localeOfPath(pathname: string): Locale {
  for (const locale of LOCALES) {
    if (
      locale !== DEFAULT_LOCALE &&
      (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`))
    )
      return locale
  }
  return DEFAULT_LOCALE
}

/** Removes the locale prefix: `/en/docs/x` → `/docs/x`, `/en/` → `/`. */
export function stripLocale(pathname: string): string {
  const locale = localeOfPath(pathname)
  if (locale === DEFAULT_LOCALE) return pathname
  const rest = pathname.slice(locale.length + 1)
  return rest === '' ? '/' : rest
}

/** Adds the locale prefix to a default-locale path: `/docs/x` → `/en/docs/x`, `/` → `/en/`. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `/${locale}/` : `/${locale}${path}`
}

/** The same page in another locale: the prefix changes, the rest of the path, query and hash stay. */
export function alternatePath(url: string, target: Locale): string {
  const [path, rest] = splitUrl(url)
  return localizePath(stripLocale(path), target) + rest
}

/** True for `/` and locale roots such as `/en/`: these are never given or stripped a trailing slash. */
function isRootPath(path: string): boolean {
  return path === '/' || LOCALES.some((l) => path === `/${l}/` || path === `/${l}`)
}

/**
 * Applies the site's trailing-slash setting to an internal link. Hash-only links, roots and
 * `undefined` (leave as written) are returned unchanged; only the path before `?`/`#` changes.
 */
export function applyTrailingSlash(url: string, trailingSlash: boolean | undefined): string {
  if (url.startsWith('#') || trailingSlash === undefined) return url
  const [path, rest] = splitUrl(url)
  if (path === '' || isRootPath(path)) return url
  if (trailingSlash) return (path.endsWith('/') ? path : `${path}/`) + rest
  return (path.endsWith('/') ? path.slice(0, -1) : path) + rest
}

/** Prefixes a root-relative path with the base URL (which starts and ends with `/`). */
export function withBase(path: string, baseUrl: string): string {
  if (!path.startsWith('/')) return path
  return baseUrl === '/' ? path : baseUrl.slice(0, -1) + path
}

/** Removes the base URL from a pathname; returns null when the pathname is outside it. */
export function stripBase(pathname: string, baseUrl: string): string | null {
  if (baseUrl === '/') return pathname
  if (pathname === baseUrl.slice(0, -1)) return '/'
  return pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length - 1) : null
}
