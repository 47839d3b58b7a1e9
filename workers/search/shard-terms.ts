import {
  bigramChars,
  postingBlocks,
  postingsOffsetWidth,
  type TermShard,
} from '../../src/shared/search/index-format.ts'
import { decodeVlq, decodeWords } from './streams.ts'
import { BitReader } from './bit-reader.ts'

/** Postings of one term: documents ascending and their term frequencies. */
export interface RawPostings {
  docs: Int32Array
  tfs: Int32Array
}

const BASE64URL_TEXT = /^[\w-]*$/
const corrupt = (why: string) => new Error(`[search] Corrupt index: ${why}`)

/** First index in `sorted[from, to)` whose value is not below `value`. */
export function lowerBound(
  sorted: ArrayLike<string>,
  value: string,
  from = 0,
  to = sorted.length,
): number {
  while (from < to) {
    const mid = (from + to) >> 1
    if (sorted[mid]! < value) from = mid + 1
    else to = mid
  }
  return from
}

/** First index in `sorted[from, to)` whose value is above `value`. */
function upperBound(
  sorted: ArrayLike<number>,
  value: number,
  from = 0,
  to = sorted.length,
): number {
  while (from < to) {
    const mid = (from + to) >> 1
    if (sorted[mid]! <= value) from = mid + 1
    else to = mid
  }
  return from
}

/**
 * The terms of one term shard and their postings, read without building a term string per bigram
 * or a posting per document: terms are found through the coded bigram structure (first character →
 * sorted second-character ranks) and the sorted word list, and a term's postings are decoded from
 * the nearest block start when a query first asks for them.
 *
 * Local term numbers follow the coded order: bigrams grouped by first character, then words.
 */
export class ShardTerms {
  /** Number of terms. */
  readonly size: number
  /** Documents holding each term, and how many of them are titles or headings. */
  readonly df: Int32Array
  private readonly short: Int32Array
  readonly bigramCount: number
  private readonly alphabet: string[]
  private readonly rank = new Map<string, number>()
  /** Character rank → its bigram group, or -1. */
  private readonly groupOfRank: Int32Array
  /** Group → rank of its first character. */
  private readonly groupFirst: Int32Array
  /** Group → its first term; one more entry closes the last group. */
  private readonly groupStart: Int32Array
  /** Bigram term → rank of its second character (ascending within a group). */
  private readonly seconds: Int32Array
  private readonly words: string[]
  /** df summed over terms [0, i). */
  private readonly cumulative: Float64Array
  private readonly blockStarts: Int32Array
  private readonly blockOffsets: Float64Array
  private readonly postings: string
  private scratch = new Int32Array(64)
  /** Where the last decode stopped: terms are often read in order (a prefix's range). */
  private cursor: { next: number; bits: BitReader } | undefined
  private endings: Map<number, number[]> | undefined

  constructor(
    shard: TermShard,
    /** Documents of the index: postings hold ids from 0 to this − 1. */
    readonly documents: number,
    /** Id of the first text document: titles and headings come before. */
    readonly firstText: number,
  ) {
    this.alphabet = Array.from(shard.alphabet)
    this.alphabet.forEach((ch, i) => {
      this.rank.set(ch, i)
    })
    const last = this.alphabet.length - 1
    const numbers = decodeVlq(shard.bigrams)
    let groups = 0
    let total = 0
    for (let i = 0; i < numbers.length; groups++) {
      const size = numbers[i + 1]! + 1
      if (i + 1 >= numbers.length || size > this.alphabet.length)
        throw corrupt('bigram group larger than the alphabet')
      total += size
      i += 2 + size
      if (i > numbers.length) throw corrupt('bigram stream ends inside a group')
    }
    this.groupFirst = new Int32Array(groups)
    this.groupStart = new Int32Array(groups + 1)
    this.seconds = new Int32Array(total)
    this.groupOfRank = new Int32Array(this.alphabet.length).fill(-1)
    let first = -1
    let at = 0
    for (let g = 0, i = 0; g < groups; g++) {
      first += numbers[i++]! + 1
      const size = numbers[i++]! + 1
      if (first > last) throw corrupt('bigram rank outside the alphabet')
      this.groupFirst[g] = first
      this.groupOfRank[first] = g
      this.groupStart[g] = at
      let second = -1
      for (let k = 0; k < size; k++) {
        second += numbers[i++]! + 1
        if (second > last) throw corrupt('bigram rank outside the alphabet')
        this.seconds[at++] = second
      }
    }
    this.groupStart[groups] = total
    this.bigramCount = total
    this.words = decodeWords(shard.words)
    this.size = this.bigramCount + this.words.length

    const counts = decodeVlq(shard.counts)
    this.df = new Int32Array(this.size)
    this.short = new Int32Array(this.size)
    this.cumulative = new Float64Array(this.size + 1)
    let read = 0
    for (let i = 0; i < this.size; i++) {
      if (read >= counts.length) throw corrupt('counts do not match the terms')
      const value = counts[read++]!
      const short = value & 1 ? counts[read++]! + 1 : 0
      const texts = value >>> 1
      if (
        short > firstText ||
        texts > documents - firstText ||
        short + texts === 0 ||
        Number.isNaN(short)
      )
        throw corrupt('document frequency out of range')
      this.short[i] = short
      this.df[i] = short + texts
      this.cumulative[i + 1] = this.cumulative[i]! + this.df[i]!
    }
    if (read !== counts.length) throw corrupt('counts do not match the terms')

    if (!BASE64URL_TEXT.test(shard.postings)) throw corrupt('postings hold a foreign character')
    this.postings = shard.postings
    this.blockStarts = Int32Array.from(postingBlocks(this.df))
    this.blockOffsets = new Float64Array(this.blockStarts.length)
    const skips = new BitReader(shard.skips)
    const width = postingsOffsetWidth(shard.postings.length)
    const end = shard.postings.length * 6
    for (let b = 0; b < this.blockStarts.length; b++) {
      const offset = skips.bits(width)
      if (offset > end || (b > 0 && offset < this.blockOffsets[b - 1]!))
        throw corrupt('skip offsets out of order')
      this.blockOffsets[b] = offset
    }
  }

  /** The term's local number, or -1. */
  lookup(term: string): number {
    const pair = bigramChars(term)
    if (!pair) {
      const i = lowerBound(this.words, term)
      return this.words[i] === term ? this.bigramCount + i : -1
    }
    const first = this.rank.get(pair[0])
    const second = this.rank.get(pair[1])
    if (first === undefined || second === undefined) return -1
    const group = this.groupOfRank[first]!
    if (group < 0) return -1
    const from = this.groupStart[group]!
    const to = this.groupStart[group + 1]!
    const i = upperBound(this.seconds, second, from, to) - 1
    return i >= from && this.seconds[i] === second ? i : -1
  }

  /** The terms that are not bigrams, sorted. */
  wordList(): readonly string[] {
    return this.words
  }

  /** The term with local number `local`. */
  termAt(local: number): string {
    if (local >= this.bigramCount) return this.words[local - this.bigramCount]!
    const group = upperBound(this.groupStart, local) - 1
    return this.alphabet[this.groupFirst[group]!]! + this.alphabet[this.seconds[local]!]!
  }

  /** Appends `[from, to)` ranges of the local numbers of all terms starting with `prefix` (code units, like lunr's wildcard). */
  prefixRanges(prefix: string, out: number[]): void {
    if (prefix === '') {
      if (this.size) out.push(0, this.size)
      return
    }
    const from = lowerBound(this.words, prefix)
    const to = lowerBound(this.words, `${prefix}\uffff`, from)
    if (to > from) out.push(this.bigramCount + from, this.bigramCount + to)
    if (prefix.charCodeAt(0) < 0x80) return
    if (prefix.length === 1 && prefix >= '\ud800' && prefix <= '\udbff') {
      // Half a surrogate pair: every group whose first character starts with it.
      this.groupFirst.forEach((rank, group) => {
        if (this.alphabet[rank]!.startsWith(prefix))
          out.push(this.groupStart[group]!, this.groupStart[group + 1]!)
      })
      return
    }
    const first = String.fromCodePoint(prefix.codePointAt(0)!)
    const rank = this.rank.get(first)
    const group = rank === undefined ? -1 : this.groupOfRank[rank]!
    if (group < 0) return
    const rest = prefix.slice(first.length)
    const start = this.groupStart[group]!
    const end = this.groupStart[group + 1]!
    if (rest === '') {
      out.push(start, end)
      return
    }
    // Rare: a prefix that ends inside the second character's surrogate pair.
    for (let i = start; i < end; i++) {
      if (this.alphabet[this.seconds[i]!]!.startsWith(rest)) out.push(i, i + 1)
    }
  }

  /** Postings of all terms in the local range `[from, to)`. */
  rangePostings(from: number, to: number): number {
    return this.cumulative[to]! - this.cumulative[from]!
  }

  /** Whether a bigram of this shard holds `char`, first or second. */
  holdsCharacter(char: string): boolean {
    return this.rank.has(char)
  }

  /** Local numbers of the bigrams whose second character is `char`. */
  bigramsEndingWith(char: string): readonly number[] {
    if (!this.endings) {
      this.endings = new Map()
      for (let i = 0; i < this.bigramCount; i++) {
        const list = this.endings.get(this.seconds[i]!)
        if (list) list.push(i)
        else this.endings.set(this.seconds[i]!, [i])
      }
    }
    const rank = this.rank.get(char)
    return (rank === undefined ? undefined : this.endings.get(rank)) ?? []
  }

  /** Reads a term's document ids into `out`: titles and headings, then texts (see TermShard.postings). */
  private readDocs(bits: BitReader, local: number, out: Int32Array): void {
    const short = this.short[local]!
    bits.interpolative(short, 0, this.firstText - 1, out)
    bits.interpolative(this.df[local]! - short, this.firstText, this.documents - 1, out, short)
  }

  /** Decodes the postings of one term, starting at its block. */
  decode(local: number): RawPostings {
    const block = upperBound(this.blockStarts, local) - 1
    const start = this.blockStarts[block]!
    const resume =
      this.cursor && this.cursor.next >= start && this.cursor.next <= local
        ? this.cursor
        : undefined
    const bits = resume?.bits ?? new BitReader(this.postings, this.blockOffsets[block])
    for (let term = resume?.next ?? start; term < local; term++) {
      const count = this.df[term]!
      if (this.scratch.length < count)
        this.scratch = new Int32Array(Math.max(count, this.scratch.length * 2))
      this.readDocs(bits, term, this.scratch)
      for (let i = 0; i < count; i++) bits.gamma()
    }
    const count = this.df[local]!
    const docs = new Int32Array(count)
    const tfs = new Int32Array(count)
    this.readDocs(bits, local, docs)
    for (let i = 0; i < count; i++) tfs[i] = bits.gamma()
    this.cursor = { next: local + 1, bits }
    return { docs, tfs }
  }
}
