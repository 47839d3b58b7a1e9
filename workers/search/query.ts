import lunr from 'lunr'
import { stemWord, tokenizeQuery, type QueryToken } from '../../src/shared/search/tokenize.ts'

/** More terms than this are cut off: long pasted text must stay fast (docusaurus-search-local #312). */
export const MAX_QUERY_TERMS = 12
/** Only this much of the query is read at all. */
const MAX_QUERY_LENGTH = 1000
/** Words this long or longer may also match with one typo. */
const FUZZY_MIN_LENGTH = 4

/** A lunr hit. */
export interface Hit {
  id: number
  score: number
  metadata: Record<string, Record<string, object>>
}

/** The hits of the first pass that found anything, and the terms that pass searched for. */
export interface QueryOutcome {
  hits: Hit[]
  tokens: string[]
}

interface Term {
  term: string
  /** Trailing wildcard on this (the word still being typed). */
  prefix?: string
  /** Leading and trailing wildcard: a lone CJK character anywhere in a bigram. */
  infix?: boolean
  fuzzy?: boolean
}

const REQUIRED = lunr.Query.presence.REQUIRED
const OPTIONAL = lunr.Query.presence.OPTIONAL
const isLoneCjk = (token: QueryToken) => token.kind === 'cjk' && Array.from(token.term).length === 1

/** The part of a typed word every longer word with that start keeps after stemming (settings → set). */
function stemSafePrefix(typed: string): string {
  const stem = stemWord(typed)
  let i = 0
  while (i < typed.length && typed[i] === stem[i]) i++
  return typed.slice(0, Math.max(i, 1))
}

function exactTerms(tokens: readonly QueryToken[], typing: boolean): Term[] {
  return tokens.map((token, i): Term => {
    if (isLoneCjk(token)) return { term: token.term, prefix: token.term }
    if (!typing || i < tokens.length - 1) return { term: token.term }
    return { term: token.term, prefix: token.kind === 'word' ? stemSafePrefix(token.typed) : token.term }
  })
}

/** Second pass: joined words split into parts, typos allowed in long words, lone CJK characters anywhere. */
function looseTerms(tokens: readonly QueryToken[], typing: boolean): Term[] {
  return tokens.flatMap((token, i): Term[] => {
    const last = typing && i === tokens.length - 1
    if (isLoneCjk(token)) return [{ term: token.term, infix: true }]
    if (token.kind === 'joined' && token.parts.length) {
      return token.parts.map((part, j) => (last && j === token.parts.length - 1 ? { term: part, prefix: part } : { term: part }))
    }
    if (token.kind === 'word' && token.typed.length >= FUZZY_MIN_LENGTH) return [{ term: token.term, fuzzy: true }]
    return [last ? { term: token.term, prefix: token.kind === 'word' ? stemSafePrefix(token.typed) : token.term } : { term: token.term }]
  })
}

function run(index: lunr.Index, terms: readonly Term[]): Hit[] {
  const results = index.query((q) => {
    for (const t of terms) {
      if (t.infix) {
        q.term(t.term, { presence: REQUIRED, usePipeline: false, wildcard: lunr.Query.wildcard.LEADING | lunr.Query.wildcard.TRAILING })
      } else if (t.prefix !== undefined) {
        q.term(t.prefix, { presence: REQUIRED, usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING })
        // The whole word scores higher than words that merely start with it.
        q.term(t.term, { presence: OPTIONAL, usePipeline: false, boost: 10 })
      } else {
        q.term(t.term, { presence: REQUIRED, usePipeline: false, editDistance: t.fuzzy ? 1 : 0 })
      }
    }
  })
  return results.map((r) => ({ id: Number(r.ref), score: r.score, metadata: r.matchData.metadata as Hit['metadata'] }))
}

/** Hits of several passes, each document once with its best score. */
function union(lists: readonly Hit[][]): Hit[] {
  const best = new Map<number, Hit>()
  for (const hit of lists.flat()) {
    const seen = best.get(hit.id)
    if (!seen || seen.score < hit.score) best.set(hit.id, hit)
  }
  return [...best.values()]
}

/**
 * Searches without lunr's query parser (it throws on `foo:`, `~`, `^` and splits only on spaces):
 * the query is cut by the shared tokenizer and every term is REQUIRED, the last one as a prefix
 * while it may still be typed. When nothing is found: joined words split into parts, one typo in
 * words of 4+ letters; then one term left out at a time.
 */
export function runQuery(index: lunr.Index, query: string): QueryOutcome {
  const text = query.slice(0, MAX_QUERY_LENGTH)
  const all = tokenizeQuery(text)
  const tokens = all.slice(0, MAX_QUERY_TERMS)
  if (!tokens.length) return { hits: [], tokens: [] }
  // A trailing space or punctuation ends the last word; so does cutting the query short.
  const typing = tokens.length === all.length && /[\p{L}\p{N}\p{M}+#._'-]$/u.test(text)

  const exact = exactTerms(tokens, typing)
  let hits = run(index, exact)
  if (hits.length) return { hits, tokens: exact.map((t) => t.term) }

  const loose = looseTerms(tokens, typing)
  hits = run(index, loose)
  if (hits.length || loose.length < 2) return { hits, tokens: loose.map((t) => t.term) }

  // Typos are not tried here: a fuzzy term costs far more than an exact one, and this pass runs
  // the query once per term.
  const strict = loose.map((t) => ({ ...t, fuzzy: false }))
  hits = union(strict.map((_, skip) => run(index, strict.filter((__, i) => i !== skip))))
  return { hits, tokens: strict.map((t) => t.term) }
}
