import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchContext } from '../../lib/chromium.ts'
import { median, quantile, type Figure } from '../report.ts'
import { withServer } from '../serve.ts'
import { firstSearch } from './first-search.ts'
import { typeQueries } from './typing.ts'

/**
 * Words of the corpora gen-corpus.mjs writes (its page titles and vocabulary): the first search
 * and the typing bench on a generated site look for these.
 */
const FIRST_QUERY = '截图翻译'
const TYPED = ['截图翻译', '快捷键', '会员价格', 'deepl 设置', '翻译历史', 'openai']

/** Budgets of a large site's search (10,000 pages). */
const FIRST_DOWNLOAD_MAX_MB = 1
const FIRST_SEARCH_MAX_MS = 500
const KEYSTROKE_4X_MAX_MS = 30

/**
 * Search on a built large site, from its home page: what the first search downloads (gzip, the
 * search files only: code and page are the same for any site) and how long it takes from Ctrl+K
 * at 1× CPU, then keystroke to results at 4× CPU.
 */
export async function measureSearchAtScale(
  dist: string,
  section: string,
  runs = 3,
): Promise<Figure[]> {
  const gzip = new Map<string, number>()
  const sizeOf = (url: string) => {
    const name = new URL(url).pathname.replace(/^\//u, '')
    if (!name.startsWith('search/')) return 0
    let size = gzip.get(name)
    if (size === undefined) {
      const file = path.join(dist, name)
      size = fs.existsSync(file) ? gzipSync(fs.readFileSync(file)).length : 0
      gzip.set(name, size)
    }
    return size
  }
  return withServer(dist, async (origin) => {
    const times: number[] = []
    const bytes: number[] = []
    for (let i = 0; i < runs; i++) {
      const fetched = new Set<string>()
      times.push(await firstSearch(origin, '/', FIRST_QUERY, (url) => fetched.add(url)))
      bytes.push([...fetched].reduce((n, url) => n + sizeOf(url), 0))
    }
    const latencies: number[] = []
    const longTasks: number[] = []
    const context = await launchContext({
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 800 },
    })
    try {
      const typed = await typeQueries(context, origin, 'zh-Hans', 4, '/', TYPED)
      latencies.push(...typed.latencies)
      longTasks.push(...typed.longTasks)
    } finally {
      await context.cleanup()
    }
    const index = fs.readdirSync(path.join(dist, 'search')).filter((f) => f.endsWith('.json'))
    return [
      {
        section,
        name: 'search: first search downloads (gzip)',
        value: median(bytes) / 2 ** 20,
        unit: 'MB',
        max: FIRST_DOWNLOAD_MAX_MB,
        note: `of ${index.length} search files; query ${FIRST_QUERY}`,
      },
      {
        section,
        name: 'search: first search, Ctrl+K to results, 1× (median)',
        value: median(times),
        unit: 'ms',
        max: FIRST_SEARCH_MAX_MS,
        note: `${runs} runs, fresh profile, max ${Math.max(...times).toFixed(0)} ms`,
      },
      {
        section,
        name: 'search: keystroke → results at 4× CPU (median)',
        value: median(latencies),
        unit: 'ms',
        max: KEYSTROKE_4X_MAX_MS,
        note: `${latencies.length} keystrokes; p95 ${quantile(latencies, 0.95).toFixed(0)} ms; ${longTasks.length} long tasks`,
      },
    ]
  })
}
