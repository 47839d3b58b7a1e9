import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DOC_TEXT } from '../../src/shared/search/documents.ts'
import type { SearchResult } from '../../workers/search/result-types.ts'
import { createSearchApi } from '../../workers/search/api.ts'
import { buildSiteModel } from '../content/site-model.ts'
import { buildSearchIndex, type SearchIndexBuild } from './build-index.ts'
import { siteDataChunks } from './data-chunks.ts'
import { siteSearchIndexes } from './site-indexes.ts'
import { withFakeSite } from './fake-site.ts'

const ROOT = path.join(import.meta.dirname, '../..')
/** The queries with the pages a reader would accept for each, written from the site's content. */
export const RELEVANCE_QUERIES_FILE = path.join(ROOT, 'tests/search/relevance-queries.json')
/** Results the search bar shows. */
export const RELEVANCE_DEPTH = 8

/** Budgets: Recall@8 over all queries and in every class, and MRR over all queries. */
export const MIN_RECALL = 0.95
export const MIN_CLASS_RECALL = 0.9
export const MIN_MRR = 0.85

export type RelevanceLocale = 'zh-Hans' | 'en'

/** How a reader came to type the query. */
export const RELEVANCE_CLASSES = [
  'title',
  'partial',
  'body',
  'mixed',
  'typo-synonym',
  'question',
  'cross-language',
] as const
export type RelevanceClass = (typeof RELEVANCE_CLASSES)[number]

export interface RelevanceQuery {
  locale: RelevanceLocale
  class: RelevanceClass
  query: string
  /** Every page a reader would accept: paths without base URL and hash, as SearchResult.url without its hash. */
  expect: string[]
}

/** Recall and MRR of a group of queries. */
export interface RelevanceFigures {
  queries: number
  /** Share of queries with an accepted page among the first RELEVANCE_DEPTH results. */
  recall: number
  /** Mean of 1 / rank of the first accepted page (0 when none is among the first RELEVANCE_DEPTH). */
  mrr: number
}

export interface Relevance extends RelevanceFigures {
  /** Per class and per class and locale (`title`, `title zh-Hans`, …). */
  groups: Map<string, RelevanceFigures>
  /** Queries without an accepted page among the first RELEVANCE_DEPTH results, with what came first. */
  misses: string[]
  /** Every query with the rank its first accepted page got (0 = missed). */
  ranks: { query: RelevanceQuery; rank: number; first: string[] }[]
  /**
   * Text hits among the results, how many of them came with a snippet (from the texts file or the
   * data chunks), and how many show a match in it (a page found by its front matter keywords alone
   * has none to show: keywords are indexed, never displayed).
   */
  textHits: number
  snippets: number
  marked: number
}

const pageOf = (result: SearchResult) => result.url.replace(/#.*$/u, '')

/** Both locales' indexes of a site, and its data chunks (path under the site root → content), which snippets come from. */
export interface ContentIndexes {
  builds: Record<RelevanceLocale, SearchIndexBuild>
  chunks: ReadonlyMap<string, string>
}

function figures(ranks: readonly { rank: number }[]): RelevanceFigures {
  const found = ranks.filter((r) => r.rank > 0)
  return {
    queries: ranks.length,
    recall: found.length / (ranks.length || 1),
    mrr: found.reduce((sum, r) => sum + 1 / r.rank, 0) / (ranks.length || 1),
  }
}

/** Runs `queries` against built indexes (one per locale) through the worker API, in node. */
export async function relevanceOf(
  queries: readonly RelevanceQuery[],
  { builds, chunks }: ContentIndexes,
): Promise<Relevance> {
  let textHits = 0
  let snippets = 0
  let marked = 0
  const ranks = await withFakeSite(
    Object.values(builds),
    async () => {
      const api = createSearchApi()
      const out: Relevance['ranks'] = []
      const urls = { 'zh-Hans': `/${builds['zh-Hans'].root}`, en: `/${builds.en.root}` }
      // Both loaded first, as a reader's session has them by the time a weak query asks for the other.
      await Promise.all(Object.values(urls).map((url) => api.load(url)))
      for (const query of queries) {
        const otherLocale = query.locale === 'en' ? 'zh-Hans' : 'en'
        const answer = await api.search(query.query, {
          indexUrl: urls[query.locale],
          otherIndexUrl: urls[otherLocale],
          limit: RELEVANCE_DEPTH,
        })
        // In the order shown: this language's results and the other's, whichever come first.
        const other = answer.other?.results ?? []
        const results = answer.other?.first
          ? [...other, ...answer.results]
          : [...answer.results, ...other]
        const pages = results.slice(0, RELEVANCE_DEPTH).map(pageOf)
        out.push({
          query,
          rank: pages.findIndex((page) => query.expect.includes(page)) + 1,
          first: [...new Set(pages)].slice(0, 3),
        })
        const texts = results.filter((r) => r.type === DOC_TEXT)
        textHits += texts.length
        snippets += texts.filter((r) => r.snippetHtml !== '').length
        marked += texts.filter((r) => r.snippetHtml.includes('<mark>')).length
      }
      return out
    },
    chunks,
  )
  const groups = new Map<string, RelevanceFigures>()
  for (const cls of RELEVANCE_CLASSES) {
    const of = ranks.filter((r) => r.query.class === cls)
    if (!of.length) continue
    groups.set(cls, figures(of))
    for (const locale of ['zh-Hans', 'en'] as const)
      groups.set(`${cls} ${locale}`, figures(of.filter((r) => r.query.locale === locale)))
  }
  for (const locale of ['zh-Hans', 'en'] as const)
    groups.set(locale, figures(ranks.filter((r) => r.query.locale === locale)))
  return {
    ...figures(ranks),
    groups,
    misses: ranks
      .filter((r) => r.rank === 0)
      .map(
        (r) =>
          `${r.query.locale} ${r.query.class} ${JSON.stringify(r.query.query)} → expected ${r.query.expect[0]}, got ${r.first.join(', ') || 'nothing'}`,
      ),
    ranks,
    textHits,
    snippets,
    marked,
  }
}

/** Reads the query list (tests/search/relevance-queries.json). */
export function readRelevanceQueries(file = RELEVANCE_QUERIES_FILE): RelevanceQuery[] {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RelevanceQuery[]
}

/** Builds the real index of `contentDir` (the site's content by default) for both locales, with the data chunks. */
export async function buildContentIndexes(
  contentDir = path.join(ROOT, 'content'),
): Promise<ContentIndexes> {
  const model = await buildSiteModel(contentDir)
  const chunks = siteDataChunks(model)
  const { builds } = siteSearchIndexes(model, chunks.chunkOf)
  const build = (locale: RelevanceLocale) =>
    builds.get(locale) ?? buildSearchIndex([], locale, chunks.chunkOf)
  return { builds: { 'zh-Hans': build('zh-Hans'), en: build('en') }, chunks: chunks.files }
}

/** Recall@8 and MRR of the relevance queries on the real built index, for the bench. */
export async function measureRelevance(): Promise<Relevance> {
  return relevanceOf(readRelevanceQueries(), await buildContentIndexes())
}

/** One line per group: queries, recall, MRR. */
export function relevanceTable(result: Relevance): string {
  const row = (name: string, f: RelevanceFigures) =>
    `  ${name.padEnd(28)} ${String(f.queries).padStart(4)}  Recall@${RELEVANCE_DEPTH} ${f.recall.toFixed(3)}  MRR ${f.mrr.toFixed(3)}`
  return [row('all', result), ...[...result.groups].map(([name, f]) => row(name, f))].join('\n')
}

const isMain =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const result = await measureRelevance()
  if (process.argv.includes('--ranks')) {
    for (const { query, rank, first } of result.ranks)
      if (rank !== 1)
        console.log(
          `  rank ${rank || '-'} ${query.locale} ${query.class} ${JSON.stringify(query.query)} → ${query.expect[0]}; first: ${first.join(', ')}`,
        )
  }
  console.log(relevanceTable(result))
}
