import type { Docs } from './load-index.ts'
import { planNeeds, type QueryPlan } from './query-plan.ts'
import type { PageFilter } from './score.ts'
import type { SearchIndex } from './search-index.ts'

/**
 * The filter narrows the documents scored only when it leaves at most this share of the postings
 * the query walks: otherwise walking them twice (narrowed, then whole when too few pages hold the
 * query) would cost more than it saves.
 */
const NARROW_SHARE = 1 / 10

/**
 * Pages that may hold every part the query needs as typed (or by a synonym): a superset of the
 * pages rankHits counts as strict. A need of k of its n parts (a Chinese run's bigrams; one part
 * otherwise) is held only by pages holding one of its n-k+1 rarest parts, since the others are
 * fewer than k; the need with the fewest such documents decides. Null when no need narrows the
 * query much (see NARROW_SHARE).
 *
 * On a large site a common word ("翻译") is in most documents: when a rarer part is needed too,
 * ranking the pages that hold it gives the same first results for a fraction of the work, as long
 * as enough of them hold the whole query (see rank in api.ts).
 */
export function narrowPages(index: SearchIndex, plan: QueryPlan, docs: Docs): PageFilter | null {
  const needs = planNeeds(plan)
  if (!needs.length) return null
  // Documents holding each part as typed or by a synonym, at most (a phrase's slots count apart).
  const termsOf = plan.parts.map((part) => [
    ...new Set(part.alternatives.filter((a) => !a.fuzzy).flatMap((a) => a.slots.flat())),
  ])
  const dfOf = termsOf.map((terms) => terms.reduce((n, term) => n + index.df(term), 0))
  const walked = dfOf.reduce((n, df) => n + df, 0)
  let best: number[] | null = null
  let bestDf = Infinity
  for (const { mask, need } of needs) {
    const parts = plan.parts.map((_, p) => p).filter((p) => mask & (1 << p))
    const rarest = parts.sort((a, b) => dfOf[a]! - dfOf[b]!).slice(0, parts.length - need + 1)
    const df = rarest.reduce((n, p) => n + dfOf[p]!, 0)
    if (df < bestDf) {
      best = rarest
      bestDf = df
    }
  }
  // No page holds the rarest need: none holds the whole query, and the whole match set is ranked.
  if (!best || bestDf === 0 || bestDf > walked * NARROW_SHARE) return null
  const pages = docs.count ? docs.page[docs.count - 1]! + 1 : 0
  const ok = new Uint8Array(pages)
  for (const p of best) {
    for (const term of termsOf[p]!) {
      const held = index.postings(term)?.docs
      if (held) for (let i = 0; i < held.length; i++) ok[docs.page[held[i]!]!] = 1
    }
  }
  return { page: docs.page, ok }
}
