import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SearchSource } from '../../src/shared/search/types.ts'
import { createSearchApi } from '../../workers/search/api.ts'
import { generateSite } from '../bench/generate-site.ts'
import { buildSiteModel } from '../content/site-model.ts'
import { buildSearchIndex, type SearchIndexBuild } from './build-index.ts'
import { fakeDataChunks, siteDataChunks, type DataChunks } from './data-chunks.ts'
import { withFakeSite } from './fake-site.ts'

type Locale = 'zh-Hans' | 'en'
const LOCALES: Locale[] = ['zh-Hans', 'en']
const ROOT = path.join(import.meta.dirname, '../..')

/** Queries as people type them; every prefix is searched too, as the search bar does. */
export const DEFAULT_QUERIES: Record<Locale, string[]> = {
  'zh-Hans': [
    '划词',
    '划词翻译',
    '翻译设置',
    'deepl 限制',
    '快捷键',
    '谷歌翻译',
    '截图翻译',
    'PDF 阅读器',
    '会员',
    'openai 兼容',
    '后台运行',
    '历史记录',
    '无法翻译',
    '语音朗读',
    'v11.6',
  ],
  en: [
    'deepl',
    'deepl limit',
    'api key',
    'shortcut',
    'translate selection',
    'settings page',
    'pdf reader',
    'openai-compatibilty',
    'v11.6',
    'history',
    'screenshot translation',
    'microphone',
    'background',
    'membership',
    'edge startup boost',
  ],
}

/** The query of the first-search figure (the same as the bench's). */
export const FIRST_QUERY: Record<Locale, string> = { 'zh-Hans': '截图翻译', en: 'api key' }

/** Every prefix of every query, in order: what the search bar asks while someone types them. */
export function typedQueries(queries: readonly string[]): string[] {
  return queries.flatMap((q) =>
    Array.from({ length: [...q].length }, (_, i) => [...q].slice(0, i + 1).join('')),
  )
}

/** Figures for one locale. */
export interface SearchMeasurement {
  locale: Locale
  pages: number
  documents: number
  shards: number
  /** Root and shards: what the worker needs before the first search. */
  indexBytes: number
  indexGzipBytes: number
  /** The largest single download among root and shards (gzip). */
  largestDownloadGzipBytes: number
  markdownBytes: number
  /** indexGzipBytes / markdownBytes (budget: 0.25). */
  ratio: number
  /** Pages without a data chunk to take snippets from (should be 0). */
  chunkless: number
  buildMs: number
  /** Worker `load` in node: fetch (from memory), JSON.parse, read the shards. */
  loadMs: number
  queries: number
  /** First pass over the queries (data chunks fetched on the way, caches cold). */
  cold: Percentiles
  /** The same queries again: what the search bar costs once the index and texts are in memory. */
  warm: Percentiles
}

export interface Percentiles {
  p50: number
  p95: number
  max: number
}

export interface MeasureOptions {
  sources: Record<Locale, SearchSource[]>
  /** The pages' data chunks; made up from `sources` (see fakeDataChunks) when not given. */
  chunks?: DataChunks
  /** Markdown bytes per locale (see markdownBytes()); the ratio is 0 without it. */
  markdownBytes?: Partial<Record<Locale, number>>
  queries?: Partial<Record<Locale, string[]>>
  /** Results per search (8 in the search bar). */
  limit?: number
}

/** Sum of the sizes of `<contentDir>/<locale>/**\/*.md`. */
export function markdownBytes(contentDir: string, locale: Locale): number {
  const dir = path.join(contentDir, locale)
  if (!fs.existsSync(dir)) return 0
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0)
}

export function percentiles(times: readonly number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 }
}

/** Builds and loads each locale's index in node and times searches; nothing is written. */
export async function measureSearch(
  options: MeasureOptions,
): Promise<{ measurements: SearchMeasurement[]; builds: SearchIndexBuild[]; chunks: DataChunks }> {
  const measurements: SearchMeasurement[] = []
  const builds: SearchIndexBuild[] = []
  const chunks =
    options.chunks ?? fakeDataChunks(LOCALES.flatMap((locale) => options.sources[locale]))
  for (const locale of LOCALES) {
    const build = buildSearchIndex(options.sources[locale], locale, chunks.chunkOf)
    builds.push(build)
    const { stats } = build
    const queries = typedQueries(options.queries?.[locale] ?? DEFAULT_QUERIES[locale])
    const timed = await withFakeSite(
      [build],
      async () => {
        const api = createSearchApi()
        const indexUrl = `/${build.root}`
        let started = performance.now()
        await api.load(indexUrl)
        const loadMs = performance.now() - started
        const pass = async () => {
          const times: number[] = []
          for (const query of queries) {
            started = performance.now()
            await api.search(query, { indexUrl, limit: options.limit ?? 8 })
            times.push(performance.now() - started)
          }
          return times
        }
        const cold = await pass()
        return { loadMs, cold, warm: await pass() }
      },
      chunks.files,
    )
    const indexGzipBytes = stats.index.reduce((n, f) => n + f.gzipBytes, 0)
    const md = options.markdownBytes?.[locale] ?? 0
    measurements.push({
      locale,
      pages: stats.pages,
      documents: stats.documents,
      shards: stats.shards,
      indexBytes: stats.index.reduce((n, f) => n + f.bytes, 0),
      indexGzipBytes,
      largestDownloadGzipBytes: Math.max(...stats.index.map((f) => f.gzipBytes)),
      markdownBytes: md,
      ratio: md ? indexGzipBytes / md : 0,
      chunkless: stats.chunkless,
      buildMs: stats.ms,
      loadMs: timed.loadMs,
      queries: queries.length,
      cold: percentiles(timed.cold),
      warm: percentiles(timed.warm),
    })
  }
  return { measurements, builds, chunks }
}

/** The search sources of a content folder, as the site build makes them. */
export async function contentSources(contentDir: string): Promise<Record<Locale, SearchSource[]>> {
  return (await contentSite(contentDir)).sources
}

/** The search sources of a content folder and its pages' data chunks, as the site build makes them. */
export async function contentSite(
  contentDir: string,
): Promise<{ sources: Record<Locale, SearchSource[]>; chunks: DataChunks }> {
  const model = await buildSiteModel(contentDir)
  return {
    sources: { 'zh-Hans': model.search.get('zh-Hans') ?? [], en: model.search.get('en') ?? [] },
    chunks: siteDataChunks(model),
  }
}

/**
 * The search sources of a site generated by scripts/bench/generate-site.ts with `pages` pages (both
 * locales together), and its folder. Building the model of 10,000 pages takes about a minute, so
 * the sources are kept under .cache/, keyed by the generator's source.
 */
export async function generatedSources(
  pages: number,
): Promise<{ sources: Record<Locale, SearchSource[]>; contentDir: string }> {
  const generator = fs.readFileSync(path.join(ROOT, 'scripts/bench/generate-site.ts'))
  const key = createHash('sha256')
    .update(generator)
    .update(String(pages))
    .digest('hex')
    .slice(0, 10)
  const dir = path.join(ROOT, '.cache', 'search')
  const contentDir = path.join(dir, `site-${pages}`)
  const cached = path.join(dir, `sources-${pages}-${key}.json`)
  if (fs.existsSync(cached) && fs.existsSync(contentDir))
    return {
      sources: JSON.parse(fs.readFileSync(cached, 'utf8')) as Record<Locale, SearchSource[]>,
      contentDir,
    }
  generateSite(contentDir, pages)
  const sources = await contentSources(contentDir)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(cached, JSON.stringify(sources))
  return { sources, contentDir }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (p: Percentiles) =>
  `p50 ${p.p50.toFixed(2)} / p95 ${p.p95.toFixed(2)} / max ${p.max.toFixed(1)} ms`

/** Measures one site in node (and in Chromium with `browser`), printing a line per locale. */
async function report(
  label: string,
  sources: Record<Locale, SearchSource[]>,
  contentDir: string,
  browser: boolean,
  chunks?: DataChunks,
): Promise<void> {
  const markdown = {
    'zh-Hans': markdownBytes(contentDir, 'zh-Hans'),
    en: markdownBytes(contentDir, 'en'),
  }
  const measured = await measureSearch({
    sources,
    markdownBytes: markdown,
    ...(chunks ? { chunks } : {}),
  })
  const { measurements, builds } = measured
  for (const m of measurements) {
    console.log(
      `[search] ${label} ${m.locale}: ${m.pages} pages, ${m.documents} docs, ${m.shards} shard(s); index ${kb(m.indexGzipBytes)} gzip ` +
        `(${m.ratio.toFixed(3)} B per Markdown byte; largest download ${kb(m.largestDownloadGzipBytes)}); build ${m.buildMs.toFixed(0)} ms` +
        `${m.chunkless ? `; ${m.chunkless} page(s) without a data chunk` : ''}\n` +
        `         node: load ${m.loadMs.toFixed(1)} ms; ${m.queries} typed queries cold ${ms(m.cold)}; warm ${ms(m.warm)}`,
    )
  }
  if (!browser) return
  const { measureInBrowser } = await import('./measure-browser.ts')
  const runs = await measureInBrowser(
    LOCALES.map((locale, i) => ({
      build: builds[i]!,
      queries: typedQueries(DEFAULT_QUERIES[locale]),
      firstQuery: FIRST_QUERY[locale],
    })),
    measured.chunks.files,
  )
  runs.forEach((run, i) => {
    console.log(
      `         chromium ${LOCALES[i]}: first search ${run.firstSearchMs.toFixed(0)} ms (new worker, download and parse included; ${run.firstLoadMs.toFixed(0)} ms to loaded), ` +
        `load again ${run.loadMs.toFixed(1)} ms; ` +
        `cold ${ms(percentiles(run.cold))}; warm ${ms(percentiles(run.warm))}`,
    )
  })
}

const isMain =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  // Usage: tsx scripts/search/measure.ts [--content dir] [--pages 10000] [--no-large] [--browser]
  const args = process.argv.slice(2)
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
  const browser = args.includes('--browser')
  const contentDir = path.resolve(option('--content') ?? path.join(ROOT, 'content'))
  const site = await contentSite(contentDir)
  await report('site', site.sources, contentDir, browser, site.chunks)
  if (!args.includes('--no-large')) {
    const pages = Number(option('--pages') ?? 10_000)
    const generated = await generatedSources(pages)
    await report(`generated ${pages}`, generated.sources, generated.contentDir, browser)
  }
}
