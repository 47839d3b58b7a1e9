import { stripLocale } from '../paths.ts'

/**
 * A route path as one spelling: query and hash off, trailing slash off (`/docs/faqs/` and
 * `/docs/faqs` name the same page). The root stays `/`, a locale root keeps its prefix (`/en`).
 */
export function pathKey(path: string): string {
  const bare = path.split(/[?#]/u)[0]!
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare
}

/** Key of a page within its locale, as page lists and the page registry name it: `/en/docs/faqs/` → `/docs/faqs`. */
export function routeKey(pathname: string): string {
  return pathKey(stripLocale(pathKey(pathname)))
}
