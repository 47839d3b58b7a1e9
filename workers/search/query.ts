import { matchPlan, type Matched } from './match.ts'
import type { PhraseBook } from './phrases.ts'
import { planQuery, type QueryPlan } from './query-plan.ts'
import type { PageFilter } from './score.ts'
import type { SearchIndex } from './search-index.ts'

/** A query's plan and what it matched. */
export interface QueryOutcome {
  plan: QueryPlan
  matches: Matched
  /** The index terms the query was made of, as typed (for the result's `tokens`). */
  tokens: string[]
}

/**
 * Runs a query without lunr's query parser (it throws on `foo:`, `~`, `^` and splits only on
 * spaces): the shared tokenizer cuts it, glossary phrases bring their synonyms, question words
 * become optional, the last word is a prefix while it may still be typed, Latin words also match
 * their nearest indexed words. Every document holding any term is scored; rankHits decides which
 * are shown, by how much of the query each page holds.
 */
export function runQuery(index: SearchIndex, phrases: PhraseBook, query: string): QueryOutcome {
  return outcomeOf(index, planOf(index, phrases, query))
}

/** The plan of what a caller sent as a query (anything but a string plans as no query). */
export const planOf = (index: SearchIndex, phrases: PhraseBook, query: unknown): QueryPlan =>
  planQuery(index, phrases, typeof query === 'string' ? query : '')

/** What a planned query matches: in every document, or in those of the pages `pages` keeps. */
export function outcomeOf(
  index: SearchIndex,
  plan: QueryPlan,
  pages: PageFilter | null = null,
): QueryOutcome {
  const tokens = [
    ...new Set(
      plan.parts.flatMap((part) => {
        const first = part.alternatives[0]
        return first?.whole !== undefined
          ? [first.whole]
          : (first?.slots.flatMap((slot) => (slot.length === 1 ? slot : [])) ?? [])
      }),
    ),
  ]
  return { plan, matches: matchPlan(index, plan, pages), tokens }
}
