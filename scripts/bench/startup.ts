import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.ts'
import { median, type Figure } from './report.ts'

/** The pages the start-up budgets apply to: the three kinds readers land on most. */
export const STARTUP_PAGES = [
  ['docs page', '/docs/guides/screenshot'],
  ['home', '/'],
  ['blog post', '/blog/2025/06/14/deepl-builtin-errors'],
] as const

/** The budget of first contentful paint to interactive, per CPU slowdown. */
const BUDGET_MS: Record<number, number> = { 1: 300, 4: 800 }

/**
 * One page load's start-up, in ms after navigation start. `boot` is when the inline script asks for
 * the app (after the first paint), `scripts` when the last file the page asks for up front arrived,
 * `entry`…`hydrate` the steps of src/main.tsx and src/app.tsx, `interactive` the page hydrated.
 */
export interface StartupTiming {
  fcp: number
  boot: number
  scripts: number
  entry: number
  react: number
  router: number
  app: number
  hydrate: number
  interactive: number
}

/** Loads `url` in a fresh context (cold HTTP cache, no service worker) at `cpu`× slowdown. */
export async function loadOnce(browser: Browser, url: string, cpu: number): Promise<StartupTiming> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    await page.goto(url)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    // Raw entries only: code run in the page must not define named functions (the bundler of this
    // script would wrap them in a helper the page does not have).
    const { marks, scripts, fcp } = await page.evaluate(() => ({
      marks: performance.getEntriesByType('mark').map((m) => [m.name, m.startTime] as [string, number]),
      // The files the page asks for up front (the entry and its preloads), not those fetched later.
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => document.getElementById('hcfy-assets')!.textContent!.includes(`"${new URL(e.name).pathname}"`))
        .map((e) => e.responseEnd),
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    }))
    const mark = (name: string) => marks.find(([n]) => n === `hcfy:${name}`)?.[1] ?? NaN
    const interactive = mark('interactive')
    return {
      fcp,
      boot: mark('boot'),
      scripts: Math.max(...scripts),
      entry: mark('entry'),
      react: mark('react'),
      router: mark('router'),
      app: mark('app'),
      hydrate: mark('hydrate'),
      interactive,
    }
  } finally {
    await context.close()
  }
}

/** The phases between first paint and interactive, as [label, from, to]. */
const PHASES: [string, keyof StartupTiming, keyof StartupTiming][] = [
  ['wait for paint', 'fcp', 'boot'],
  ['download', 'boot', 'scripts'],
  ['until the entry runs', 'scripts', 'entry'],
  ['React', 'entry', 'react'],
  ['router', 'react', 'router'],
  ['app', 'router', 'app'],
  ['page data + routes', 'app', 'hydrate'],
  ['hydration', 'hydrate', 'interactive'],
]

/**
 * First contentful paint to interactive (`<html data-hydrated="true">`) on a docs page, the home
 * page and a blog post, at 1× and 4× CPU (CDP throttling), cold cache, service worker blocked:
 * the median of `runs` loads, with the median of each phase in the note.
 */
export async function measureStartup(origin: string, runs = 5): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  const figures: Figure[] = []
  try {
    for (const cpu of [1, 4]) {
      for (const [name, path] of STARTUP_PAGES) {
        const timings: StartupTiming[] = []
        for (let i = 0; i < runs; i++) timings.push(await loadOnce(browser, origin + path, cpu))
        const med = (pick: (t: StartupTiming) => number) => median(timings.map(pick))
        const phases = PHASES.map(([label, from, to]) => `${label} ${Math.round(med((t) => Math.max(0, t[to] - t[from])))}`).join(', ')
        figures.push({
          section: 'startup',
          name: `${name}: first contentful paint to interactive, ${cpu}× CPU (median of ${runs})`,
          value: med((t) => t.interactive - t.fcp),
          unit: 'ms',
          max: BUDGET_MS[cpu]!,
          note: `FCP ${Math.round(med((t) => t.fcp))} ms; ${phases}`,
        })
      }
    }
  } finally {
    await browser.close()
  }
  return figures
}
