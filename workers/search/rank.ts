import type { Hit } from './query.ts'
import type { DocInfo } from './load-index.ts'

/**
 * Orders hits: page titles first, then headings, then text, by score within each type; then groups
 * them under their page, pages in the order of their best hit, the page's title hit first.
 */
export function rankHits(hits: readonly Hit[], docs: readonly DocInfo[]): Hit[] {
  const sorted = [...hits].sort((a, b) => docs[a.id]!.type - docs[b.id]!.type || b.score - a.score || a.id - b.id)
  const groups = new Map<number, Hit[]>()
  for (const hit of sorted) {
    const page = docs[hit.id]!.page
    const group = groups.get(page)
    if (group) group.push(hit)
    else groups.set(page, [hit])
  }
  // Within a group the sort already put the title (type 0) first.
  return [...groups.values()].flat()
}
