import lunr from 'lunr'
import type { SearchIndex } from '../../../../workers/search/search-index.ts'

/** @types/lunr lacks this lunr 2.3 factory. */
interface TokenSetStatics {
  fromArray(sortedTerms: string[]): lunr.TokenSet
}

/**
 * The same index as a real lunr.Index: inverted index, BM25 field vectors and token set, term
 * numbers in code-unit order (the order scoreClauses sums in). The worker never builds this (every
 * posting becomes an object); the tests use it to hold scoreClauses to lunr.Index#query.
 */
export function toLunrIndex(index: SearchIndex): lunr.Index {
  const terms = index.allTerms()
  const invertedIndex: Record<string, { _index: number; t: Record<number, object> }> =
    Object.create(null)
  const elements: number[][] = Array.from({ length: index.documents }, () => [])
  terms.forEach((term, i) => {
    const { docs, weights } = index.postings(term)!
    const field: Record<number, object> = {}
    for (let k = 0; k < docs.length; k++) {
      field[docs[k]!] = {}
      elements[docs[k]!]!.push(i, weights[k]!)
    }
    invertedIndex[term] = { _index: i, t: field }
  })
  const fieldVectors: Record<string, lunr.Vector> = Object.create(null)
  elements.forEach((list, doc) => {
    fieldVectors[`t/${doc}`] = new lunr.Vector(list)
  })
  const attributes = {
    invertedIndex,
    fieldVectors,
    tokenSet: (lunr.TokenSet as unknown as TokenSetStatics).fromArray(terms),
    fields: ['t'],
    pipeline: new lunr.Pipeline(),
  }
  // @types/lunr describes lunr 1.x attributes (documentVectors); lunr 2.3 reads fieldVectors.
  return new lunr.Index(attributes as unknown as lunr.Index.Attributes)
}
