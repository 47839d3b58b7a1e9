import lunr from 'lunr'
import { describe, expect, it } from 'vitest'
import { collectDocuments, type SearchDocuments } from '../../../../scripts/search/documents.ts'
import { encodeShard } from '../../../../scripts/search/encode-shard.ts'
import type { SearchSource } from '../../../../src/shared/search/types.ts'
import { readShards, type LoadedIndex } from '../../../../workers/search/load-index.ts'
import { toLunrIndex } from './lunr-index.ts'
import { scoreClauses, unionMatches, type Clause } from '../../../../workers/search/score.ts'
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
  builder.tokenizer = ((terms: string[]) => terms.map((t) => new lunr.Token(t, {}))) as typeof lunr.tokenizer
  docs.terms.forEach((terms, i) => builder.add({ i: String(i), t: terms }))
  return builder.build()
}

/** The worker's index over `groups` of pages, one shard per group, read as the worker reads it. */
function loaded(groups: SearchSource[][]): LoadedIndex & { keys: string[] } {
  const shards = groups.map((group) => {
    const docs = collectDocuments(group)
    return { shard: { pages: docs.pages, ...encodeShard(docs.textTerms).shard, chunkDir: '' }, url: new URL('https://docs.example/search/x.json') }
  })
  const index = readShards(shards)
  const keys = index.docs.map((doc) => `${index.pages[doc.page]!.path}|${doc.type}|${doc.section}`)
  return { ...index, keys }
}

/** Per document: term → field-vector weight. */
function weights(index: lunr.Index): Map<string, Map<string, number>> {
  const { invertedIndex, fieldVectors } = index as unknown as Internals
  const termOf = new Map(Object.entries(invertedIndex).map(([term, posting]) => [posting._index, term]))
  const out = new Map<string, Map<string, number>>()
  for (const [ref, vector] of Object.entries(fieldVectors)) {
    const map = new Map<string, number>()
    for (let i = 0; i < vector.elements.length; i += 2) map.set(termOf.get(vector.elements[i]!)!, vector.elements[i + 1]!)
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
function both(index: LoadedIndex['index'], clauses: readonly RandomClause[]): { lunrQuery: lunr.Index.QueryBuilder; ours: Clause[] } {
  const lunrQuery = (q: lunr.Query) => {
    for (const c of clauses) {
      const presence = c.required ? lunr.Query.presence.REQUIRED : lunr.Query.presence.OPTIONAL
      q.term(c.term, { presence, boost: c.boost, usePipeline: false, wildcard: c.wildcard ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE })
    }
  }
  const ours = clauses.map((c) => ({ terms: c.wildcard ? index.expand(c.term) : [c.term], required: c.required, boost: c.boost }))
  return { lunrQuery, ours }
}

describe('workers/search/score', () => {
  const pages = [...zhPages, ...enPages, ...generatedPages('zh-Hans', 20), ...generatedPages('en', 20)]
  const reference = lunrBuilt(collectDocuments(pages))
  const ours = loaded([pages])
  const asLunr = toLunrIndex(ours.index)
  const terms = ours.index.allTerms()

  it('holds the same terms, postings and BM25 field vectors as lunr.Builder, to the bit', () => {
    const theirs = (reference as unknown as Internals).invertedIndex
    expect(terms).toEqual(Object.keys(theirs).sort())
    const mine = (asLunr as unknown as Internals).invertedIndex
    for (const term of terms) expect(Object.keys(mine[term]!.t), term).toEqual(Object.keys(theirs[term]!.t))
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
        return { term: wildcard ? term.slice(0, 1 + Math.floor(next() * 2)) : term, wildcard, required: next() < 0.4, boost: next() < 0.2 ? 10 : 1 }
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
        reference.query((q) => query.forEach((term) => q.term(term, { presence: lunr.Query.presence.REQUIRED, usePipeline: false }))).map((r) => [Number(r.ref), r.score]),
      )
      const matches = scoreClauses(ours.index, query.map((term) => ({ terms: [term], required: true, boost: 1 })))
      expect(matches.ids.length, query.join(' ')).toBeGreaterThan(0)
      expect(new Map([...matches.ids].map((id, i) => [id, matches.scores[i]]))).toEqual(expected)
    }
  })

  it('filters by group minimums without changing any score', () => {
    const run = ['翻译', '译设', '设置']
    const all = scoreClauses(ours.index, run.map((term) => ({ terms: [term], required: false, boost: 1, group: 1 })))
    const two = scoreClauses(
      ours.index,
      run.map((term) => ({ terms: [term], required: false, boost: 1, group: 1 })),
      new Map([[1, 2]]),
    )
    const scoreOf = new Map([...all.ids].map((id, i) => [id, all.scores[i]]))
    expect(two.ids.length).toBeGreaterThan(0)
    expect(two.ids.length).toBeLessThan(all.ids.length)
    two.ids.forEach((id, i) => {
      expect(run.filter((term) => ours.index.has(term, id)).length).toBeGreaterThanOrEqual(2)
      expect(two.scores[i]).toBe(scoreOf.get(id))
    })
    const held = [...all.ids].filter((id) => run.filter((term) => ours.index.has(term, id)).length >= 2)
    expect([...two.ids].sort()).toEqual(held.sort())
  })

  it('keeps each document once, with its best score, in a union', () => {
    const a = scoreClauses(ours.index, [{ terms: ['deepl'], required: true, boost: 1 }])
    const b = scoreClauses(ours.index, [{ terms: ['deepl'], required: true, boost: 1 }, { terms: ['limit'], required: false, boost: 10 }])
    const union = unionMatches(ours.index, [a, b])
    expect(new Set(union.ids).size).toBe(union.ids.length)
    expect(union.ids.length).toBe(new Set([...a.ids, ...b.ids]).size)
    const best = new Map<number, number>()
    for (const m of [a, b]) m.ids.forEach((id, i) => best.set(id, Math.max(best.get(id) ?? 0, m.scores[i]!)))
    union.ids.forEach((id, i) => expect(union.scores[i]).toBe(best.get(id)))
  })

  it('scores a sharded index like one built in one piece (site-wide document frequencies)', () => {
    const split = loaded([pages.slice(0, 10), pages.slice(10, 30), pages.slice(30)])
    for (const term of ['deepl', '翻译', 'page', 'the', 'set']) {
      const results = (index: ReturnType<typeof loaded>) => {
        const m = scoreClauses(index.index, [{ terms: index.index.expand(term), required: true, boost: 1 }])
        return [...m.ids].map((id, i) => [index.keys[id], m.scores[i]!.toFixed(12)]).sort()
      }
      expect(results(split), term).toEqual(results(ours))
    }
  })
})
