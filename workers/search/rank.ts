import type { DocInfo } from './load-index.ts'
import { DOC_TEXT } from '../../src/shared/search/documents.ts'
import type { Matched } from './match.ts'
import type { Need } from './query-plan.ts'

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

/** What a ranking tells about the query beyond its hits. */
export interface Ranking {
  hits: Hit[]
  /** Pages that hold every part the query needs, as typed or by a synonym: what every-term matching finds. */
  strictPages: number
  /** Pages ranked (all of them, not only those hits were taken from). */
  pages: number
  /** Share of the needed parts that the best page holds as typed (1 for a page that holds them all). */
  coverage: number
  /** Whether the best page's best hit is its title or a heading rather than its text. */
  titled: boolean
}

/** Every-term matching finding fewer pages than this ranks the pages that hold most of the query instead. */
export const FALLBACK_BELOW = 8
/** Hits of one page among the first `limit` while other pages wait for a place. */
export const HITS_PER_PAGE = 2

const bitCount = (n: number) => {
  let count = 0
  for (let v = n >>> 0; v; v &= v - 1) count++
  return count
}

/** How much of the query parts in `held` make: per need, the parts held, up to its need. */
function coverageOf(held: number, needs: readonly Need[]): number {
  let sum = 0
  for (const { mask, need } of needs) sum += Math.min(bitCount(held & mask), need)
  return sum
}

interface PageScore {
  page: number
  /** Parts held as typed (or by a synonym), and held at all, by any of the page's hits. */
  exact: number
  any: number
  coverage: number
  fuzzy: number
  /** Needed parts held, each counted (a CJK run's bigrams beyond its need too: the words stand together). */
  held: number
  /** Index into the matches of the page's best hit, and how much of the query that hit holds. */
  best: number
  bestCoverage: number
  hits: number[]
}

/**
 * The first `limit` hits in result order. Pages are ranked by how many of the parts the query
 * needs they hold (coverage), then by how few of those only a typo's correction holds, then by
 * their best hit: the one that holds most of the query by itself, then title before headings
 * before text, then by how many of a Chinese run's bigrams the page holds (the words side by
 * side), then lunr's score. When at least FALLBACK_BELOW pages hold every needed part, only those
 * are ranked; otherwise also the pages that hold at least half as much as the best one. A page's
 * hits stay together, the one holding most of the query first (then title, headings, text); it
 * takes at most HITS_PER_PAGE places while other pages wait for one.
 */
export function rankHits(matched: Matched, docs: readonly DocInfo[], limit: number): Ranking {
  const { ids, scores, exact, fuzzy, needed, needs } = matched
  const before = (a: number, b: number) => docs[ids[a]!]!.type - docs[ids[b]!]!.type || scores[b]! - scores[a]! || ids[a]! - ids[b]!
  // A hit's own coverage, what it holds as typed counting double: a typo's correction ranks lower.
  const own = new Map<number, number>()
  const ownCoverage = (i: number) => {
    let c = own.get(i)
    if (c === undefined) own.set(i, (c = coverageOf(exact[i]! | fuzzy[i]!, needs) + coverageOf(exact[i]!, needs)))
    return c
  }
  const better = (a: number, b: number) => ownCoverage(b) - ownCoverage(a) || before(a, b)
  const byPage = new Map<number, PageScore>()
  for (let i = 0; i < ids.length; i++) {
    // A hit that holds only question words is not shown.
    if (((exact[i]! | fuzzy[i]!) & needed) === 0) continue
    const page = docs[ids[i]!]!.page
    let score = byPage.get(page)
    if (!score) byPage.set(page, (score = { page, exact: 0, any: 0, coverage: 0, fuzzy: 0, held: 0, best: i, bestCoverage: 0, hits: [] }))
    score.exact |= exact[i]!
    score.any |= exact[i]! | fuzzy[i]!
    score.hits.push(i)
    if (better(i, score.best) < 0) score.best = i
  }
  const total = needs.reduce((sum, n) => sum + n.need, 0)
  let strict = 0
  let most = 0
  for (const score of byPage.values()) {
    score.coverage = coverageOf(score.any, needs)
    score.fuzzy = score.coverage - coverageOf(score.exact, needs)
    score.held = bitCount(score.any & needed)
    score.bestCoverage = ownCoverage(score.best)
    if (score.coverage === total && score.fuzzy === 0) strict++
    most = Math.max(most, score.coverage)
  }
  const floor = strict >= FALLBACK_BELOW ? total + 1 : Math.max(1, Math.ceil(most / 2))
  const candidates = [...byPage.values()].filter((score) => (floor > total ? score.coverage === total && score.fuzzy === 0 : score.coverage >= floor))
  const order = (a: PageScore, b: PageScore) =>
    b.coverage - a.coverage ||
    a.fuzzy - b.fuzzy ||
    b.bestCoverage - a.bestCoverage ||
    docs[ids[a.best]!]!.type - docs[ids[b.best]!]!.type ||
    b.held - a.held ||
    scores[b.best]! - scores[a.best]! ||
    a.page - b.page
  const pages = smallest(candidates, limit, order)
  const top = pages[0]
  const ranking: Ranking = {
    hits: [],
    strictPages: strict,
    pages: candidates.length,
    coverage: top && total ? coverageOf(top.exact, needs) / total : 0,
    titled: !!top && docs[ids[top.best]!]!.type !== DOC_TEXT && coverageOf(exact[top.best]!, needs) === total,
  }
  // Places: up to HITS_PER_PAGE a page, in page order, then the rest in the same order.
  const taken = pages.map(() => 0)
  let left = limit
  for (const cap of [HITS_PER_PAGE, Infinity]) {
    pages.forEach((score, p) => {
      const more = Math.min(score.hits.length, cap) - taken[p]!
      const take = Math.max(0, Math.min(more, left))
      taken[p]! += take
      left -= take
    })
  }
  pages.forEach((score, p) => {
    for (const i of score.hits.sort(better).slice(0, taken[p])) ranking.hits.push({ id: ids[i]!, score: scores[i]! })
  })
  return ranking
}
