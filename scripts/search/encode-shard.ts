import { createHash } from 'node:crypto'
import {
  bigramChars,
  postingBlocks,
  postingsOffsetWidth,
  type TermShard,
} from '../../src/shared/search/index-format.ts'
import { encodeVlq, encodeWords } from './streams.ts'
import { BitWriter } from './bit-writer.ts'
import type { Postings } from './invert.ts'

/** Codes the bigram terms by character rank (see TermShard.bigrams); returns them in coded order. */
function encodeBigrams(pairs: readonly [string, string][]): {
  alphabet: string
  stream: string
  order: string[]
} {
  const frequency = new Map<string, number>()
  for (const pair of pairs) for (const ch of pair) frequency.set(ch, (frequency.get(ch) ?? 0) + 1)
  // Frequent characters get small ranks, so the rank gaps of common first characters stay small.
  const alphabet = [...frequency.keys()].sort(
    (a, b) => frequency.get(b)! - frequency.get(a)! || (a < b ? -1 : 1),
  )
  const rank = new Map(alphabet.map((ch, i) => [ch, i]))
  const groups = new Map<number, number[]>()
  for (const [first, second] of pairs) {
    const key = rank.get(first)!
    const group = groups.get(key)
    if (group) group.push(rank.get(second)!)
    else groups.set(key, [rank.get(second)!])
  }
  const numbers: number[] = []
  const order: string[] = []
  let previousFirst = -1
  for (const first of [...groups.keys()].sort((a, b) => a - b)) {
    const seconds = groups.get(first)!.sort((a, b) => a - b)
    numbers.push(first - previousFirst - 1, seconds.length - 1)
    previousFirst = first
    let previous = -1
    for (const second of seconds) {
      numbers.push(second - previous - 1)
      previous = second
      order.push(alphabet[first]! + alphabet[second]!)
    }
  }
  return { alphabet: alphabet.join(''), stream: encodeVlq(numbers), order }
}

/**
 * Serialises one term shard (see TermShard): the dictionary of `terms` (a range of the index's term
 * order) and every posting of each. Document ids below `firstText` are titles and headings, the
 * rest page texts: each term's postings are coded in these two ranges apart, which keeps the many
 * text postings as small as in a text-only index. Field vectors are not shipped: the worker
 * computes a term's BM25 weights exactly as lunr.Builder#build would, when a query first needs the
 * term, from the document lengths of the root.
 */
export function encodeTermShard(
  terms: readonly string[],
  inverted: ReadonlyMap<string, Postings>,
  documents: number,
  firstText: number,
): TermShard {
  const pairs: [string, string][] = []
  const words: string[] = []
  for (const term of terms) {
    const pair = bigramChars(term)
    if (pair) pairs.push(pair)
    else words.push(term)
  }
  words.sort()
  const bigrams = encodeBigrams(pairs)
  const order = [...bigrams.order, ...words]
  const counts: number[] = []
  const bits = new BitWriter()
  const offsets: number[] = []
  const starts = new Set(postingBlocks(order.map((term) => inverted.get(term)!.docs.length)))
  order.forEach((term, i) => {
    const { docs, tfs } = inverted.get(term)!
    if (starts.has(i)) offsets.push(bits.bitLength)
    let short = 0
    while (short < docs.length && docs[short]! < firstText) short++
    counts.push(...countsOf(short, docs.length - short))
    bits.interpolative(docs.slice(0, short), 0, firstText - 1)
    bits.interpolative(docs.slice(short), firstText, documents - 1)
    for (const tf of tfs) bits.gamma(tf)
  })
  const text = bits.toString()
  const skips = new BitWriter()
  const width = postingsOffsetWidth(text.length)
  for (const offset of offsets) skips.bits(offset, width)
  return {
    alphabet: bigrams.alphabet,
    bigrams: bigrams.stream,
    words: encodeWords(words),
    counts: encodeVlq(counts),
    postings: text,
    skips: skips.toString(),
  }
}

/**
 * A term's document counts as TermShard.counts holds them: 2 × its text documents, plus 1 when
 * titles or headings hold it too, their number − 1 following. A term of text alone takes one number.
 */
export function countsOf(short: number, texts: number): number[] {
  return short > 0 ? [texts * 2 + 1, short - 1] : [texts * 2]
}

/** Hash of everything encodeTermShard makes a shard from: a shard of the same key codes to the same bytes. */
export function termShardKey(
  terms: readonly string[],
  inverted: ReadonlyMap<string, Postings>,
  documents: number,
  firstText: number,
): string {
  // The postings are gathered into one array and hashed in one call: a call per term costs more than the hashing.
  let size = 0
  for (const term of terms) size += 1 + 2 * inverted.get(term)!.docs.length
  const all = new Int32Array(size)
  let at = 0
  for (const term of terms) {
    const { docs, tfs } = inverted.get(term)!
    all[at++] = docs.length
    all.set(docs, at)
    all.set(tfs, at + docs.length)
    at += 2 * docs.length
  }
  return createHash('sha256')
    .update(`shard:${documents}:${firstText}:${terms.join('\n')}`)
    .update(all)
    .digest('hex')
}
