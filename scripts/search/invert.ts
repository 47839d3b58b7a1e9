import type { SearchSource } from '../../src/shared/search/types.ts'
import type { SerializedPage } from '../../src/shared/search/index-format.ts'
import { scanText } from '../../src/shared/search/tokenize.ts'
import { cutDocuments } from './documents.ts'
import { textsKey, VectorStore, type DocVector } from './vector-store.ts'

/** Per term, the documents holding it (ascending) and how often. */
export interface Postings {
  docs: Int32Array
  tfs: Int32Array
}

/** The inverted index of a locale's pages: what lunr.Builder#add would count, in typed arrays. */
export interface InvertedDocuments {
  pages: SerializedPage[]
  /** Terms (with repeats) of each document, by document id. */
  lengths: number[]
  postings: Map<string, Postings>
}

/**
 * Tokenises the pages' documents and inverts them. Each document becomes a vector of term ids as it
 * is read, and the postings are laid out once all are in (a counting sort by term): no list of
 * strings per document and no growing list per term, which on a 10,000-page site is most of the
 * time and the garbage of building the index. A document whose texts `store` has a vector of is not
 * tokenised again; term ids are those of the store's dictionary.
 */
export function invertDocuments(
  sources: readonly SearchSource[],
  chunks: readonly string[],
  store = new VectorStore(null),
): InvertedDocuments {
  const terms = store.terms
  // Made on the first document the store has no vector of: a rebuild seldom needs it.
  let ids: Map<string, number> | undefined
  let tfOf = new Int32Array(0)
  const touched: number[] = []
  const tokenise = (texts: readonly string[]): DocVector => {
    if (!ids) {
      ids = new Map(terms.map((term, id) => [term, id]))
      tfOf = new Int32Array(Math.max(1024, terms.length))
    }
    const known = ids
    let length = 0
    const add = (term: string) => {
      let id = known.get(term)
      if (id === undefined) {
        id = terms.length
        known.set(term, id)
        terms.push(term)
        if (id >= tfOf.length) {
          const grown = new Int32Array(tfOf.length * 2)
          grown.set(tfOf)
          tfOf = grown
        }
      }
      if (tfOf[id] === 0) touched.push(id)
      tfOf[id]!++
      length++
    }
    for (const text of texts) scanText(text, add)
    const vector: DocVector = {
      ids: Int32Array.from(touched),
      tfs: new Int32Array(touched.length),
      length,
    }
    touched.forEach((id, i) => {
      vector.tfs[i] = tfOf[id]!
      tfOf[id] = 0
    })
    touched.length = 0
    return vector
  }
  const vectorOf = (texts: readonly string[]) =>
    store.vector(textsKey(texts), () => tokenise(texts))
  const { pages, docs } = cutDocuments(sources, chunks, vectorOf, (vector) => vector.length)

  // Counting sort: each term's postings take a run of the arrays, filled in document order.
  // Plain loops: they run over every posting of the site on every build, rebuilds included.
  const offsets = new Int32Array(terms.length + 1)
  for (const vector of docs) {
    const vids = vector.ids
    for (let i = 0; i < vids.length; i++) offsets[vids[i]! + 1]!++
  }
  for (let id = 0; id < terms.length; id++) offsets[id + 1]! += offsets[id]!
  const cursor = offsets.slice(0, terms.length)
  const allDocs = new Int32Array(offsets[terms.length]!)
  const allTfs = new Int32Array(allDocs.length)
  for (let doc = 0; doc < docs.length; doc++) {
    const { ids: vids, tfs } = docs[doc]!
    for (let i = 0; i < vids.length; i++) {
      const at = cursor[vids[i]!]!++
      allDocs[at] = doc
      allTfs[at] = tfs[i]!
    }
  }
  const postings = new Map<string, Postings>()
  // Terms of the store that no document of this build holds are not in the index.
  for (let id = 0; id < terms.length; id++) {
    const from = offsets[id]!
    const to = offsets[id + 1]!
    if (from !== to)
      postings.set(terms[id]!, { docs: allDocs.subarray(from, to), tfs: allTfs.subarray(from, to) })
  }
  return { pages, lengths: docs.map((vector) => vector.length), postings }
}
