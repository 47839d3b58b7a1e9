import { decodeWords, DOC_HEADING, DOC_TITLE, forEachDocument, type IndexShard } from '../../src/shared/search/format.ts'
import { tokenize } from '../../src/shared/search/tokenize.ts'
import { BitReader } from './bit-reader.ts'
import type { Postings } from './term-stats.ts'

/** A shard's statistics, document numbers starting at the `firstDoc` given to decodeShard. */
export interface DecodedShard {
  /** Per term, postings in ascending document order. */
  postings: Map<string, Postings>
  /** Number of terms in each document. */
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

function add(postings: Map<string, Postings>, term: string, doc: number, tf: number): void {
  const entry = postings.get(term)
  if (!entry) postings.set(term, { docs: [doc], tfs: [tf] })
  else {
    entry.docs.push(doc)
    entry.tfs.push(tf)
  }
}

/**
 * Rebuilds a shard's postings: titles and headings by tokenising them from `pages` (with the same
 * tokenizer the build used), page texts from the bit streams written by scripts/search/encode-shard.ts.
 */
export function decodeShard(shard: IndexShard, firstDoc = 0): DecodedShard {
  const postings = new Map<string, Postings>()
  const lengths: number[] = []
  let textDocs = 0
  forEachDocument(shard.pages, firstDoc, (id, type, page, section) => {
    if (type !== DOC_TITLE && type !== DOC_HEADING) {
      textDocs++
      return
    }
    const [, title, , sections] = shard.pages[page]!
    const terms = tokenize(type === DOC_TITLE ? title : sections[section]![1])
    const counts = new Map<string, number>()
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1)
    for (const [term, tf] of counts) add(postings, term, id, tf)
    lengths.push(terms.length)
  })

  // Text documents come after all titles and headings, so their postings extend every list in order.
  const firstText = firstDoc + lengths.length
  const terms = [...decodeBigrams(shard.alphabet, shard.bigrams), ...decodeWords(shard.words)]
  const bits = new BitReader(shard.postings)
  for (const term of terms) {
    const docs: number[] = []
    bits.interpolative(bits.gamma(), firstText, firstText + textDocs - 1, docs)
    for (const doc of docs) add(postings, term, doc, bits.gamma())
  }
  for (let i = 0; i < textDocs; i++) lengths.push(bits.gamma() - 1)
  return { postings, lengths, documents: lengths.length }
}
