import lunr from 'lunr'
import type { DecodedShard } from './decode-shard.ts'
import { termStats, trieTokenSet, type Postings, type TermStats } from './term-stats.ts'

// lunr.Builder defaults; the scores must equal those of an index built by lunr itself.
const K1 = 1.2
const B = 0.75
/** No metadata is kept per posting (no positions), so every posting shares one object. */
const NO_METADATA = Object.freeze(Object.create(null) as object)

/** Posting lists of all shards (decoded with consecutive document numbers) under one term list. */
function mergeShards(shards: readonly DecodedShard[]): { merged: Map<string, Postings>; lengths: number[] } {
  if (shards.length === 1) return { merged: shards[0]!.postings, lengths: shards[0]!.lengths }
  const merged = new Map<string, Postings>()
  const lengths: number[] = []
  for (const shard of shards) {
    for (const [term, { docs, tfs }] of shard.postings) {
      const entry = merged.get(term)
      if (!entry) merged.set(term, { docs, tfs })
      else
        for (let i = 0; i < docs.length; i++) {
          entry.docs.push(docs[i]!)
          entry.tfs.push(tfs[i]!)
        }
    }
    for (const length of shard.lengths) lengths.push(length)
  }
  return { merged, lengths }
}

/**
 * lunr's inverted index (`term → {_index, t: {docRef: metadata}}`), made on first use of a term.
 * Building all of it up front costs 0.3–0.6 s for the zh index (sparse integer keys put every
 * posting object in dictionary mode), while a search reads only the few terms it matches.
 */
function lazyInvertedIndex(merged: ReadonlyMap<string, Postings>, termIndex: ReadonlyMap<string, number>): object {
  const made: Record<string, object> = Object.create(null)
  return new Proxy(made, {
    get(target, term) {
      if (typeof term !== 'string') return undefined
      const posting = target[term]
      if (posting) return posting
      const entry = merged.get(term)
      if (!entry) return undefined
      const field: Record<number, object> = {}
      for (const doc of entry.docs) field[doc] = NO_METADATA
      return (target[term] = { _index: termIndex.get(term), t: field })
    },
  })
}

/**
 * Rebuilds the lunr.Index from decoded shards: inverted index, BM25 field vectors (lunr.Builder's
 * formula, rounded to 3 decimals like lunr does) and token set. Shards are merged into one index,
 * so document frequencies and the average length are those of the whole site.
 */
export function rebuildIndex(shards: readonly DecodedShard[]): { index: lunr.Index; stats: TermStats } {
  const { merged, lengths } = mergeShards(shards)
  const count = lengths.length
  const average = lengths.reduce((a, b) => a + b, 0) / (count || 1)
  const elements: number[][] = Array.from({ length: count }, () => [])
  const termIndex = new Map<string, number>()
  for (const [term, { docs, tfs }] of merged) {
    const index = termIndex.size
    termIndex.set(term, index)
    const idf = Math.log(1 + Math.abs((count - docs.length + 0.5) / (docs.length + 0.5)))
    for (let i = 0; i < docs.length; i++) {
      const tf = tfs[i]!
      const score = (idf * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (lengths[docs[i]!]! / average)) + tf)
      elements[docs[i]!]!.push(index, Math.round(score * 1000) / 1000)
    }
  }
  const fieldVectors: Record<string, lunr.Vector> = Object.create(null)
  elements.forEach((list, doc) => (fieldVectors[`t/${doc}`] = new lunr.Vector(list)))
  const sorted = [...merged.keys()].sort()
  const attributes = {
    invertedIndex: lazyInvertedIndex(merged, termIndex),
    fieldVectors,
    tokenSet: trieTokenSet(sorted),
    fields: ['t'],
    pipeline: new lunr.Pipeline(),
  }
  // @types/lunr describes lunr 1.x attributes (documentVectors); lunr 2.3 reads fieldVectors.
  const index = new lunr.Index(attributes as unknown as lunr.Index.Attributes)
  return { index, stats: termStats(merged, sorted) }
}
