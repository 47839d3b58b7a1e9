import { stripBase } from '../../shared/paths.ts'

interface Here {
  origin: string
  pathname: string
  search: string
}

/**
 * The href the router should open for a link inside rendered content, or null when the browser
 * should follow it itself: other origins, paths outside the site's base, files (images, PDFs),
 * links with a target or `download`, and jumps to a heading of the current page.
 */
export function internalHref(link: HTMLAnchorElement, here: Here, baseUrl: string): string | null {
  const raw = link.getAttribute('href')
  if (!raw?.startsWith('/') || raw.startsWith('//')) return null
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  const url = new URL(raw, here.origin)
  if (url.origin !== here.origin || stripBase(url.pathname, baseUrl) === null) return null
  if (/\.[a-z0-9]+$/iu.test(url.pathname) && !url.pathname.endsWith('.html')) return null
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null
  return url.pathname + url.search + url.hash
}
