import { beforeAll, describe, expect, it } from 'vitest'
import type { SearchIndexBuild } from '../../scripts/search/build-index.ts'
import { buildContentIndexes, readRelevanceQueries, relevanceOf, RELEVANCE_DEPTH, type Relevance } from '../../scripts/search/relevance.ts'

const MIN_RECALL = 0.95
const MIN_MRR = 0.8

describe('search relevance on the site content', () => {
  const queries = readRelevanceQueries()
  let builds: Record<'zh-Hans' | 'en', SearchIndexBuild>
  let result: Relevance

  beforeAll(async () => {
    builds = await buildContentIndexes()
    result = await relevanceOf(queries, builds)
    const ranked = result.ranks.filter((r) => r.rank !== 1).map((r) => `  rank ${r.rank || '-'}: ${r.query.locale} ${JSON.stringify(r.query.query)} → ${r.query.expect} (first: ${r.first.join(', ')})`)
    console.log(`[search] relevance: ${queries.length} queries, Recall@${RELEVANCE_DEPTH} ${result.recall.toFixed(3)}, MRR ${result.mrr.toFixed(3)}\n${ranked.join('\n')}`)
  }, 180_000)

  it('has at least 30 queries per locale, each naming a page of the index', () => {
    for (const locale of ['zh-Hans', 'en'] as const) expect(queries.filter((q) => q.locale === locale).length).toBeGreaterThanOrEqual(30)
    const paths = (build: SearchIndexBuild) => new Set((JSON.parse(build.files[0]!.content) as { shards: { pages?: [string][] }[] }).shards.flatMap((s) => (s.pages ?? []).map((p) => p[0])))
    const known = { 'zh-Hans': paths(builds['zh-Hans']), en: paths(builds.en) }
    for (const q of queries) expect(known[q.locale].has(q.expect), `${q.query} → ${q.expect}`).toBe(true)
  })

  it(`finds the page among the first ${RELEVANCE_DEPTH} results (Recall@${RELEVANCE_DEPTH} ≥ ${MIN_RECALL}) and ranks it high (MRR ≥ ${MIN_MRR})`, () => {
    expect(result.recall, result.misses.join('\n')).toBeGreaterThanOrEqual(MIN_RECALL)
    expect(result.mrr).toBeGreaterThanOrEqual(MIN_MRR)
  })
})
