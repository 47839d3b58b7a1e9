import { encodeWords, type IndexShard } from '../../src/shared/search/format.ts'
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
    const counts = new Map<string, number>()
    for (const term of list) counts.set(term, (counts.get(term) ?? 0) + 1)
    for (const [term, tf] of counts) {
      let postings = inverted.get(term)
      if (!postings) inverted.set(term, (postings = { docs: [], tfs: [] }))
      postings.docs.push(doc)
      postings.tfs.push(tf)
    }
  })
  return inverted
}

/** Two characters, neither ASCII: a CJK bigram, coded through the alphabet. */
function isBigram(term: string): boolean {
  const chars = Array.from(term)
  return chars.length === 2 && chars[0]!.charCodeAt(0) > 0x7f && chars[1]!.charCodeAt(0) > 0x7f
}

/** Codes the bigram terms by character rank; returns them in coded order. */
function encodeBigrams(bigrams: readonly string[]): { alphabet: string; stream: string; order: string[] } {
  const frequency = new Map<string, number>()
  const pairs = bigrams.map((term) => Array.from(term) as [string, string])
  for (const pair of pairs) for (const ch of pair) frequency.set(ch, (frequency.get(ch) ?? 0) + 1)
  // Frequent characters get small ranks, so the rank sets of common first characters stay dense.
  const alphabet = [...frequency.keys()].sort((a, b) => frequency.get(b)! - frequency.get(a)! || (a < b ? -1 : 1))
  const rank = new Map(alphabet.map((ch, i) => [ch, i]))
  const groups = new Map<number, number[]>()
  for (const [first, second] of pairs) {
    const key = rank.get(first)!
    const group = groups.get(key)
    if (group) group.push(rank.get(second)!)
    else groups.set(key, [rank.get(second)!])
  }
  const firsts = [...groups.keys()].sort((a, b) => a - b)
  const bits = new BitWriter()
  const last = alphabet.length - 1
  bits.gamma(firsts.length + 1)
  bits.interpolative(firsts, 0, last)
  const order: string[] = []
  for (const first of firsts) {
    const seconds = groups.get(first)!.sort((a, b) => a - b)
    bits.gamma(seconds.length)
    bits.interpolative(seconds, 0, last)
    for (const second of seconds) order.push(alphabet[first]! + alphabet[second]!)
  }
  return { alphabet: alphabet.join(''), stream: bits.toString(), order }
}

/** Terms and postings in one shard, for the size report. */
export interface ShardCounts {
  terms: number
  postings: number
}

/**
 * Serialises the statistics of one shard (see IndexShard). Field vectors and the token set are not
 * shipped: the worker recomputes them exactly as lunr.Builder#build would.
 */
export function encodeShard(terms: readonly (readonly string[])[]): { shard: Omit<IndexShard, 'pages' | 'texts'>; counts: ShardCounts } {
  const inverted = invert(terms)
  const all = [...inverted.keys()]
  const bigrams = encodeBigrams(all.filter(isBigram))
  const words = all.filter((term) => !isBigram(term)).sort()
  const bits = new BitWriter()
  let postings = 0
  for (const term of [...bigrams.order, ...words]) {
    const { docs, tfs } = inverted.get(term)!
    bits.gamma(docs.length)
    bits.interpolative(docs, 0, terms.length - 1)
    for (const tf of tfs) bits.gamma(tf)
    postings += docs.length
  }
  for (const list of terms) bits.gamma(list.length + 1)
  return {
    shard: { alphabet: bigrams.alphabet, bigrams: bigrams.stream, words: encodeWords(words), postings: bits.toString() },
    counts: { terms: all.length, postings },
  }
}
