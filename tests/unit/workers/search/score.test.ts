import lunr from 'lunr'
import { describe, expect, it } from 'vitest'
import { buildSearchIndex } from '../../../../scripts/search/build-index.ts'
import { collectDocuments, type SearchDocuments } from '../../../support/search-documents.ts'
import type { SearchSource } from '../../../../src/shared/search/types.ts'
import { readIndex, type LoadedIndex } from '../../../../workers/search/load-index.ts'
import { toLunrIndex } from './lunr-index.ts'
import { scoreClauses, type Clause } from '../../../../workers/search/score.ts'
import { enPages, generatedPages, random, zhPages } from './site.ts'

/** lunr 2.3 internals that @types/lunr leaves out. */
interface Internals {
  invertedIndex: Record<string, { _index: number; t: Record<string, object> }>
  fieldVectors: Record<string, { elements: number[] }>
}

/** The index lunr itself builds from the same documents and terms. */
function lunrBuilt(docs: SearchDocuments): lunr.Index {
  const builder = new lunr.Builder()
  builder.ref('i')
  builder.field('t')
  builder.metadataWhitelist = []
  builder.tokenizer = ((terms: string[]) =>
    terms.map((t) => new lunr.Token(t, {}))) as typeof lunr.tokenizer
  docs.terms.forEach((terms, i) => {
    builder.add({ i: String(i), t: terms })
  })
  return builder.build()
}

/** The worker's index of `pages`, its terms cut into shards of about `shardPostings` postings, all inline. */
function loaded(
  pages: SearchSource[],
  shardPostings?: number,
): Omit<LoadedIndex, 'texts' | 'variants'> & { keys: string[] } {
  const build = buildSearchIndex(pages, 'en', () => undefined, {
    inlineMaxGzipBytes: 16 * 1024 * 1024,
    textsMaxGzipBytes: 0,
    ...(shardPostings ? { shardPostings } : {}),
  })
  const index = readIndex(
    JSON.parse(build.files[0]!.content),
    new URL('https://docs.example/search/x.json'),
  )
  const keys = Array.from(
    { length: index.docs.count },
    (_, id) =>
      `${index.pages[index.docs.page[id]!]!.path}|${index.docs.type[id]}|${index.docs.ordinal[id]}`,
  )
  return { ...index, keys }
}

/** Per document: term → field-vector weight. */
function weights(index: lunr.Index): Map<string, Map<string, number>> {
  const { invertedIndex, fieldVectors } = index as unknown as Internals
  const termOf = new Map(
    Object.entries(invertedIndex).map(([term, posting]) => [posting._index, term]),
  )
  const out = new Map<string, Map<string, number>>()
  for (const [ref, vector] of Object.entries(fieldVectors)) {
    const map = new Map<string, number>()
    for (let i = 0; i < vector.elements.length; i += 2)
      map.set(termOf.get(vector.elements[i]!)!, vector.elements[i + 1]!)
    out.set(ref, map)
  }
  return out
}

interface RandomClause {
  term: string
  wildcard: boolean
  required: boolean
  boost: number
}

/** The same clauses for lunr (a query function) and for scoreClauses (expanded against the index). */
function both(
  index: LoadedIndex['index'],
  clauses: readonly RandomClause[],
): { lunrQuery: lunr.Index.QueryBuilder; ours: Clause[] } {
  const lunrQuery = (q: lunr.Query) => {
    for (const c of clauses) {
      const presence = c.required ? lunr.Query.presence.REQUIRED : lunr.Query.presence.OPTIONAL
      q.term(c.term, {
        presence,
        boost: c.boost,
        usePipeline: false,
        wildcard: c.wildcard ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE,
      })
    }
  }
  const ours = clauses.map((c) => ({
    terms: c.wildcard ? index.expand(c.term) : [c.term],
    required: c.required,
    boost: c.boost,
  }))
  return { lunrQuery, ours }
}

describe('workers/search/score', () => {
  const pages = [
    ...zhPages,
    ...enPages,
    ...generatedPages('zh-Hans', 20),
    ...generatedPages('en', 20),
  ]
  const reference = lunrBuilt(collectDocuments(pages))
  const ours = loaded(pages)
  const asLunr = toLunrIndex(ours.index)
  const terms = ours.index.allTerms()

  it('holds the same terms, postings and BM25 field vectors as lunr.Builder, to the bit', () => {
    const theirs = (reference as unknown as Internals).invertedIndex
    expect(terms).toEqual(Object.keys(theirs).sort())
    const mine = (asLunr as unknown as Internals).invertedIndex
    for (const term of terms)
      expect(Object.keys(mine[term]!.t), term).toEqual(Object.keys(theirs[term]!.t))
    expect(weights(asLunr)).toEqual(weights(reference))
  })

  it('scores as lunr.Index#query on random queries: same documents, same scores, same matched terms', () => {
    const next = random(7)
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
    let compared = 0
    for (let n = 0; n < 400; n++) {
      const clauses: RandomClause[] = Array.from({ length: 1 + Math.floor(next() * 4) }, () => {
        const term = next() < 0.1 ? 'zzzmissing' : pick(terms)
        const wildcard = next() < 0.3
        return {
          term: wildcard ? term.slice(0, 1 + Math.floor(next() * 2)) : term,
          wildcard,
          required: next() < 0.4,
          boost: next() < 0.2 ? 10 : 1,
        }
      })
      const { lunrQuery, ours: clausesOfOurs } = both(ours.index, clauses)
      const expected = new Map(asLunr.query(lunrQuery).map((r) => [Number(r.ref), r]))
      const matches = scoreClauses(ours.index, clausesOfOurs)
      const label = JSON.stringify(clauses)
      expect(matches.ids.length, label).toBe(expected.size)
      matches.ids.forEach((id, i) => {
        const theirs = expected.get(id)
        expect(theirs, label).toBeDefined()
        expect(matches.scores[i], label).toBe(theirs!.score)
        const matched = matches.terms.filter((term) => ours.index.has(term, id)).sort()
        expect(matched, label).toEqual(Object.keys(theirs!.matchData.metadata).sort())
      })
      compared += matches.ids.length
    }
    expect(compared).toBeGreaterThan(500)
  })

  it('scores one- and two-term queries exactly as an index built by lunr.Builder', () => {
    for (const query of [['deepl'], ['翻译'], ['the', 'key'], ['set'], ['划词', '词翻']]) {
      const expected = new Map(
        reference
          .query((q) =>
            query.forEach((term) => {
              q.term(term, { presence: lunr.Query.presence.REQUIRED, usePipeline: false })
            }),
          )
          .map((r) => [Number(r.ref), r.score]),
      )
      const matches = scoreClauses(
        ours.index,
        query.map((term) => ({ terms: [term], required: true, boost: 1 })),
      )
      expect(matches.ids.length, query.join(' ')).toBeGreaterThan(0)
      expect(new Map([...matches.ids].map((id, i) => [id, matches.scores[i]]))).toEqual(expected)
    }
  })

  it('scores an index cut into many term shards like one in one piece', () => {
    const split = loaded(pages, 500)
    expect(split.index.shardOf('zzzz')).toBeGreaterThan(2)
    for (const term of ['deepl', '翻译', 'page', 'the', 'set']) {
      const results = (index: ReturnType<typeof loaded>) => {
        const m = scoreClauses(index.index, [
          { terms: index.index.expand(term), required: true, boost: 1 },
        ])
        return [...m.ids].map((id, i) => [index.keys[id], m.scores[i]!.toFixed(12)]).sort()
      }
      expect(results(split), term).toEqual(results(ours))
    }
  })
})
