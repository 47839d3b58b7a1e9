import { beforeAll, describe, expect, it } from 'vitest'
import { gzipSync } from 'node:zlib'
import path from 'node:path'
import { markdownBytes } from '../../scripts/search/measure.ts'
import {
  buildContentIndexes,
  readRelevanceQueries,
  relevanceOf,
  relevanceTable,
  MIN_CLASS_RECALL,
  MIN_MRR,
  MIN_RECALL,
  RELEVANCE_CLASSES,
  RELEVANCE_DEPTH,
  type ContentIndexes,
  type Relevance,
} from '../../scripts/search/relevance.ts'

describe('search relevance on the site content', () => {
  const queries = readRelevanceQueries()
  let site: ContentIndexes
  let result: Relevance

  beforeAll(async () => {
    site = await buildContentIndexes()
    result = await relevanceOf(queries, site)
    const ranked = result.ranks
      .filter((r) => r.rank !== 1)
      .map(
        (r) =>
          `  rank ${r.rank || '-'}: ${r.query.locale} ${r.query.class} ${JSON.stringify(r.query.query)} → ${r.query.expect[0]} (first: ${r.first.join(', ')})`,
      )
    console.log(`[search] relevance\n${relevanceTable(result)}\n${ranked.join('\n')}`)
  }, 180_000)

  it('has at least 300 queries, half per locale, in every class, each of a known class and naming pages of the index', () => {
    expect(queries.length).toBeGreaterThanOrEqual(300)
    const zh = queries.filter((q) => q.locale === 'zh-Hans').length
    expect(Math.abs(zh * 2 - queries.length)).toBeLessThanOrEqual(queries.length * 0.05)
    for (const cls of RELEVANCE_CLASSES) {
      for (const locale of ['zh-Hans', 'en'] as const)
        expect(
          queries.filter((q) => q.class === cls && q.locale === locale).length,
          `${cls} ${locale}`,
        ).toBeGreaterThanOrEqual(20)
    }
    const { builds } = site
    const paths = (build: ContentIndexes['builds']['en']) =>
      new Set(
        (JSON.parse(build.files[0]!.content) as { blocks: { pages: [string][] }[] }).blocks.flatMap(
          (b) => b.pages.map((p) => p[0]),
        ),
      )
    const known = new Set([...paths(builds['zh-Hans']), ...paths(builds.en)])
    for (const q of queries) {
      expect(q.expect.length, q.query).toBeGreaterThan(0)
      expect(RELEVANCE_CLASSES, q.query).toContain(q.class)
      for (const page of q.expect) expect(known.has(page), `${q.query} → ${page}`).toBe(true)
    }
  })

  it('takes snippets from the data chunks: every page has one, every text hit shows a snippet, nearly all with the match marked', () => {
    for (const build of Object.values(site.builds))
      expect(build.stats.chunkless, build.stats.locale).toBe(0)
    expect(result.textHits).toBeGreaterThan(50)
    expect(result.snippets).toBe(result.textHits)
    // The rest matched front matter keywords only, which are indexed and never shown.
    expect(result.marked / result.textHits).toBeGreaterThanOrEqual(0.99)
  })

  it('writes each index in one file (no copy of the text), one texts file and one variants file, within 0.25 gzip bytes per Markdown byte', () => {
    for (const [locale, build] of Object.entries(site.builds)) {
      const apart = [build.stats.texts?.name, build.stats.variants?.name]
      const index = build.files.filter((file) => !apart.includes(file.name))
      expect(index.map((file) => file.name)).toEqual([build.root])
      expect(build.root).toMatch(new RegExp(`^search/${locale}\\.[0-9a-f]{8}\\.json$`, 'u'))
      // The site's text is sent whole, after the index and apart from it.
      expect(build.stats.texts?.name).toMatch(
        new RegExp(`^search/${locale}\\.texts\\.[0-9a-f]{8}\\.json$`, 'u'),
      )
      // So is the table of traditional characters, a fixed few KB whatever the site's size.
      expect(build.stats.variants?.name).toMatch(
        new RegExp(`^search/${locale}\\.variants\\.[0-9a-f]{8}\\.json$`, 'u'),
      )
      expect(build.stats.variants!.gzipBytes).toBeLessThan(8 * 1024)
      expect(build.files).toHaveLength(index.length + 2)
      const gzip = index.reduce((n, f) => n + gzipSync(f.content).length, 0)
      expect(
        gzip /
          markdownBytes(
            path.join(import.meta.dirname, '../../content'),
            locale as 'en' | 'zh-Hans',
          ),
        locale,
      ).toBeLessThanOrEqual(0.25)
    }
  })

  it(`finds a right page among the first ${RELEVANCE_DEPTH} results (Recall@${RELEVANCE_DEPTH} ≥ ${MIN_RECALL}) and ranks it high (MRR ≥ ${MIN_MRR})`, () => {
    expect(result.recall, result.misses.join('\n')).toBeGreaterThanOrEqual(MIN_RECALL)
    expect(result.mrr).toBeGreaterThanOrEqual(MIN_MRR)
  })

  it.each(RELEVANCE_CLASSES)(
    `finds a right page among the first ${RELEVANCE_DEPTH} results for %s queries (Recall@${RELEVANCE_DEPTH} ≥ ${MIN_CLASS_RECALL})`,
    (cls) => {
      const misses = result.misses.filter((m) => m.includes(` ${cls} `))
      expect(result.groups.get(cls)!.recall, misses.join('\n')).toBeGreaterThanOrEqual(
        MIN_CLASS_RECALL,
      )
    },
  )
})
