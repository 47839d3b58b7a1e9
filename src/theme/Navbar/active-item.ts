import type { LinkItem } from '../../shared/config/schema.ts'
import { pathKey } from '../../shared/site-layout/route-key.ts'

/**
 * Index of the navbar item whose section holds the current page (a route key: default-locale
 * path without trailing slash), or -1. A section is the item's first two path segments
 * (`/docs/guides/summary` stands for all of `/docs/guides`); an item deeper than three segments
 * (a single blog post) only matches itself. The longest match wins.
 */
export function activeNavItem(items: readonly LinkItem[], current: string): number {
  let best = -1
  let bestLength = 0
  items.forEach((item, i) => {
    if (!('to' in item)) return
    const path = pathKey(item.to)
    const segments = path.split('/').filter(Boolean)
    const section = segments.length > 3 ? path : `/${segments.slice(0, 2).join('/')}`
    const hit = current === path || current === section || current.startsWith(`${section}/`)
    const length = current === path ? Infinity : section.length
    if (hit && length > bestLength) {
      best = i
      bestLength = length
    }
  })
  return best
}
