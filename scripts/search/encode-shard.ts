import { bigramChars, postingBlocks, postingsOffsetWidth, type IndexShard } from '../../src/shared/search/index-format.ts'
import { encodeVlq, encodeWords } from './streams.ts'
import { BitWriter } from './bit-writer.ts'

/** Per term, the documents holding it (ascending) and how often. */
export interface Postings {
  docs: number[]
  tfs: number[]
}

/**
 * Counts what lunr.Builder#add would (term frequencies per document, document lengths), without
 * its per-token objects: lunr's builder takes ~5 µs a token, 60 s for 10,000 pages.
 */
export function invert(terms: readonly (readonly string[])[]): Map<string, Postings> {
  const inverted = new Map<string, Postings>()
  terms.forEach((list, doc) => {
    for (const term of list) {
      const postings = inverted.get(term)
      if (!postings) inverted.set(term, { docs: [doc], tfs: [1] })
      else if (postings.docs[postings.docs.length - 1] === doc) postings.tfs[postings.tfs.length - 1]!++
      else {
        postings.docs.push(doc)
        postings.tfs.push(1)
      }
    }
  })
  return inverted
}

/** Codes the bigram terms by character rank (see IndexShard.bigrams); returns them in coded order. */
function encodeBigrams(pairs: readonly [string, string][]): { alphabet: string; stream: string; order: string[] } {
  const frequency = new Map<string, number>()
  for (const pair of pairs) for (const ch of pair) frequency.set(ch, (frequency.get(ch) ?? 0) + 1)
  // Frequent characters get small ranks, so the rank gaps of common first characters stay small.
  const alphabet = [...frequency.keys()].sort((a, b) => frequency.get(b)! - frequency.get(a)! || (a < b ? -1 : 1))
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

/** Terms and postings in one shard, for the size report. */
export interface ShardCounts {
  terms: number
  postings: number
}

/**
 * Serialises the statistics of one shard's text documents (see IndexShard). Titles and headings
 * travel as text in `pages` and the worker tokenises them again, so their postings, and terms found
 * only in them, are not shipped twice. Field vectors are not shipped either: the worker computes a
 * term's BM25 weights exactly as lunr.Builder#build would, when a query first needs the term.
 */
export function encodeShard(terms: readonly (readonly string[])[]): { shard: Omit<IndexShard, 'pages' | 'chunkDir'>; counts: ShardCounts } {
  const inverted = invert(terms)
  const pairs: [string, string][] = []
  const words: string[] = []
  for (const term of inverted.keys()) {
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
  const dfs = order.map((term) => inverted.get(term)!.docs.length)
  const starts = new Set(postingBlocks(dfs))
  let postings = 0
  order.forEach((term, i) => {
    const { docs, tfs } = inverted.get(term)!
    if (starts.has(i)) offsets.push(bits.bitLength)
    counts.push(docs.length - 1)
    bits.interpolative(docs, 0, terms.length - 1)
    for (const tf of tfs) bits.gamma(tf)
    postings += docs.length
  })
  for (const list of terms) counts.push(list.length)
  const text = bits.toString()
  const skips = new BitWriter()
  const width = postingsOffsetWidth(text.length)
  for (const offset of offsets) skips.bits(offset, width)
  return {
    shard: { alphabet: bigrams.alphabet, bigrams: bigrams.stream, words: encodeWords(words), counts: encodeVlq(counts), postings: text, skips: skips.toString() },
    counts: { terms: inverted.size, postings },
  }
}
