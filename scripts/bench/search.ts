import path from 'node:path'
import { launchContext } from '../lib/chromium.ts'
import { TEXTS_MAX_GZIP_BYTES } from '../../src/shared/search/index-format.ts'
import { ROOT } from '../site-build.ts'
import { median, quantile, type Figure } from './report.ts'
import { firstSearch } from './search/first-search.ts'
import { indexSize } from './search/index-size.ts'
import { openPage, startSearch } from './search/page.ts'
import { prefixQueries, START_PAGE, type BenchLocale } from './search/queries.ts'
import { typeQueries } from './search/typing.ts'
import { timeWorkerQueries } from './search/worker-time.ts'
import { measureRelevance, MIN_CLASS_RECALL, MIN_MRR, MIN_RECALL } from '../search/relevance.ts'

const LOCALES: BenchLocale[] = ['zh-Hans', 'en']
// The home pages: they exist in every build, the generated large sites included.
const HOME: Record<BenchLocale, string> = { 'zh-Hans': '/', en: '/en/' }
const FIRST_QUERY: Record<BenchLocale, string> = { 'zh-Hans': '截图翻译', en: 'api key' }

/** Search figures of a built site: index size, worker and typing latency, the first search. */
export async function measureSearchBench(
  dist: string,
  origin: string,
  runs: number,
): Promise<Figure[]> {
  const figures: Figure[] = []
  const relevance = await measureRelevance()
  figures.push(
    {
      section: 'search',
      name: 'relevance: Recall@8 over the query set',
      value: relevance.recall,
      unit: 'ratio',
      min: MIN_RECALL,
      note: `${relevance.queries} queries${relevance.misses.length ? `; ${relevance.misses.length} missed, e.g. ${relevance.misses.slice(0, 3).join('; ')}` : ''}`,
    },
    {
      section: 'search',
      name: 'relevance: MRR over the query set',
      value: relevance.mrr,
      unit: 'ratio',
      min: MIN_MRR,
    },
  )
  for (const [group, f] of relevance.groups) {
    // Budgets apply per class; a class's split by locale is shown for reading only.
    const perClass = !group.includes(' ') && !LOCALES.includes(group as BenchLocale)
    figures.push({
      section: 'search',
      name: `relevance ${group}: Recall@8 / MRR ${f.mrr.toFixed(3)}`,
      value: f.recall,
      unit: 'ratio',
      ...(perClass ? { min: MIN_CLASS_RECALL } : {}),
      note: `${f.queries} queries`,
    })
  }
  for (const locale of LOCALES) {
    const size = indexSize(dist, path.join(ROOT, 'content'), locale)
    figures.push({
      section: 'search',
      name: `${locale} index gzip bytes per Markdown byte`,
      value: size.indexGzip / size.markdown,
      unit: 'ratio',
      max: 0.25,
      note: `${(size.indexGzip / 1024).toFixed(1)} KB root, term shards and page blocks`,
    })
    figures.push({
      section: 'search',
      name: `${locale} texts file, fetched after the index (gzip)`,
      value: size.textsGzip / 1024,
      unit: 'KB',
      max: TEXTS_MAX_GZIP_BYTES / 1024,
      note: size.textsGzip
        ? 'every section text, for snippets; not precached'
        : 'none: snippets come from the data chunks',
    })
    figures.push({
      section: 'search',
      name: `${locale} character variants file, fetched with the index (gzip)`,
      value: size.variantsGzip / 1024,
      unit: 'KB',
      note: 'traditional forms of the characters the index holds (翻譯 → 翻译); a fixed few KB, not counted in the index',
    })
  }
  figures.push(...(await measureWorkerQueries(origin, 'site', 5)))
  figures.push(...(await measureTyping(origin, runs)))

  const first: number[] = []
  for (let i = 0; i < runs; i++)
    for (const locale of LOCALES)
      first.push(await firstSearch(origin, START_PAGE[locale], FIRST_QUERY[locale]))
  figures.push({
    section: 'search',
    name: 'first search, Ctrl+K to results, index included (median)',
    value: median(first),
    unit: 'ms',
    max: 300,
    note: `fresh profile, 1×, ${first.length} runs (zh + en), max ${Math.max(...first).toFixed(0)} ms`,
  })
  return figures
}

/** Keystroke → results in the navbar dropdown, at full speed and with the CPU slowed down 4×. */
async function measureTyping(origin: string, runs: number): Promise<Figure[]> {
  const figures: Figure[] = []
  for (const rate of [1, 4]) {
    const latencies: number[] = []
    const longTasks: number[] = []
    for (let i = 0; i < runs; i++) {
      const context = await launchContext({
        serviceWorkers: 'block',
        viewport: { width: 1280, height: 800 },
      })
      try {
        for (const locale of LOCALES) {
          const times = await typeQueries(context, origin, locale, rate)
          latencies.push(...times.latencies)
          longTasks.push(...times.longTasks)
        }
      } finally {
        await context.cleanup()
      }
    }
    const note = `${latencies.length} keystrokes, 20 queries typed per run, to DOM commit`
    figures.push({
      section: 'search',
      name: `keystroke → results at ${rate}× CPU (median)`,
      value: median(latencies),
      unit: 'ms',
      max: rate === 1 ? 10 : 30,
      note,
    })
    if (rate > 1) {
      figures.push(
        {
          section: 'search',
          name: `keystroke → results at ${rate}× CPU (p95)`,
          value: quantile(latencies, 0.95),
          unit: 'ms',
          max: 50,
          note,
        },
        {
          section: 'search',
          name: `long tasks (> 50 ms) while typing at ${rate}× CPU`,
          value: longTasks.length,
          unit: 'tasks',
          max: 0,
          note: longTasks.length ? `longest ${Math.max(...longTasks).toFixed(0)} ms` : '',
        },
      )
    }
  }
  return figures
}

/**
 * Worker query latency (p95) on a served build, in headless Chromium: every prefix of the search
 * core's queries, per locale, timed inside the worker (see search/worker-time.ts).
 */
export async function measureWorkerQueries(
  origin: string,
  label: string,
  budgetMs: number,
): Promise<Figure[]> {
  const context = await launchContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  })
  const cold: number[] = []
  const warm: number[] = []
  try {
    for (const locale of LOCALES) {
      const page = await context.newPage()
      await openPage(page, origin + HOME[locale])
      const { worker, indexUrl } = await startSearch(page)
      const times = await timeWorkerQueries(worker, indexUrl, prefixQueries(locale))
      cold.push(...times.cold)
      warm.push(...times.warm)
      await page.close()
    }
  } finally {
    await context.cleanup()
  }
  return [
    {
      section: 'search',
      name: `${label}: worker query time (p95)`,
      value: quantile(warm, 0.95),
      unit: 'ms',
      max: budgetMs,
      note: `${warm.length} queries (zh + en prefixes, 8 results), measured inside the worker; max ${Math.max(...warm).toFixed(1)} ms`,
    },
    {
      section: 'search',
      name: `${label}: worker query time, first pass (p95)`,
      value: quantile(cold, 0.95),
      unit: 'ms',
      note: 'cold: decodes the postings of new terms, and (without a texts file) fetches the data chunks of new results',
    },
  ]
}
