import lunr from 'lunr'
import { encodeTerms, encodeVarint, type IndexShard } from '../../src/shared/search/format.ts'
import type { SearchDocuments } from './documents.ts'

/** The parts of lunr.Builder we read; @types/lunr still names them as in lunr 1.x. */
interface BuilderInternals {
  invertedIndex: Record<string, { t: Record<string, object> }>
  fieldTermFrequencies: Record<string, Record<string, number>>
  fieldLengths: Record<string, number>
}

/**
 * Runs lunr's builder over the documents (one field `t`, ref = document number, no metadata, an
 * empty pipeline: the shared tokenizer already gave the final terms). Refs are local to the shard.
 */
export function buildLunr(docs: SearchDocuments): lunr.Builder {
  const builder = new lunr.Builder()
  builder.ref('i')
  builder.field('t')
  builder.metadataWhitelist = []
  builder.tokenizer = ((terms: string[]) => terms.map((term) => new lunr.Token(term, {}))) as typeof lunr.tokenizer
  docs.terms.forEach((terms, i) => builder.add({ i: String(i), t: terms }))
  return builder
}

/** What one shard holds, for the size report. */
export interface ShardCounts {
  terms: number
  postings: number
}

/**
 * Serialises a built lunr index compactly: sorted front-coded terms; per term its posting list as
 * varints (document gap × 2 + [frequency > 1], then frequency − 2 when that bit is set); and the
 * term count of each document. Field vectors and the token set are rebuilt from these in the worker.
 */
export function encodeShard(builder: lunr.Builder, documents: number): { shard: Omit<IndexShard, 'pages' | 'texts'>; counts: ShardCounts } {
  const { invertedIndex, fieldTermFrequencies, fieldLengths } = builder as unknown as BuilderInternals
  const terms = Object.keys(invertedIndex).sort()
  const postings: string[] = []
  let count = 0
  for (const term of terms) {
    // Integer-like keys enumerate in ascending numeric order: the list is sorted by document.
    const refs = Object.keys(invertedIndex[term]!.t)
    encodeVarint(refs.length, postings)
    let previous = -1
    for (const ref of refs) {
      const doc = Number(ref)
      const tf = fieldTermFrequencies[`t/${ref}`]![term]!
      encodeVarint((doc - previous - 1) * 2 + (tf > 1 ? 1 : 0), postings)
      if (tf > 1) encodeVarint(tf - 2, postings)
      previous = doc
    }
    count += refs.length
  }
  const lengths: string[] = []
  for (let i = 0; i < documents; i++) encodeVarint(fieldLengths[`t/${i}`] ?? 0, lengths)
  return {
    shard: { terms: encodeTerms(terms), postings: postings.join(''), lengths: lengths.join('') },
    counts: { terms: terms.length, postings: count },
  }
}
