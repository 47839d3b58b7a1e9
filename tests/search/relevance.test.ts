import { beforeAll, describe, expect, it } from 'vitest'
import { gzipSync } from 'node:zlib'
import path from 'node:path'
import { markdownBytes } from '../../scripts/search/measure.ts'
import { buildContentIndexes, readRelevanceQueries, relevanceOf, RELEVANCE_DEPTH, type ContentIndexes, type Relevance } from '../../scripts/search/relevance.ts'

const MIN_RECALL = 0.95
const MIN_MRR = 0.8

describe('search relevance on the site content', () => {
  const queries = readRelevanceQueries()
  let site: ContentIndexes
  let result: Relevance

  beforeAll(async () => {
    site = await buildContentIndexes()
    result = await relevanceOf(queries, site)
    const ranked = result.ranks.filter((r) => r.rank !== 1).map((r) => `  rank ${r.rank || '-'}: ${r.query.locale} ${JSON.stringify(r.query.query)} → ${r.query.expect} (first: ${r.first.join(', ')})`)
    console.log(`[search] relevance: ${queries.length} queries, Recall@${RELEVANCE_DEPTH} ${result.recall.toFixed(3)}, MRR ${result.mrr.toFixed(3)}\n${ranked.join('\n')}`)
  }, 180_000)

  it('has at least 30 queries per locale, each naming a page of the index', () => {
    for (const locale of ['zh-Hans', 'en'] as const) expect(queries.filter((q) => q.locale === locale).length).toBeGreaterThanOrEqual(30)
    const { builds } = site
    const paths = (build: ContentIndexes['builds']['en']) => new Set((JSON.parse(build.files[0]!.content) as { shards: { pages?: [string][] }[] }).shards.flatMap((s) => (s.pages ?? []).map((p) => p[0])))
    const known = { 'zh-Hans': paths(builds['zh-Hans']), en: paths(builds.en) }
    for (const q of queries) expect(known[q.locale].has(q.expect), `${q.query} → ${q.expect}`).toBe(true)
  })

  it('takes snippets from the data chunks: every page has one, and every text hit shows its match', () => {
    for (const build of Object.values(site.builds)) expect(build.stats.chunkless, build.stats.locale).toBe(0)
    expect(result.textHits).toBeGreaterThan(50)
    expect(result.snippets).toBe(result.textHits)
  })

  it('writes index roots and shards (no copy of the text) and one texts file, and keeps each index within 0.25 gzip bytes per Markdown byte', () => {
    for (const [locale, build] of Object.entries(site.builds)) {
      const index = build.files.filter((file) => file.name !== build.stats.texts?.name)
      for (const file of index) expect(file.name).toMatch(new RegExp(`^search/${locale}(?:\\.s\\d+)?\\.[0-9a-f]{8}\\.json$`, 'u'))
      // The site's text is sent whole, after the index and apart from it.
      expect(build.stats.texts?.name).toMatch(new RegExp(`^search/${locale}\\.texts\\.[0-9a-f]{8}\\.json$`, 'u'))
      expect(build.files).toHaveLength(index.length + 1)
      const gzip = index.reduce((n, f) => n + gzipSync(f.content).length, 0)
      expect(gzip / markdownBytes(path.join(import.meta.dirname, '../../content'), locale as 'en' | 'zh-Hans'), locale).toBeLessThanOrEqual(0.25)
    }
  })

  it(`finds the page among the first ${RELEVANCE_DEPTH} results (Recall@${RELEVANCE_DEPTH} ≥ ${MIN_RECALL}) and ranks it high (MRR ≥ ${MIN_MRR})`, () => {
    expect(result.recall, result.misses.join('\n')).toBeGreaterThanOrEqual(MIN_RECALL)
    expect(result.mrr).toBeGreaterThanOrEqual(MIN_MRR)
  })
})
