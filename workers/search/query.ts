import lunr from 'lunr'
import { stemWord, tokenizeQuery, type QueryToken } from '../../src/shared/search/tokenize.ts'
import type { TermStats } from './term-stats.ts'

/** More terms than this are cut off: long pasted text must stay fast (docusaurus-search-local #312). */
export const MAX_QUERY_TERMS = 12
/** Only this much of the query is read at all. */
const MAX_QUERY_LENGTH = 1000
/** Latin words this long or longer may also match with one typo. */
const TYPO_MIN_LENGTH = 4
const LATIN_WORD = /^[a-z]+$/
/** Bigrams ending with a lone CJK character that a one-character query also looks for. */
const MAX_ENDINGS = 30
/** A bigram this many times rarer than both neighbours is taken for the seam between two words. */
const SEAM_RATIO = 4
/**
 * A prefix whose words hold more postings than this is searched as its most frequent words only:
 * lunr's cost grows with the postings a wildcard touches (`s*`: 3,000 postings and ~10 ms on the
 * en docs, seconds at 10,000 pages).
 */
const MAX_PREFIX_POSTINGS = 2_000
const MAX_COMPLETIONS = 4

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
  /** Scores when present but is not required (a bigram across two words). */
  optional?: boolean
  /** For a query of one lone CJK character: the bigrams ending with it, any of which matches too. */
  endings?: string[]
}

const REQUIRED = lunr.Query.presence.REQUIRED
const OPTIONAL = lunr.Query.presence.OPTIONAL
const isLoneCjk = (token: QueryToken) => token.kind === 'cjk' && Array.from(token.term).length === 1

/**
 * Bigrams that probably straddle two words. 翻译设置 gives 翻译 译设 设置, and requiring 译设 would
 * find only the exact phrase; 译设 is far rarer than both neighbours, so it becomes optional (and
 * still ranks the phrase first). A bigram missing from the index at the end of a run is treated the same.
 */
function seams(stats: TermStats, tokens: readonly QueryToken[]): boolean[] {
  const df = tokens.map((token) => (token.kind === 'cjk' ? stats.df(token.term) : 0))
  const sameRun = (i: number, j: number) => tokens[j]?.kind === 'cjk' && tokens[j]!.run === tokens[i]!.run
  return tokens.map((token, i) => {
    if (token.kind !== 'cjk' || isLoneCjk(token)) return false
    const before = sameRun(i, i - 1)
    const after = sameRun(i, i + 1)
    if (before && after) return df[i]! * SEAM_RATIO < Math.min(df[i - 1]!, df[i + 1]!)
    return df[i] === 0 && (before || after)
  })
}

/** The part of a typed word every longer word with that start keeps after stemming (settings → set). */
function stemSafePrefix(typed: string): string {
  const stem = stemWord(typed)
  let i = 0
  while (i < typed.length && typed[i] === stem[i]) i++
  return typed.slice(0, Math.max(i, 1))
}

function lastTerm(token: QueryToken): Term {
  return { term: token.term, prefix: token.kind === 'word' ? stemSafePrefix(token.typed) : token.term }
}

function exactTerms(tokens: readonly QueryToken[], seam: readonly boolean[], typing: boolean): Term[] {
  return tokens.map((token, i): Term => {
    if (seam[i]) return { term: token.term, optional: true }
    if (isLoneCjk(token)) return { term: token.term, prefix: token.term }
    return typing && i === tokens.length - 1 ? lastTerm(token) : { term: token.term }
  })
}

/**
 * Second pass: joined words split into parts, the closest indexed word for a Latin word of 4+
 * letters that is not indexed (one typo), and for a query of one lone CJK character also the
 * bigrams that end with it. Typos and endings are looked up here rather than left to lunr's fuzzy
 * and leading-wildcard clauses, which walk the whole token set.
 */
function looseTerms(tokens: readonly QueryToken[], seam: readonly boolean[], typing: boolean, stats: TermStats): Term[] {
  return tokens.flatMap((token, i): Term[] => {
    const last = typing && i === tokens.length - 1
    if (seam[i]) return [{ term: token.term, optional: true }]
    if (isLoneCjk(token)) {
      const endings = tokens.length === 1 ? stats.bigramsEndingWith(token.term, MAX_ENDINGS) : undefined
      return [{ term: token.term, prefix: token.term, endings }]
    }
    if (token.kind === 'joined' && token.parts.length) {
      return token.parts.map((part, j) => (last && j === token.parts.length - 1 ? { term: part, prefix: part } : { term: part }))
    }
    const typo = token.kind === 'word' && token.typed.length >= TYPO_MIN_LENGTH && LATIN_WORD.test(token.typed) && stats.df(token.term) === 0
    if (typo) return [{ term: stats.correct(token.term) ?? token.term }]
    return [last ? lastTerm(token) : { term: token.term }]
  })
}

function runOnce(index: lunr.Index, terms: readonly Term[]): Hit[] {
  // Only optional clauses would match any document with any of them: require them all instead.
  const anyRequired = terms.some((t) => !t.optional)
  const results = index.query((q) => {
    for (const t of terms) {
      if (t.endings) {
        // Alone in its query (see looseTerms), so optional clauses mean "any of these".
        q.term(t.term, { presence: OPTIONAL, usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING })
        for (const ending of t.endings) q.term(ending, { presence: OPTIONAL, usePipeline: false })
      } else if (t.optional && anyRequired) {
        q.term(t.term, { presence: OPTIONAL, usePipeline: false })
      } else if (t.prefix !== undefined) {
        q.term(t.prefix, { presence: REQUIRED, usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING })
        // The whole word scores higher than words that merely start with it.
        q.term(t.term, { presence: OPTIONAL, usePipeline: false, boost: 10 })
      } else {
        q.term(t.term, { presence: REQUIRED, usePipeline: false })
      }
    }
  })
  return results.map((r) => ({ id: Number(r.ref), score: r.score, metadata: r.matchData.metadata as Hit['metadata'] }))
}

/** A required term or prefix the index lacks: lunr would still do all the other work, for nothing. */
function cannotMatch(stats: TermStats, terms: readonly Term[]): boolean {
  return terms.some((t) => !t.optional && !t.endings && (t.prefix === undefined ? stats.df(t.term) === 0 : stats.prefixPostings(t.prefix) === 0))
}

/** Runs the terms; a too broad prefix is replaced by its most frequent completions, one query each. */
function run(index: lunr.Index, stats: TermStats, terms: readonly Term[]): Hit[] {
  if (cannotMatch(stats, terms)) return []
  const broad = terms.findIndex((t) => !t.endings && t.prefix !== undefined && stats.prefixPostings(t.prefix) > MAX_PREFIX_POSTINGS)
  if (broad === -1) return runOnce(index, terms)
  const completions = stats.topCompletions(terms[broad]!.prefix!, MAX_COMPLETIONS)
  return union(completions.map((term) => runOnce(index, terms.map((t, i) => (i === broad ? { term } : t)))))
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
 * Latin words of 4+ letters; then one term left out at a time.
 */
export function runQuery(index: lunr.Index, stats: TermStats, query: string): QueryOutcome {
  const text = query.slice(0, MAX_QUERY_LENGTH)
  const all = tokenizeQuery(text)
  const tokens = all.slice(0, MAX_QUERY_TERMS)
  if (!tokens.length) return { hits: [], tokens: [] }
  // A trailing space or punctuation ends the last word; so does cutting the query short.
  const typing = tokens.length === all.length && /[\p{L}\p{N}\p{M}+#._'-]$/u.test(text)
  const seam = seams(stats, tokens)

  const exact = exactTerms(tokens, seam, typing)
  let hits = run(index, stats, exact)
  if (hits.length) return { hits, tokens: exact.map((t) => t.term) }

  const loose = looseTerms(tokens, seam, typing, stats)
  hits = run(index, stats, loose)
  const required = loose.flatMap((t, i) => (t.optional ? [] : [i]))
  if (hits.length || required.length < 2) return { hits, tokens: loose.map((t) => t.term) }

  hits = union(required.map((skip) => run(index, stats, loose.filter((_, i) => i !== skip))))
  return { hits, tokens: loose.map((t) => t.term) }
}
