import { stemWord, tokenizeQuery, type QueryToken } from '../../src/shared/search/tokenize.ts'
import { NO_MATCHES, scoreClauses, unionMatches, type Clause, type Matches } from './score.ts'
import type { SearchIndex } from './search-index.ts'

/** More terms than this are cut off: long pasted text must stay fast (docusaurus-search-local #312). */
export const MAX_QUERY_TERMS = 12
/** Only this much of the query is read at all. */
const MAX_QUERY_LENGTH = 1000
/** Latin words this long or longer may also match with one typo. */
const TYPO_MIN_LENGTH = 4
const LATIN_WORD = /^[a-z]+$/
/** Bigrams ending with a lone CJK character that a one-character query also looks for. */
const MAX_ENDINGS = 30
/**
 * A prefix whose words hold more postings than this, or a single letter or digit, is searched as its
 * most frequent words only: the cost of a wildcard grows with the postings it touches (`s*` on a
 * 10,000-page site: millions), and one letter says little about what is wanted anyway.
 */
const MAX_PREFIX_POSTINGS = 20_000
const MAX_COMPLETIONS = 4

/** The matches of the first pass that found anything, and the terms that pass searched for. */
export interface QueryOutcome {
  matches: Matches
  tokens: string[]
}

interface Term {
  term: string
  /** Trailing wildcard on this (the word still being typed). */
  prefix?: string
  /** For a query of one lone CJK character: the bigrams ending with it, any of which matches too. */
  endings?: string[]
  /** The CJK run this bigram comes from: a document needs most, not all, of a run's bigrams. */
  run?: number
}

const isLoneCjk = (token: QueryToken) => token.kind === 'cjk' && Array.from(token.term).length === 1

/**
 * How many of a CJK run's `bigrams` a document must hold. Requiring them all would find only the
 * exact phrase: 安装包为什么这么大 must find 为什么…的安装包这么大, which lacks 包为 and 么这. A
 * run of two-character words has one seam between every two words, so up to (n − 1) / 2 of its n
 * bigrams may be missing; lunr's score then ranks the documents that hold more (and rarer) first.
 */
export function runMinimum(bigrams: number): number {
  return bigrams - Math.floor((bigrams - 1) / 2)
}

/** The part of a typed word every longer word with that start keeps after stemming (settings → set). */
function stemSafePrefix(typed: string): string {
  const stem = stemWord(typed)
  let i = 0
  while (i < typed.length && typed[i] === stem[i]) i++
  return typed.slice(0, Math.max(i, 1))
}

/** A word that may still be typed: its stem-safe start as a prefix. CJK bigrams are whole as they are. */
function lastTerm(token: QueryToken): Term {
  return token.kind === 'cjk' ? { term: token.term, run: token.run } : { term: token.term, prefix: token.kind === 'word' ? stemSafePrefix(token.typed) : token.term }
}

function exactTerms(tokens: readonly QueryToken[], typing: boolean): Term[] {
  return tokens.map((token, i): Term => {
    if (isLoneCjk(token)) return { term: token.term, prefix: token.term }
    if (typing && i === tokens.length - 1) return lastTerm(token)
    return token.kind === 'cjk' ? { term: token.term, run: token.run } : { term: token.term }
  })
}

/**
 * Second pass: joined words split into parts, the closest indexed word for a Latin word of 4+
 * letters that is not indexed (one typo), and for a query of one lone CJK character also the
 * bigrams that end with it. Typos and endings are looked up here rather than left to lunr's fuzzy
 * and leading-wildcard clauses, which walk the whole token set.
 */
function looseTerms(tokens: readonly QueryToken[], typing: boolean, index: SearchIndex): Term[] {
  return tokens.flatMap((token, i): Term[] => {
    const last = typing && i === tokens.length - 1
    if (isLoneCjk(token)) {
      const endings = tokens.length === 1 ? index.bigramsEndingWith(token.term, MAX_ENDINGS) : undefined
      return [{ term: token.term, prefix: token.term, endings }]
    }
    if (token.kind === 'cjk') return [{ term: token.term, run: token.run }]
    if (token.kind === 'joined' && token.parts.length) {
      return token.parts.map((part, j) => (last && j === token.parts.length - 1 ? { term: part, prefix: part } : { term: part }))
    }
    const typo = token.kind === 'word' && token.typed.length >= TYPO_MIN_LENGTH && LATIN_WORD.test(token.typed) && index.df(token.term) === 0
    if (typo) return [{ term: index.correct(token.term, token.typed) ?? token.term }]
    return [last ? lastTerm(token) : { term: token.term }]
  })
}

/** The clauses lunr.Query#term would hold for `terms`, expanded against the index, with the minimum of each CJK run. */
function clausesOf(index: SearchIndex, terms: readonly Term[]): { clauses: Clause[]; minimums: Map<number, number> } {
  const clauses: Clause[] = []
  const minimums = new Map<number, number>()
  for (const t of terms) {
    if (t.endings) {
      // Alone in its query (see looseTerms), so optional clauses mean "any of these".
      clauses.push({ terms: index.expand(t.term), required: false, boost: 1 })
      for (const ending of t.endings) clauses.push({ terms: [ending], required: false, boost: 1 })
    } else if (t.run !== undefined) {
      clauses.push({ terms: [t.term], required: false, boost: 1, group: t.run })
      minimums.set(t.run, (minimums.get(t.run) ?? 0) + 1)
    } else if (t.prefix !== undefined) {
      clauses.push({ terms: index.expand(t.prefix), required: true, boost: 1 })
      // The whole word scores higher than words that merely start with it.
      clauses.push({ terms: [t.term], required: false, boost: 10 })
    } else {
      clauses.push({ terms: [t.term], required: true, boost: 1 })
    }
  }
  for (const [run, bigrams] of minimums) minimums.set(run, runMinimum(bigrams))
  return { clauses, minimums }
}

/** A required term or prefix the index lacks: nothing to do. */
function cannotMatch(index: SearchIndex, terms: readonly Term[]): boolean {
  return terms.some((t) => t.run === undefined && !t.endings && (t.prefix === undefined ? index.df(t.term) === 0 : index.prefixPostings(t.prefix) === 0))
}

function score(index: SearchIndex, terms: readonly Term[]): Matches {
  const { clauses, minimums } = clausesOf(index, terms)
  return scoreClauses(index, clauses, minimums)
}

const broad = (index: SearchIndex, t: Term) =>
  !t.endings && t.prefix !== undefined && ((t.prefix.length === 1 && t.prefix < '\u0080') || index.prefixPostings(t.prefix) > MAX_PREFIX_POSTINGS)

/** Runs the terms; a too broad prefix is replaced by its most frequent completions, one pass each. */
function run(index: SearchIndex, terms: readonly Term[]): Matches {
  if (cannotMatch(index, terms)) return NO_MATCHES
  const at = terms.findIndex((t) => broad(index, t))
  if (at === -1) return score(index, terms)
  const completions = index.topCompletions(terms[at]!.prefix!, MAX_COMPLETIONS)
  return unionMatches(
    index,
    completions.map((term) => score(index, terms.map((t, i) => (i === at ? { term } : t)))),
  )
}

/** What leaving out one part of the query means: one word, or one whole CJK run. */
function leaveOneOut(terms: readonly Term[]): Term[][] {
  const parts = [...new Set(terms.map((t, i) => (t.run === undefined ? `t${i}` : `r${t.run}`)))]
  if (parts.length < 2) return []
  return parts.map((part) => terms.filter((t, i) => (t.run === undefined ? `t${i}` : `r${t.run}`) !== part))
}

/**
 * Searches without lunr's query parser (it throws on `foo:`, `~`, `^` and splits only on spaces):
 * the query is cut by the shared tokenizer and every word is REQUIRED, the last one as a prefix
 * while it may still be typed, and most bigrams of each CJK run (see runMinimum). When nothing is
 * found: joined words split into parts, one typo in Latin words of 4+ letters; then one word or
 * CJK run left out at a time.
 */
export function runQuery(index: SearchIndex, query: string): QueryOutcome {
  const text = query.slice(0, MAX_QUERY_LENGTH)
  const all = tokenizeQuery(text)
  const tokens = all.slice(0, MAX_QUERY_TERMS)
  if (!tokens.length) return { matches: NO_MATCHES, tokens: [] }
  // A trailing space or punctuation ends the last word; so does cutting the query short.
  const typing = tokens.length === all.length && /[\p{L}\p{N}\p{M}+#._'-]$/u.test(text)

  const exact = exactTerms(tokens, typing)
  let matches = run(index, exact)
  if (matches.ids.length) return { matches, tokens: exact.map((t) => t.term) }

  const loose = looseTerms(tokens, typing, index)
  matches = run(index, loose)
  if (matches.ids.length) return { matches, tokens: loose.map((t) => t.term) }

  matches = unionMatches(
    index,
    leaveOneOut(loose).map((terms) => run(index, terms)),
  )
  return { matches, tokens: loose.map((t) => t.term) }
}
