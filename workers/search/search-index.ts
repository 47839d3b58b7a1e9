import { stemWord } from '../../src/shared/search/tokenize.ts'
import { mostFrequentOf, oneEditAway } from './candidates.ts'
import { maxEditsFor, withinEdits } from './typos.ts'
import type { ShardTerms } from './shard-terms.ts'

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
  /** Per document: bit masks of the query parts it holds as typed (or by a synonym), by a typo's correction, and in the reader's own words. */
  exact: Int32Array
  fuzzy: Int32Array
  literal: Int32Array
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

/** First index in `sorted` whose value is above `value`. */
function upperBound(sorted: readonly string[], value: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (sorted[mid]! <= value) low = mid + 1
    else high = mid
  }
  return low
}

/**
 * The loaded index: lunr's model (one field, BM25 with lunr's k1 and b, weights rounded like
 * lunr.Builder) over statistics that stay packed until a query needs them. The terms come in term
 * shards, each a range of the term order (see IndexRoot.bounds); a query first has the shards of
 * its terms fetched (see LoadedIndex.needShards), and every lookup answers from the shards loaded.
 * Document frequencies and lengths are those of the whole site.
 */
export class SearchIndex {
  readonly documents: number
  private readonly average: number
  private readonly cache = new Map<string, TermPostings | null>()
  private cached = 0
  private work: Scratch | undefined
  private readonly typos = new Map<string, string[]>()
  /** Term shards by number, undefined until loaded. */
  private readonly shards: (ShardTerms | undefined)[]

  constructor(
    /** First term of each shard (see IndexRoot.bounds). */
    private readonly bounds: readonly string[],
    /** Terms in each document, by id. */
    private readonly lengths: Int32Array,
    /** The first page text document: titles and headings come before it (see forEachDocument). */
    readonly firstText: number = lengths.length,
  ) {
    this.documents = lengths.length
    this.shards = bounds.map(() => undefined)
    let sum = 0
    for (let i = 0; i < lengths.length; i++) sum += lengths[i]!
    this.average = sum / (lengths.length || 1)
  }

  /** The shard a term belongs in. */
  shardOf(term: string): number {
    return Math.max(0, upperBound(this.bounds, term) - 1)
  }

  /** The shards holding terms that start with `prefix`, as `[first, last]`. */
  shardsOfPrefix(prefix: string): [number, number] {
    return [this.shardOf(prefix), this.shardOf(`${prefix}\uffff`)]
  }

  /** Whether shard `n` has been read. */
  hasShard(n: number): boolean {
    return this.shards[n] !== undefined
  }

  /** Takes a read shard. Typo corrections were looked for among the shards read before: they are looked for again. */
  addShard(n: number, shard: ShardTerms): void {
    this.shards[n] = shard
    this.typos.clear()
  }

  private loaded(): ShardTerms[] {
    return this.shards.filter((shard): shard is ShardTerms => shard !== undefined)
  }

  /** Documents holding `term` (0 when its shard has not been read). */
  df(term: string): number {
    const shard = this.shards[this.shardOf(term)]
    const local = shard ? shard.lookup(term) : -1
    return local >= 0 ? shard!.df[local]! : 0
  }

  /**
   * The term's documents and weights, or null when no document holds it (or its shard has not been
   * read). Decoded once, then kept; a term of a shard not read yet is not kept, so it is found later.
   */
  postings(term: string): TermPostings | null {
    const known = this.cache.get(term)
    if (known !== undefined) return known
    const shard = this.shards[this.shardOf(term)]
    if (!shard) return null
    const local = shard.lookup(term)
    let result: TermPostings | null = null
    let df = 0
    if (local >= 0) {
      const { docs, tfs } = shard.decode(local)
      df = docs.length
      const idf = Math.log(1 + Math.abs((this.documents - df + 0.5) / (df + 0.5)))
      const weights = new Float64Array(df)
      for (let i = 0; i < df; i++) {
        const tf = tfs[i]!
        const score =
          (idf * ((K1 + 1) * tf)) /
          (K1 * (1 - B + B * (this.lengths[docs[i]!]! / this.average)) + tf)
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

  /** Calls `visit` with each term starting with `prefix` in the shards read, with its shard and local number. */
  private eachWithPrefix(
    prefix: string,
    visit: (term: string, shard: ShardTerms, local: number) => void,
  ): void {
    const ranges: number[] = []
    const [first, last] = this.shardsOfPrefix(prefix)
    for (let n = first; n <= last; n++) {
      const shard = this.shards[n]
      if (!shard) continue
      ranges.length = 0
      shard.prefixRanges(prefix, ranges)
      for (let r = 0; r < ranges.length; r += 2)
        for (let i = ranges[r]!; i < ranges[r + 1]!; i++) visit(shard.termAt(i), shard, i)
    }
  }

  /** Every term starting with `prefix` (what lunr's trailing wildcard expands to). */
  expand(prefix: string): string[] {
    const out: string[] = []
    this.eachWithPrefix(prefix, (term) => out.push(term))
    return out
  }

  /** Postings of all terms starting with `prefix`: the work a wildcard on it costs. */
  prefixPostings(prefix: string): number {
    let total = 0
    const ranges: number[] = []
    const [first, last] = this.shardsOfPrefix(prefix)
    for (let n = first; n <= last; n++) {
      const shard = this.shards[n]
      if (!shard) continue
      ranges.length = 0
      shard.prefixRanges(prefix, ranges)
      for (let r = 0; r < ranges.length; r += 2)
        total += shard.rangePostings(ranges[r]!, ranges[r + 1]!)
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
    const locals: { shard: ShardTerms; local: number }[] = []
    this.eachWithPrefix(prefix, (_term, shard, local) => locals.push({ shard, local }))
    return mostFrequentOf(locals, max, ({ shard, local }) => shard.df[local]!).map(
      ({ shard, local }) => shard.termAt(local),
    )
  }

  /** Whether a bigram of the loaded shards holds `char`, first or second. */
  holdsCharacter(char: string): boolean {
    return this.shards.some((shard) => shard?.holdsCharacter(char))
  }

  /** Two-character CJK terms ending with `char`, most frequent first, at most `max` (from the shards read). */
  bigramsEndingWith(char: string, max: number): string[] {
    const candidates: string[] = []
    for (const shard of this.loaded())
      for (const local of shard.bigramsEndingWith(char)) candidates.push(shard.termAt(local))
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
      for (const list of this.loaded().map((shard) => shard.wordList())) {
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

  /** Every term of the shards read, sorted (for tests and tools). */
  allTerms(): string[] {
    const all: string[] = []
    for (const shard of this.loaded())
      for (let i = 0; i < shard.size; i++) all.push(shard.termAt(i))
    return all.sort()
  }

  /** The per-document work arrays, made on first use. */
  scratch(): Scratch {
    const n = this.documents
    const ints = () => new Int32Array(n)
    this.work ??= {
      score: new Float64Array(n),
      stamp: ints(),
      need: ints(),
      last: ints(),
      touched: ints(),
      exact: ints(),
      fuzzy: ints(),
      literal: ints(),
      owner: ints(),
      slot: ints(),
      generation: 0,
      serial: 0,
    }
    if (++this.work.generation > 2 ** 30) {
      this.work.stamp.fill(0)
      this.work.generation = 1
    }
    return this.work
  }
}
