import type { DocInfo } from './load-index.ts'
import type { Matches } from './score.ts'

/** A ranked match. */
export interface Hit {
  id: number
  score: number
}

/** The `k` smallest of `items` under `before`, sorted; a bounded heap, so a long tail costs little. */
export function smallest<T>(items: readonly T[], k: number, before: (a: T, b: T) => number): T[] {
  if (items.length <= k * 4) return items.slice().sort(before).slice(0, k)
  // Max-heap (by `before`) of the best k so far.
  const heap: T[] = []
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (before(heap[parent]!, heap[i]!) >= 0) return
      ;[heap[parent], heap[i]] = [heap[i]!, heap[parent]!]
      i = parent
    }
  }
  const down = (i: number) => {
    for (;;) {
      const left = i * 2 + 1
      const right = left + 1
      let worst = i
      if (left < heap.length && before(heap[left]!, heap[worst]!) > 0) worst = left
      if (right < heap.length && before(heap[right]!, heap[worst]!) > 0) worst = right
      if (worst === i) return
      ;[heap[worst], heap[i]] = [heap[i]!, heap[worst]!]
      i = worst
    }
  }
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item)
      up(heap.length - 1)
    } else if (k > 0 && before(item, heap[0]!) < 0) {
      heap[0] = item
      down(0)
    }
  }
  return heap.sort(before)
}

/**
 * The first `limit` hits in result order: page titles first, then headings, then text, by score
 * within each type; then grouped under their page, pages in the order of their best hit, the page's
 * title hit first. Only the pages that can reach the first `limit` places are sorted.
 */
export function rankHits(matches: Matches, docs: readonly DocInfo[], limit: number): Hit[] {
  const { ids, scores } = matches
  const before = (a: number, b: number) => docs[ids[a]!]!.type - docs[ids[b]!]!.type || scores[b]! - scores[a]! || ids[a]! - ids[b]!
  const bestOfPage = new Map<number, number>()
  for (let i = 0; i < ids.length; i++) {
    const page = docs[ids[i]!]!.page
    const best = bestOfPage.get(page)
    if (best === undefined || before(i, best) < 0) bestOfPage.set(page, i)
  }
  // A page fills at least one place, so the first `limit` places come from the best `limit` pages.
  const pages = smallest([...bestOfPage.values()], limit, before).map((i) => docs[ids[i]!]!.page)
  const groups = new Map<number, number[]>(pages.map((page) => [page, []]))
  for (let i = 0; i < ids.length; i++) groups.get(docs[ids[i]!]!.page)?.push(i)
  const hits: Hit[] = []
  for (const page of pages) {
    // Within a group the sort puts the title (type 0) first.
    for (const i of groups.get(page)!.sort(before)) {
      if (hits.length === limit) return hits
      hits.push({ id: ids[i]!, score: scores[i]! })
    }
  }
  return hits
}
