import { applyTrailingSlash, localizePath, withBase } from '../shared/paths.ts'
import type { Locale } from '../shared/config/schema.ts'

/** The query parameter that carries search terms to the page a result opens (one per term). */
export const HIGHLIGHT_PARAM = '_highlight'

/** The parts of the site config links are built from (the real one in the app, a stand-in in tests). */
export interface LinkConfig {
  baseUrl: string
  trailingSlash?: boolean | undefined
}

/**
 * Public URL of a result: base URL and trailing-slash rule applied to its path, then one
 * `_highlight` per term, then the hash. The terms go before the `#`: after it they would be part of
 * the fragment and never reach the page (a bug of the search this one replaces, #266).
 */
export function resultHref(url: string, terms: readonly string[], config: LinkConfig): string {
  const cut = url.indexOf('#')
  const path = cut === -1 ? url : url.slice(0, cut)
  const hash = cut === -1 ? '' : url.slice(cut)
  const params = new URLSearchParams()
  for (const term of terms) if (term !== '') params.append(HIGHLIGHT_PARAM, term)
  const query = params.toString()
  return (
    withBase(applyTrailingSlash(path, config.trailingSlash), config.baseUrl) +
    (query ? `?${query}` : '') +
    hash
  )
}

/** URL of the search page of `locale` for `query`, within a search context when one is given. */
export function searchPageHref(
  locale: Locale,
  query: string,
  ctx: string | null,
  config: LinkConfig,
): string {
  const params = new URLSearchParams({ q: query })
  if (ctx) params.set('ctx', ctx)
  return `${withBase(applyTrailingSlash(localizePath('/search', locale), config.trailingSlash), config.baseUrl)}?${params}`
}

/**
 * URL of the index a search runs on: the locale's own, or with `?version=x` the one the old search
 * plugin kept per docs version, `baseUrl + x + <index path>`. `x` comes from the address bar, so the
 * result may point anywhere (`//evil.example/`): the worker refuses any URL off the page's origin
 * before fetching, and this function deliberately does not try to clean it up.
 */
export function versionIndexUrl(
  indexUrl: string,
  baseUrl: string,
  version: string | null | undefined,
): string {
  if (!version) return indexUrl
  const file = indexUrl.startsWith(baseUrl)
    ? indexUrl.slice(baseUrl.length)
    : indexUrl.replace(/^\/+/u, '')
  return baseUrl + (version.endsWith('/') ? version : `${version}/`) + file
}
