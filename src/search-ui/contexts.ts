import type { Locale } from '../shared/config/schema.ts'
import { localizePath, stripLocale } from '../shared/paths.ts'

/** A part of the site a search can be limited to: a path prefix and its name. */
export interface SearchContext {
  /** Path without locale, leading or trailing slash, e.g. `docs/faqs`; the value of `?ctx=`. */
  path: string
  label: Record<Locale, string>
}

interface NavLink {
  label: Record<Locale, string>
  to?: string
}

/**
 * The search contexts of the site: its sections, taken from the navbar links that point at a
 * section (`/blog`, `/docs/faqs/`), not at a single page or an anchor. The config has no option for
 * them, and the old site had none; deriving them keeps `?ctx=` bounded to names the site shows.
 */
export function searchContexts(items: readonly NavLink[]): SearchContext[] {
  const out: SearchContext[] = []
  for (const { label, to } of items) {
    if (!to || /[?#]/u.test(to)) continue
    const path = to.replace(/^\/+|\/+$/gu, '')
    const depth = path.split('/').length
    if (
      path === '' ||
      depth > 2 ||
      (depth === 1 && path !== 'blog') ||
      out.some((c) => c.path === path)
    )
      continue
    out.push({ path, label })
  }
  return out
}

/** The context `?ctx=` names, or null for none or an unknown one (ignored, as the old plugin did). */
export function findContext(
  contexts: readonly SearchContext[],
  ctx: string | null | undefined,
): SearchContext | null {
  if (!ctx) return null
  const path = ctx.replace(/^\/+|\/+$/gu, '')
  return contexts.find((c) => c.path === path) ?? null
}

/** The context a page belongs to (by its path, with or without locale prefix), or null. */
export function contextOfPath(
  contexts: readonly SearchContext[],
  pathname: string,
): SearchContext | null {
  const path = stripLocale(pathname)
  return contexts.find((c) => path === `/${c.path}` || path.startsWith(`/${c.path}/`)) ?? null
}

/** True when a result URL (path with locale prefix, maybe a hash) lies inside `context`. */
export function inContext(url: string, context: SearchContext, locale: Locale): boolean {
  const prefix = localizePath(`/${context.path}`, locale)
  const path = url.replace(/[?#].*$/u, '')
  return path === prefix || path.startsWith(`${prefix}/`)
}
