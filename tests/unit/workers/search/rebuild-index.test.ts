import lunr from 'lunr'
import { describe, expect, it } from 'vitest'
import { collectDocuments, type SearchDocuments } from '../../../../scripts/search/documents.ts'
import { encodeShard } from '../../../../scripts/search/encode-shard.ts'
import { forEachDocument } from '../../../../src/shared/search/format.ts'
import type { SearchSource } from '../../../../src/shared/search/types.ts'
import { decodeShard } from '../../../../workers/search/decode-shard.ts'
import { rebuildIndex } from '../../../../workers/search/rebuild-index.ts'
import { enPages, generatedPages, zhPages } from './site.ts'

/** lunr 2.3 internals that @types/lunr leaves out. */
interface Internals {
  invertedIndex: Record<string, { _index: number; t: Record<string, object> }>
  fieldVectors: Record<string, { elements: number[] }>
  tokenSet: { toArray(): string[] }
}

const termsOf = (index: lunr.Index) => (index as unknown as Internals).tokenSet.toArray().sort()

/** The index lunr itself builds from the same documents and terms. */
function lunrBuilt(docs: SearchDocuments): lunr.Index {
  const builder = new lunr.Builder()
  builder.ref('i')
  builder.field('t')
  builder.metadataWhitelist = []
  builder.tokenizer = ((terms: string[]) => terms.map((t) => new lunr.Token(t, {}))) as typeof lunr.tokenizer
  docs.terms.forEach((terms, i) => builder.add({ i: String(i), t: terms }))
  return builder.build()
}

function rebuilt(groups: SearchSource[][]): { index: lunr.Index; keys: string[] } {
  const keys: string[] = []
  const decoded = groups.map((group) => {
    const docs = collectDocuments(group)
    forEachDocument(docs.pages, 0, (_, type, page, section) => keys.push(`${docs.pages[page]![0]}|${type}|${section}`))
    return decodeShard({ pages: docs.pages, ...encodeShard(docs.textTerms).shard, texts: [] }, keys.length - docs.terms.length)
  })
  return { index: rebuildIndex(decoded).index, keys }
}

/** Per document: term → weight. */
function weights(index: lunr.Index): Map<string, Map<string, number>> {
  const { invertedIndex, fieldVectors } = index as unknown as Internals
  const terms = termsOf(index)
  const termOf = new Map(terms.map((term) => [invertedIndex[term]!._index, term]))
  const out = new Map<string, Map<string, number>>()
  for (const [ref, vector] of Object.entries(fieldVectors)) {
    const map = new Map<string, number>()
    for (let i = 0; i < vector.elements.length; i += 2) map.set(termOf.get(vector.elements[i]!)!, vector.elements[i + 1]!)
    out.set(ref, map)
  }
  return out
}

describe('workers/search/rebuild-index', () => {
  const pages = [...zhPages, ...enPages, ...generatedPages('zh-Hans', 20), ...generatedPages('en', 20)]
  const docs = collectDocuments(pages)
  const reference = lunrBuilt(docs)
  const { index } = rebuilt([pages])

  it('has the same terms and postings as lunr.Builder', () => {
    const ours = index as unknown as Internals
    const theirs = reference as unknown as Internals
    const terms = termsOf(reference)
    expect(termsOf(index)).toEqual(terms)
    for (const term of terms) expect(Object.keys(ours.invertedIndex[term]!.t), term).toEqual(Object.keys(theirs.invertedIndex[term]!.t))
  })

  it('has the same BM25 field vectors, to the bit', () => {
    expect(weights(index)).toEqual(weights(reference))
  })

  it('scores queries as lunr does', () => {
    for (const terms of [['deepl'], ['翻译'], ['the', 'key'], ['set'], ['划词', '词翻']]) {
      const query = (q: lunr.Query) => terms.forEach((term) => q.term(term, { presence: lunr.Query.presence.REQUIRED, usePipeline: false }))
      const ours = index.query(query).map((r) => [r.ref, r.score])
      expect(ours.length, terms.join(' ')).toBeGreaterThan(0)
      expect(ours).toEqual(reference.query(query).map((r) => [r.ref, r.score]))
    }
  })

  it('scores a sharded index like one built in one piece (site-wide document frequencies)', () => {
    const whole = rebuilt([pages])
    const split = rebuilt([pages.slice(0, 10), pages.slice(10, 30), pages.slice(30)])
    for (const term of ['deepl', '翻译', 'page', 'the']) {
      const results = ({ index: i, keys }: typeof whole) =>
        i
          .query((q) => q.term(term, { usePipeline: false }))
          .map((r) => [keys[Number(r.ref)], r.score.toFixed(12)])
          .sort()
      expect(results(split), term).toEqual(results(whole))
    }
  })
})
