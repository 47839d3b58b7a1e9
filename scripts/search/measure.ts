import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SearchSource } from '../../src/shared/search/types.ts'
import { createSearchApi } from '../../workers/search/api.ts'
import { buildSearchIndex, type SearchIndexBuild } from './build-index.ts'

type Locale = 'zh-Hans' | 'en'
const LOCALES: Locale[] = ['zh-Hans', 'en']

/** Queries as people type them; every prefix is searched too, as the search bar does. */
export const DEFAULT_QUERIES: Record<Locale, string[]> = {
  'zh-Hans': ['划词', '划词翻译', '翻译设置', 'deepl 限制', '快捷键', '谷歌翻译', '截图翻译', 'PDF 阅读器', '会员', 'openai 兼容', '后台运行', '历史记录', '无法翻译', '语音朗读', 'v11.6'],
  en: ['deepl', 'deepl limit', 'api key', 'shortcut', 'translate selection', 'settings page', 'pdf reader', 'openai-compatibilty', 'v11.6', 'history', 'screenshot translation', 'microphone', 'background', 'membership', 'edge startup boost'],
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
  textFiles: number
  textBytes: number
  buildMs: number
  /** Worker `load`: fetch (from memory), JSON.parse, decode, rebuild the lunr index. */
  loadMs: number
  queries: number
  p50Ms: number
  p95Ms: number
  maxMs: number
}

export interface MeasureOptions {
  sources: Record<Locale, SearchSource[]>
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

/** `count` pages made from `sources` (paths made unique, a page-specific word added), for scale tests. */
export function synthesizeSources(sources: readonly SearchSource[], count: number): SearchSource[] {
  return Array.from({ length: count }, (_, i) => {
    const source = sources[i % sources.length]!
    const copy = Math.floor(i / sources.length)
    if (copy === 0) return source
    return {
      ...source,
      path: `${source.path}-${copy}`,
      title: `${source.title} ${copy}`,
      sections: source.sections.map((s) => ({ ...s, text: `${s.text} item${i}x${copy}` })),
    }
  })
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0
const prefixes = (query: string) => Array.from({ length: [...query].length }, (_, i) => [...query].slice(0, i + 1).join(''))

/** Serves built files to the worker API as a same-origin site would, for the duration of `run`. */
export async function withFakeSite<T>(builds: readonly SearchIndexBuild[], run: () => Promise<T>): Promise<T> {
  const files = new Map<string, string>(builds.flatMap((b) => b.files.map((f) => [`/${f.name}`, f.content] as const)))
  const globals = globalThis as { self?: unknown; fetch: typeof fetch }
  const saved = { self: globals.self, fetch: globals.fetch }
  globals.self = { location: new URL('https://docs.invalid/') }
  globals.fetch = async (input) => {
    const content = files.get(new URL(String(input)).pathname)
    return content === undefined ? new Response('not found', { status: 404 }) : new Response(content, { headers: { 'content-type': 'application/json' } })
  }
  try {
    return await run()
  } finally {
    globals.self = saved.self
    globals.fetch = saved.fetch
  }
}

/** Builds and loads each locale's index and times searches; nothing is written. */
export async function measureSearch(options: MeasureOptions): Promise<SearchMeasurement[]> {
  const results: SearchMeasurement[] = []
  for (const locale of LOCALES) {
    const build = buildSearchIndex(options.sources[locale], locale)
    const { stats } = build
    const measurement = await withFakeSite([build], async () => {
      const api = createSearchApi()
      let started = performance.now()
      await api.load(`/${build.root}`)
      const loadMs = performance.now() - started
      const times: number[] = []
      for (const query of (options.queries?.[locale] ?? DEFAULT_QUERIES[locale]).flatMap(prefixes)) {
        started = performance.now()
        await api.search(query, { indexUrl: `/${build.root}`, limit: options.limit ?? 8 })
        times.push(performance.now() - started)
      }
      return { loadMs, times: times.sort((a, b) => a - b) }
    })
    const indexGzipBytes = stats.index.reduce((n, f) => n + f.gzipBytes, 0)
    const md = options.markdownBytes?.[locale] ?? 0
    results.push({
      locale,
      pages: stats.pages,
      documents: stats.documents,
      shards: stats.shards,
      indexBytes: stats.index.reduce((n, f) => n + f.bytes, 0),
      indexGzipBytes,
      largestDownloadGzipBytes: Math.max(...stats.index.map((f) => f.gzipBytes)),
      markdownBytes: md,
      ratio: md ? indexGzipBytes / md : 0,
      textFiles: stats.textFiles,
      textBytes: stats.textBytes,
      buildMs: stats.ms,
      loadMs: measurement.loadMs,
      queries: measurement.times.length,
      p50Ms: percentile(measurement.times, 0.5),
      p95Ms: percentile(measurement.times, 0.95),
      maxMs: measurement.times.at(-1) ?? 0,
    })
  }
  return results
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  // Usage: tsx scripts/search/measure.ts [sources.json] [--content dir] [--pages N]
  const args = process.argv.slice(2)
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
  const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? '.cache/search-sources.json'
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<Locale, SearchSource[]>
  const pages = Number(option('--pages') ?? 0)
  const sources = pages ? { 'zh-Hans': synthesizeSources(raw['zh-Hans'], pages), en: synthesizeSources(raw.en, pages) } : raw
  const contentDir = option('--content') ?? 'content'
  const scale = pages && raw['zh-Hans'].length ? pages / raw['zh-Hans'].length : 1
  const md = { 'zh-Hans': markdownBytes(contentDir, 'zh-Hans') * scale, en: markdownBytes(contentDir, 'en') * scale }
  for (const m of await measureSearch({ sources, markdownBytes: md })) {
    console.log(
      `[search] ${m.locale}: ${m.pages} pages, ${m.documents} docs, ${m.shards} shard(s); index ${m.indexBytes} B raw, ${m.indexGzipBytes} B gzip ` +
        `(largest download ${m.largestDownloadGzipBytes} B), ${m.ratio.toFixed(3)} B/B of Markdown (${Math.round(m.markdownBytes)} B); ` +
        `text ${m.textFiles} files ${m.textBytes} B; build ${m.buildMs.toFixed(0)} ms, load ${m.loadMs.toFixed(0)} ms; ` +
        `${m.queries} queries p50 ${m.p50Ms.toFixed(2)} ms, p95 ${m.p95Ms.toFixed(2)} ms, max ${m.maxMs.toFixed(2)} ms`,
    )
  }
}
