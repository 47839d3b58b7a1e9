import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DOC_TEXT, type SearchResult } from '../../src/shared/search/format.ts'
import { createSearchApi } from '../../workers/search/api.ts'
import { buildSiteModel } from '../content/site-model.ts'
import { buildSearchIndex, type SearchIndexBuild } from './build-index.ts'
import { siteDataChunks } from './data-chunks.ts'
import { withFakeSite } from './fake-site.ts'

const ROOT = path.join(import.meta.dirname, '../..')
/** The queries with the page each must find, written from the site's content. */
export const RELEVANCE_QUERIES_FILE = path.join(ROOT, 'tests/search/relevance-queries.json')
/** Results the search bar shows. */
export const RELEVANCE_DEPTH = 8

export interface RelevanceQuery {
  locale: 'zh-Hans' | 'en'
  query: string
  /** Page path without base URL and hash, as SearchResult.url without its hash. */
  expect: string
}

export interface Relevance {
  /** Share of queries whose page is among the first RELEVANCE_DEPTH results. */
  recall: number
  /** Mean of 1 / rank of the page's first result (0 when not among the first RELEVANCE_DEPTH). */
  mrr: number
  /** Queries whose page is not among the first RELEVANCE_DEPTH results, with what came first. */
  misses: string[]
  /** Every query with the rank its page got (0 = missed). */
  ranks: { query: RelevanceQuery; rank: number; first: string[] }[]
  /** Text hits among the results, and how many of them came with a snippet (from the texts file or the data chunks). */
  textHits: number
  snippets: number
}

const pageOf = (result: SearchResult) => result.url.replace(/#.*$/u, '')

/** Both locales' indexes of a site, and its data chunks (path under the site root → content), which snippets come from. */
export interface ContentIndexes {
  builds: Record<RelevanceQuery['locale'], SearchIndexBuild>
  chunks: ReadonlyMap<string, string>
}

/** Runs `queries` against built indexes (one per locale) through the worker API, in node. */
export async function relevanceOf(queries: readonly RelevanceQuery[], { builds, chunks }: ContentIndexes): Promise<Relevance> {
  let textHits = 0
  let snippets = 0
  const ranks = await withFakeSite(Object.values(builds), async () => {
    const api = createSearchApi()
    const out: Relevance['ranks'] = []
    for (const query of queries) {
      const results = await api.search(query.query, { indexUrl: `/${builds[query.locale].root}`, limit: RELEVANCE_DEPTH })
      const pages = results.map(pageOf)
      out.push({ query, rank: pages.indexOf(query.expect) + 1, first: [...new Set(pages)].slice(0, 3) })
      const texts = results.filter((r) => r.type === DOC_TEXT)
      textHits += texts.length
      snippets += texts.filter((r) => r.snippetHtml.includes('<mark>')).length
    }
    return out
  }, chunks)
  const found = ranks.filter((r) => r.rank > 0)
  return {
    recall: found.length / (ranks.length || 1),
    mrr: found.reduce((sum, r) => sum + 1 / r.rank, 0) / (ranks.length || 1),
    misses: ranks.filter((r) => r.rank === 0).map((r) => `${r.query.locale} ${JSON.stringify(r.query.query)} → expected ${r.query.expect}, got ${r.first.join(', ') || 'nothing'}`),
    ranks,
    textHits,
    snippets,
  }
}

/** Reads the query list (tests/search/relevance-queries.json). */
export function readRelevanceQueries(file = RELEVANCE_QUERIES_FILE): RelevanceQuery[] {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RelevanceQuery[]
}

/** Builds the real index of `contentDir` (the site's content by default) for both locales, with the data chunks. */
export async function buildContentIndexes(contentDir = path.join(ROOT, 'content')): Promise<ContentIndexes> {
  const model = await buildSiteModel(contentDir)
  const chunks = siteDataChunks(model)
  const build = (locale: RelevanceQuery['locale']) => buildSearchIndex(model.search.get(locale) ?? [], locale, chunks.chunkOf)
  return { builds: { 'zh-Hans': build('zh-Hans'), en: build('en') }, chunks: chunks.files }
}

/** Recall@8 and MRR of the relevance queries on the real built index, for the bench. */
export async function measureRelevance(): Promise<Relevance> {
  return relevanceOf(readRelevanceQueries(), await buildContentIndexes())
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const result = await measureRelevance()
  for (const { query, rank, first } of result.ranks) if (rank !== 1) console.log(`  rank ${rank || '-'} ${query.locale} ${JSON.stringify(query.query)} → ${query.expect}; first: ${first.join(', ')}`)
  console.log(`[search] relevance: ${result.ranks.length} queries, Recall@${RELEVANCE_DEPTH} ${result.recall.toFixed(3)}, MRR ${result.mrr.toFixed(3)}`)
}
