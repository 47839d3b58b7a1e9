import { stemWord } from '../../src/shared/search/tokenize.ts'
import { mostFrequentOf, oneEditAway } from './candidates.ts'
import { maxEditsFor, withinEdits } from './typos.ts'
import type { RawPostings, ShardTerms } from './shard-terms.ts'
import type { TitleTerms } from './title-terms.ts'

// lunr.Builder defaults; the scores must equal those of an index built by lunr itself.
const K1 = 1.2
const B = 0.75
/** Corrections of a misspelt word that a query considers. */
const MAX_CORRECTIONS = 3
/** Decoded postings kept before the cache starts over (a session of odd queries must not grow it forever). */
const MAX_CACHED_POSTINGS = 2_000_000

/**
 * A term's postings over the whole index, as lunr would hold them: documents ascending, and each
 * document's field-vector weight for the term (BM25, rounded to 3 decimals like lunr.Builder#build).
 */
export interface TermPostings {
  docs: Int32Array
  weights: Float64Array
}

/** Per-document work arrays of one query, reused from query to query. */
export interface Scratch {
  score: Float64Array
  stamp: Int32Array
  need: Int32Array
  last: Int32Array
  touched: Int32Array
  /** Per document: bit masks of the query parts it holds as typed, and by a typo's correction. */
  exact: Int32Array
  fuzzy: Int32Array
  /** Per document: the counting pass `need` belongs to, and the last slot counted in it. */
  owner: Int32Array
  slot: Int32Array
  /** Bumped by every pass that uses the arrays; `stamp[doc] === generation` means "touched in this pass". */
  generation: number
  /** Numbers counting passes over `owner` and `slot`, never repeating within the arrays' life (see nextSerial). */
  serial: number
}

/** A fresh number for a counting pass over `owner` and `slot` (see Scratch). */
export function nextSerial(work: Scratch): number {
  if (++work.serial > 2 ** 30) {
    work.owner.fill(0)
    work.slot.fill(0)
    work.serial = 1
  }
  return work.serial
}

function mergeSorted(title: { docs: number[]; tfs: number[] } | undefined, parts: readonly RawPostings[], df: number): RawPostings {
  if (!title && parts.length === 1) return parts[0]!
  const docs = new Int32Array(df)
  const tfs = new Int32Array(df)
  let n = 0
  for (const part of parts) {
    docs.set(part.docs, n)
    tfs.set(part.tfs, n)
    n += part.docs.length
  }
  if (!title) return { docs, tfs }
  // Title documents of a shard come before its text documents: merge the two ascending lists.
  const text = { docs: docs.slice(0, n), tfs: tfs.slice(0, n) }
  let i = 0
  let j = 0
  for (let k = 0; k < df; k++) {
    if (j >= n || (i < title.docs.length && title.docs[i]! < text.docs[j]!)) {
      docs[k] = title.docs[i]!
      tfs[k] = title.tfs[i++]!
    } else {
      docs[k] = text.docs[j]!
      tfs[k] = text.tfs[j++]!
    }
  }
  return { docs, tfs }
}

/**
 * The loaded index: lunr's model (one field, BM25 with lunr's k1 and b, weights rounded like
 * lunr.Builder) over statistics that stay packed until a query needs them. Document frequencies
 * and the average length are those of the whole site, across shards.
 */
export class SearchIndex {
  readonly documents: number
  private readonly average: number
  private readonly cache = new Map<string, TermPostings | null>()
  private cached = 0
  private work: Scratch | undefined
  private readonly typos = new Map<string, string[]>()

  constructor(
    private readonly titles: TitleTerms,
    private readonly shards: readonly ShardTerms[],
    /** Terms in each document, by global id. */
    private readonly lengths: Int32Array,
  ) {
    this.documents = lengths.length
    let sum = 0
    for (let i = 0; i < lengths.length; i++) sum += lengths[i]!
    this.average = sum / (lengths.length || 1)
  }

  /** Documents holding `term`. */
  df(term: string): number {
    let df = this.titles.df(term)
    for (const shard of this.shards) {
      const local = shard.lookup(term)
      if (local >= 0) df += shard.df[local]!
    }
    return df
  }

  /** The term's documents and weights, or null when no document holds it. Decoded once, then kept. */
  postings(term: string): TermPostings | null {
    const known = this.cache.get(term)
    if (known !== undefined) return known
    const title = this.titles.get(term)
    const parts: RawPostings[] = []
    let df = title?.docs.length ?? 0
    for (const shard of this.shards) {
      const local = shard.lookup(term)
      if (local < 0) continue
      parts.push(shard.decode(local))
      df += shard.df[local]!
    }
    let result: TermPostings | null = null
    if (df > 0) {
      const { docs, tfs } = mergeSorted(title, parts, df)
      const idf = Math.log(1 + Math.abs((this.documents - df + 0.5) / (df + 0.5)))
      const weights = new Float64Array(df)
      for (let i = 0; i < df; i++) {
        const tf = tfs[i]!
        const score = (idf * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (this.lengths[docs[i]!]! / this.average)) + tf)
        weights[i] = Math.round(score * 1000) / 1000
      }
      result = { docs, weights }
    }
    if (this.cached + df > MAX_CACHED_POSTINGS) {
      this.cache.clear()
      this.cached = 0
    }
    this.cache.set(term, result)
    this.cached += df
    return result
  }

  /** Whether `doc` holds `term`. */
  has(term: string, doc: number): boolean {
    const docs = this.postings(term)?.docs
    if (!docs) return false
    let low = 0
    let high = docs.length
    while (low < high) {
      const mid = (low + high) >> 1
      if (docs[mid]! < doc) low = mid + 1
      else high = mid
    }
    return docs[low] === doc
  }

  /** Calls `visit` with each distinct term starting with `prefix`. */
  private eachWithPrefix(prefix: string, visit: (term: string, shard: ShardTerms | null, local: number) => void): void {
    for (const term of this.titles.withPrefix(prefix)) visit(term, null, -1)
    const ranges: number[] = []
    for (const shard of this.shards) {
      ranges.length = 0
      shard.prefixRanges(prefix, ranges)
      for (let r = 0; r < ranges.length; r += 2) for (let i = ranges[r]!; i < ranges[r + 1]!; i++) visit(shard.termAt(i), shard, i)
    }
  }

  /** Every term starting with `prefix` (what lunr's trailing wildcard expands to). */
  expand(prefix: string): string[] {
    const seen = new Set<string>()
    this.eachWithPrefix(prefix, (term) => seen.add(term))
    return [...seen]
  }

  /** Postings of all terms starting with `prefix`: the work a wildcard on it costs. */
  prefixPostings(prefix: string): number {
    let total = 0
    for (const term of this.titles.withPrefix(prefix)) total += this.titles.df(term)
    const ranges: number[] = []
    for (const shard of this.shards) {
      ranges.length = 0
      shard.prefixRanges(prefix, ranges)
      for (let r = 0; r < ranges.length; r += 2) total += shard.rangePostings(ranges[r]!, ranges[r + 1]!)
    }
    return total
  }

  /** The most frequent terms in `candidates`, at most `max`, ties in code-unit order. */
  private mostFrequent(candidates: Iterable<string>, max: number): string[] {
    const scored = [...new Set(candidates)].map((term) => ({ term, df: this.df(term) }))
    scored.sort((a, b) => b.df - a.df || (a.term < b.term ? -1 : 1))
    return scored.slice(0, max).map((s) => s.term)
  }

  /** Terms starting with `prefix`, most frequent first, at most `max`. */
  topCompletions(prefix: string, max: number): string[] {
    // Per place (titles, each shard), only its most frequent few can be among the site's most frequent.
    const keep = max * 4
    const candidates = mostFrequentOf(this.titles.withPrefix(prefix), keep, (term) => this.titles.df(term))
    const ranges: number[] = []
    for (const shard of this.shards) {
      ranges.length = 0
      shard.prefixRanges(prefix, ranges)
      const locals: number[] = []
      for (let r = 0; r < ranges.length; r += 2) for (let i = ranges[r]!; i < ranges[r + 1]!; i++) locals.push(i)
      for (const local of mostFrequentOf(locals, keep, (i) => shard.df[i]!)) candidates.push(shard.termAt(local))
    }
    return this.mostFrequent(candidates, max)
  }

  /** Two-character CJK terms ending with `char`, most frequent first, at most `max`. */
  bigramsEndingWith(char: string, max: number): string[] {
    const candidates: string[] = []
    for (const term of this.titles.withPrefix('')) {
      const chars = Array.from(term)
      if (chars.length === 2 && chars[1] === char && term.charCodeAt(0) >= 0x80) candidates.push(term)
    }
    for (const shard of this.shards) for (const local of shard.bigramsEndingWith(char)) candidates.push(shard.termAt(local))
    return this.mostFrequent(candidates, max)
  }

  /**
   * Indexed words a typo away from a typed Latin word (see maxEditsFor), nearest first, then most
   * frequent, at most `max`: matched as the typed word stemmed (screnshot → screenshot) and as
   * typed, or failing both for a word the index lacks, as typed one edit away and then stemmed
   * (sevral → several → sever). The word's own term is not among them. Kept per word: the same
   * words come back keystroke after keystroke.
   */
  corrections(term: string, typed: string, max = MAX_CORRECTIONS): string[] {
    const key = `${term}\u0000${typed}`
    const known = this.typos.get(key)
    if (known) return known.slice(0, max)
    // Each form gets the edits its own length allows: a short stem (settings → set) would match half the index.
    const edits = maxEditsFor(typed.length)
    const stemEdits = maxEditsFor(term.length)
    const found = new Map<string, number>()
    if (edits > 0) {
      for (const list of [this.titles.wordList(), ...this.shards.map((shard) => shard.wordList())]) {
        if (stemEdits > 0) withinEdits(list, term, stemEdits, found)
        if (typed !== term) withinEdits(list, typed, edits, found)
      }
      // Stemming every misspelling costs a few milliseconds: only for an unknown word the walks left without a candidate.
      found.delete(term)
      if (found.size === 0 && this.df(term) === 0) {
        for (const candidate of oneEditAway(typed)) {
          const stem = stemWord(candidate)
          if (stem !== term && !found.has(stem) && this.df(stem) > 0) found.set(stem, 1)
        }
      }
    }
    found.delete(term)
    const best = [...found]
      .map(([word, distance]) => ({ word, distance, df: this.df(word) }))
      .sort((a, b) => a.distance - b.distance || b.df - a.df || (a.word < b.word ? -1 : 1))
      .map((c) => c.word)
    if (this.typos.size > 5_000) this.typos.clear()
    this.typos.set(key, best.slice(0, MAX_CORRECTIONS))
    return best.slice(0, max)
  }

  /** Every term of the index, sorted (for tests and tools). */
  allTerms(): string[] {
    const all = new Set(this.titles.withPrefix(''))
    for (const shard of this.shards) for (let i = 0; i < shard.size; i++) all.add(shard.termAt(i))
    return [...all].sort()
  }

  /** The per-document work arrays, made on first use. */
  scratch(): Scratch {
    const n = this.documents
    const ints = () => new Int32Array(n)
    this.work ??= { score: new Float64Array(n), stamp: ints(), need: ints(), last: ints(), touched: ints(), exact: ints(), fuzzy: ints(), owner: ints(), slot: ints(), generation: 0, serial: 0 }
    if (++this.work.generation > 2 ** 30) {
      this.work.stamp.fill(0)
      this.work.generation = 1
    }
    return this.work
  }
}
