import lighthouse from 'lighthouse'
import { launchContext } from '../lib/chromium.ts'
import { median, type Figure } from './report.ts'

const PORT = 9333

interface LhResult {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, number>[] } }>
}

async function run(url: string, flags: Record<string, unknown>): Promise<LhResult> {
  const result = await lighthouse(url, {
    port: PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...flags,
  })
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`)
  return result.lhr as unknown as LhResult
}

/**
 * Lighthouse's mobile preset (simulated slow 4G, 4× CPU) on the home page and a docs page, cold.
 * Then repeat visits to the docs page after the service worker cached the site: the budgeted
 * figure is the simulated mobile LCP (median of `runs`); one DevTools-throttled run is printed
 * beside it for comparison.
 */
export async function measureLighthouse(origin: string, runs = 3): Promise<Figure[]> {
  // A persistent profile: Lighthouse's tab shares its storage, so the repeat visit finds the worker.
  const context = await launchContext({ args: [`--remote-debugging-port=${PORT}`] })
  const figures: Figure[] = []
  try {
    for (const [name, path] of [
      ['home', '/'],
      ['docs page', '/docs/guides/screenshot'],
    ] as const) {
      const results: LhResult[] = []
      for (let i = 0; i < runs; i++) results.push(await run(origin + path, {}))
      // The median of each figure over the runs: single Lighthouse runs on a shared machine are noisy.
      const med = (pick: (r: LhResult) => number) => median(results.map(pick))
      const list = (pick: (r: LhResult) => number) =>
        results.map((r) => Math.round(pick(r))).join(' / ')
      const perf = (r: LhResult) => Math.round((r.categories.performance?.score ?? 0) * 100)
      const a11y = (r: LhResult) => Math.round((r.categories.accessibility?.score ?? 0) * 100)
      const cls = (r: LhResult) => r.audits['cumulative-layout-shift']?.numericValue ?? NaN
      const tbt = (r: LhResult) => r.audits['total-blocking-time']?.numericValue ?? NaN
      const lcp = (r: LhResult) => r.audits['largest-contentful-paint']?.numericValue ?? NaN
      figures.push(
        {
          section: 'lighthouse',
          name: `${name}: performance (median of ${runs})`,
          value: med(perf),
          unit: '',
          min: 100,
          note: list(perf),
        },
        {
          section: 'lighthouse',
          name: `${name}: accessibility`,
          value: med(a11y),
          unit: '',
          min: 100,
          note: list(a11y),
        },
        { section: 'lighthouse', name: `${name}: CLS`, value: med(cls), unit: '', max: 0 },
        {
          section: 'lighthouse',
          name: `${name}: TBT`,
          value: med(tbt),
          unit: 'ms',
          max: 50,
          note: list(tbt),
        },
        {
          section: 'lighthouse',
          name: `${name}: LCP`,
          value: med(lcp),
          unit: 'ms',
          note: list(lcp),
        },
      )
    }
    // Repeat visit: a first visit lets the service worker cache the site, then Lighthouse keeps storage.
    const page = await context.newPage()
    await page.goto(`${origin}/docs/faqs/`)
    await page
      .locator('html[data-offline="ready"]')
      .waitFor({ state: 'attached', timeout: 120_000 })
    await page.close()
    const repeatUrl = `${origin}/docs/guides/screenshot`
    const simulated: number[] = []
    for (let i = 0; i < runs; i++)
      simulated.push(
        (await run(repeatUrl, { disableStorageReset: true })).audits['largest-contentful-paint']
          ?.numericValue ?? NaN,
      )
    const applied = await run(repeatUrl, {
      disableStorageReset: true,
      throttlingMethod: 'devtools',
    })
    figures.push(
      {
        section: 'lighthouse',
        name: `repeat visit (service worker): LCP, simulated mobile (median of ${runs})`,
        value: median(simulated),
        unit: 'ms',
        max: 300,
        note: simulated.map(Math.round).join(' / '),
      },
      {
        section: 'lighthouse',
        name: 'repeat visit (service worker): LCP, DevTools throttling',
        value: applied.audits['largest-contentful-paint']?.numericValue ?? NaN,
        unit: 'ms',
        note: 'applied throttling, for comparison',
      },
    )
  } finally {
    await context.cleanup()
  }
  return figures
}
