import { decodeWords, forEachDocument, type IndexShard } from '../../src/shared/search/format.ts'
import { BitReader } from './bit-reader.ts'

/** A shard's statistics; document numbers start at the `firstDoc` given to decodeShard. */
export interface DecodedShard {
  terms: string[]
  docs: number[][]
  tfs: number[][]
  lengths: number[]
  documents: number
}

function decodeBigrams(alphabetText: string, stream: string): string[] {
  const alphabet = Array.from(alphabetText)
  const last = alphabet.length - 1
  const bits = new BitReader(stream)
  const firsts: number[] = []
  bits.interpolative(bits.gamma() - 1, 0, last, firsts)
  const terms: string[] = []
  for (const first of firsts) {
    const seconds: number[] = []
    bits.interpolative(bits.gamma(), 0, last, seconds)
    for (const second of seconds) terms.push(alphabet[first]! + alphabet[second]!)
  }
  return terms
}

/** Reads the bit streams of a shard (written by scripts/search/encode-shard.ts). */
export function decodeShard(shard: IndexShard, firstDoc = 0): DecodedShard {
  const documents = forEachDocument(shard.pages, 0, () => {})
  const terms = [...decodeBigrams(shard.alphabet, shard.bigrams), ...decodeWords(shard.words)]
  const bits = new BitReader(shard.postings)
  const docs: number[][] = []
  const tfs: number[][] = []
  for (let t = 0; t < terms.length; t++) {
    const list: number[] = []
    bits.interpolative(bits.gamma(), firstDoc, firstDoc + documents - 1, list)
    const freq: number[] = []
    for (let i = 0; i < list.length; i++) freq.push(bits.gamma())
    docs.push(list)
    tfs.push(freq)
  }
  const lengths: number[] = []
  for (let i = 0; i < documents; i++) lengths.push(bits.gamma() - 1)
  return { terms, docs, tfs, lengths, documents }
}
