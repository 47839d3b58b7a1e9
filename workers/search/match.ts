import { planNeeds, planTerms, type Need, type QueryPlan } from './query-plan.ts'
import { NO_MATCHES, scoreClauses, type Matches, type PageFilter } from './score.ts'
import { nextSerial, type SearchIndex } from './search-index.ts'
import { hasCjk } from '../../src/shared/search/tokenize.ts'

/** The documents holding any term of a query plan, and which of its parts each holds. */
export interface Matched extends Matches {
  /** Per document (aligned with `ids`): bit mask of the parts it holds as typed or by a synonym. */
  exact: Int32Array
  /** The same for parts held only by a typo's correction. */
  fuzzy: Int32Array
  /** The parts it holds in the reader's own words, not only by a glossary synonym or a typo's correction. */
  literal: Int32Array
  /** Bits of the parts a page needs (every part but question words and particles). */
  needed: number
  /** How many of which parts a page needs (see planNeeds). */
  needs: Need[]
  /** Parts a page's title lends to its sections (see lentParts). */
  lent: number
}

export const NOTHING_MATCHED: Matched = {
  ...NO_MATCHES,
  exact: new Int32Array(0),
  fuzzy: new Int32Array(0),
  literal: new Int32Array(0),
  needed: 0,
  needs: [],
  lent: 0,
}

/**
 * Scores every document holding any term of the plan with lunr's model (one optional clause per
 * term, boosts summed: the same score lunr.Index#query gives such a query), then marks which parts
 * each holds: a part is held when one of its alternatives has enough of its slots. With `pages`,
 * only the documents of the pages it keeps.
 */
export function matchPlan(
  index: SearchIndex,
  plan: QueryPlan,
  pages: PageFilter | null = null,
): Matched {
  if (!plan.parts.length) return NOTHING_MATCHED
  const boosts = planTerms(plan)
  const scored = scoreClauses(
    index,
    [...boosts].map(([term, boost]) => ({ terms: [term], required: false, boost })),
    pages,
  )
  if (!scored.ids.length) return NOTHING_MATCHED
  const work = index.scratch()
  const { exact, fuzzy, literal, need, owner, slot } = work
  for (const doc of scored.ids) {
    exact[doc] = 0
    fuzzy[doc] = 0
    literal[doc] = 0
  }
  let needed = 0
  /** Marks the documents holding part `p`; false when no document of the index holds it (filtered out or not). */
  const mark = (part: QueryPlan['parts'][number], p: number, phrasesInText: boolean): boolean => {
    const bit = 1 << p
    let held = false
    for (const alternative of part.alternatives) {
      const target = alternative.fuzzy ? fuzzy : exact
      const own = !alternative.fuzzy && !alternative.synonym
      if (alternative.slots.length === 1) {
        for (const term of alternative.slots[0]!) {
          const docs = index.postings(term)?.docs
          if (docs) {
            if (docs.length) held = true
            for (let i = 0; i < docs.length; i++) target[docs[i]!]! |= bit
            if (own) for (let i = 0; i < docs.length; i++) literal[docs[i]!]! |= bit
          }
        }
        continue
      }
      const pass = nextSerial(work)
      // A glossary synonym of several words counts in titles and headings only: the index keeps no
      // word positions, and a page's whole text holds "custom" and "support" apart far more often
      // than "customer support". A short Chinese word (two bigrams, 信用卡) stays a phrase in text.
      // When no page holds the part otherwise, a Chinese synonym counts in text after all: its
      // bigrams overlap, so they seldom stand apart (自动读出来 finds the pages that say 自动朗读).
      // English words apart in a page's text (hover … to … a word) stay no evidence.
      const titlesOnly =
        alternative.synonym &&
        (hasCjk(alternative.slots[0]![0] ?? '')
          ? alternative.slots.length > 2 && !phrasesInText
          : true)
      const upTo = titlesOnly ? index.firstText : Infinity
      for (const terms of alternative.slots) {
        const id = nextSerial(work)
        for (const term of terms) {
          const docs = index.postings(term)?.docs
          if (!docs) continue
          for (let i = 0; i < docs.length; i++) {
            const doc = docs[i]!
            if (doc >= upTo) break
            if (slot[doc] === id) continue
            slot[doc] = id
            if (owner[doc] !== pass) {
              owner[doc] = pass
              need[doc] = 0
            }
            if (++need[doc]! === alternative.minimum) {
              held = true
              target[doc]! |= bit
              if (own) literal[doc]! |= bit
            }
          }
        }
      }
    }
    return held
  }
  plan.parts.forEach((part, p) => {
    if (!part.stop) needed |= 1 << p
    if (!mark(part, p, false) && !part.stop) mark(part, p, true)
  })
  const count = scored.ids.length
  const out: Matched = {
    ...scored,
    exact: new Int32Array(count),
    fuzzy: new Int32Array(count),
    literal: new Int32Array(count),
    needed,
    needs: planNeeds(plan),
    lent: lentParts(index, plan, needed),
  }
  for (let i = 0; i < count; i++) {
    const doc = scored.ids[i]!
    out.exact[i] = exact[doc]!
    out.fuzzy[i] = fuzzy[doc]! & ~exact[doc]!
    out.literal[i] = literal[doc]!
  }
  // Marks go on what the reader looked for, not on the question words around it.
  const marked = new Set<string>()
  plan.parts.forEach((part) => {
    if (part.stop) return
    for (const alternative of part.alternatives) {
      for (const terms of alternative.slots)
        for (const term of terms) if (index.df(term) > 0) marked.add(term)
    }
  })
  out.terms = [...marked]
  return out
}

/** A needed part held by at most this share of the documents that hold the query's most common part is rare. */
const RARE_SHARE = 2 / 3

/**
 * The needed parts a page's title lends to its sections (see rankHits): those clearly rarer in the
 * index than the query's most common needed part. In "deepseek api" the title DeepSeek tells which
 * page is meant; a title holding "api", or 翻译, tells little. Read from the index, so the same
 * whether or not the documents were narrowed (see narrowPages).
 */
function lentParts(index: SearchIndex, plan: QueryPlan, needed: number): number {
  const dfOf = plan.parts.map((part) =>
    part.alternatives
      .filter((a) => !a.fuzzy)
      .reduce((n, a) => n + a.slots.flat().reduce((m, term) => m + index.df(term), 0), 0),
  )
  let most = 0
  dfOf.forEach((df, p) => {
    if (needed & (1 << p) && df > most) most = df
  })
  let lent = 0
  dfOf.forEach((df, p) => {
    if (needed & (1 << p) && df > 0 && df <= most * RARE_SHARE) lent |= 1 << p
  })
  return lent
}
