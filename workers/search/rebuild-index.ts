import lunr from 'lunr'
import type { DecodedShard } from './decode-shard.ts'

// lunr.Builder defaults; the scores must equal those of an index built by lunr itself.
const K1 = 1.2
const B = 0.75
/** lunr keeps no metadata per posting here (no positions), so every posting can share one object. */
const NO_METADATA = Object.freeze(Object.create(null) as object)

interface TokenSetStatics {
  fromArray(sortedTerms: string[]): lunr.TokenSet
}

/**
 * Rebuilds the lunr.Index from decoded shards: inverted index, BM25 field vectors (lunr.Builder's
 * formula, rounded to 3 decimals like lunr does) and token set. Shards are merged into one index,
 * so document frequencies and the average length are those of the whole site.
 */
export function rebuildIndex(shards: readonly DecodedShard[]): lunr.Index {
  const merged = new Map<string, { docs: number[]; tfs: number[] }>()
  const lengths: number[] = []
  for (const shard of shards) {
    const offset = lengths.length
    shard.terms.forEach((term, t) => {
      const docs = offset ? shard.docs[t]!.map((doc) => doc + offset) : shard.docs[t]!
      const entry = merged.get(term)
      if (!entry) merged.set(term, { docs, tfs: shard.tfs[t]! })
      else for (let i = 0; i < docs.length; i++) {
        entry.docs.push(docs[i]!)
        entry.tfs.push(shard.tfs[t]![i]!)
      }
    })
    for (const length of shard.lengths) lengths.push(length)
  }

  const count = lengths.length
  const average = lengths.reduce((a, b) => a + b, 0) / (count || 1)
  const elements: number[][] = Array.from({ length: count }, () => [])
  const invertedIndex: Record<string, unknown> = Object.create(null)
  let termIndex = 0
  for (const [term, { docs, tfs }] of merged) {
    const field: Record<number, object> = Object.create(null)
    const idf = Math.log(1 + Math.abs((count - docs.length + 0.5) / (docs.length + 0.5)))
    docs.forEach((doc, i) => {
      field[doc] = NO_METADATA
      const tf = tfs[i]!
      const score = (idf * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (lengths[doc]! / average)) + tf)
      elements[doc]!.push(termIndex, Math.round(score * 1000) / 1000)
    })
    invertedIndex[term] = { _index: termIndex++, t: field }
  }

  const fieldVectors: Record<string, lunr.Vector> = Object.create(null)
  elements.forEach((list, doc) => (fieldVectors[`t/${doc}`] = new lunr.Vector(list)))
  // @types/lunr lags lunr 2.3: it lacks TokenSet.fromArray and names fieldVectors documentVectors.
  const tokenSet = (lunr.TokenSet as unknown as TokenSetStatics).fromArray([...merged.keys()].sort())
  return new lunr.Index({ invertedIndex, fieldVectors, tokenSet, fields: ['t'], pipeline: new lunr.Pipeline() } as unknown as lunr.Index.Attributes)
}
