import type { SearchIndex } from './search-index.ts'

/**
 * One clause of a query, as lunr.Query#term would hold it once lunr has expanded it: the index
 * terms it stands for (a wildcard's expansion, or the term itself when indexed), whether a document
 * must hold one of them, and the boost each adds to the query vector.
 */
export interface Clause {
  terms: readonly string[]
  required: boolean
  boost: number
}

/** Matching documents with their scores, and the matched terms in the order the clauses named them. */
export interface Matches {
  ids: Int32Array
  scores: Float64Array
  terms: string[]
}

export const NO_MATCHES: Matches = {
  ids: new Int32Array(0),
  scores: new Float64Array(0),
  terms: [],
}

/** Pages whose documents alone are scored (see narrowPages): each document's page, and 1 for a page kept. */
export interface PageFilter {
  page: Int32Array
  ok: Uint8Array
}

/**
 * lunr.Index#query for one field without pipeline or prohibited clauses, with identical scores: a
 * document's score is the dot product of the query vector (each expanded term weighted by the sum of
 * its clauses' boosts) and the document's field vector, divided by the query vector's magnitude;
 * sums run in ascending term order, as lunr's sorted vectors do (term order here is code-unit
 * order). Documents must hold a term of every required clause; a required clause that expands to
 * nothing matches nothing.
 *
 * Unlike lunr, it walks only the postings of the query's terms: no token-set intersection, no
 * per-posting objects, no merge with each document's whole field vector.
 */
export function scoreClauses(
  index: SearchIndex,
  clauses: readonly Clause[],
  pages: PageFilter | null = null,
): Matches {
  const weights = new Map<string, number>()
  const named: string[] = []
  // Like lunr's token-set intersection, a clause keeps only the terms the index holds.
  const present = clauses.map((clause) => ({
    ...clause,
    terms: clause.terms.filter((term) => index.postings(term) !== null),
  }))
  for (const clause of present) {
    if (clause.required && clause.terms.length === 0) return NO_MATCHES
    for (const term of clause.terms) {
      const weight = weights.get(term)
      if (weight === undefined) named.push(term)
      weights.set(term, (weight ?? 0) + clause.boost)
    }
  }
  if (!named.length) return NO_MATCHES
  const sorted = named.slice().sort()
  let squares = 0
  for (const term of sorted) squares += weights.get(term)! ** 2
  const magnitude = Math.sqrt(squares)

  const { score, stamp, need, last, touched, generation } = index.scratch()
  let count = 0
  for (const term of sorted) {
    const postings = index.postings(term)
    if (!postings) continue
    const weight = weights.get(term)!
    const { docs, weights: field } = postings
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!
      // A document left out is never stamped, so nothing below reads it.
      if (pages && pages.ok[pages.page[doc]!] === 0) continue
      if (stamp[doc] !== generation) {
        stamp[doc] = generation
        score[doc] = 0
        need[doc] = 0
        last[doc] = -1
        touched[count++] = doc
      }
      score[doc]! += weight * field[i]!
    }
  }

  let required = 0
  present.forEach((clause, c) => {
    if (!clause.required) return
    required++
    for (const term of clause.terms) {
      const docs = index.postings(term)?.docs
      if (!docs) continue
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i]!
        if (last[doc] !== c) {
          last[doc] = c
          need[doc]!++
        }
      }
    }
  })

  let kept = 0
  const ids = new Int32Array(count)
  const scores = new Float64Array(count)
  for (let i = 0; i < count; i++) {
    const doc = touched[i]!
    if (need[doc] !== required) continue
    ids[kept] = doc
    scores[kept++] = score[doc]! / magnitude || 0
  }
  return { ids: ids.subarray(0, kept), scores: scores.subarray(0, kept), terms: named }
}
