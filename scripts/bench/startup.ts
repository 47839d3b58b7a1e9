import { chromium, type Browser, type Page } from 'playwright-core'
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
 * the app (after the first paint), `files` when the last file the page asks for up front arrived and
 * `reactFile` when React's did, `entry`…`hydrate` the steps of src/main.tsx and src/app.tsx,
 * `interactive` the page hydrated.
 */
export interface StartupTiming {
  fcp: number
  boot: number
  files: number
  reactFile: number
  entry: number
  react: number
  router: number
  app: number
  hydrate: number
  interactive: number
}

/**
 * Resolves once the page marked itself interactive. A few lines evaluated through CDP, not a
 * locator: a locator first injects Playwright's own script into the page, some 40 ms of main-thread
 * work at 4× CPU that would land in the middle of the start-up being measured.
 */
async function untilInteractive(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { exceptionDetails } = await cdp.send('Runtime.evaluate', {
      expression: `new Promise((resolve) => {
        const done = () => performance.getEntriesByName('hcfy:interactive').length > 0
        if (done()) return resolve(true)
        new PerformanceObserver((list, observer) => done() && (observer.disconnect(), resolve(true))).observe({ type: 'mark' })
      })`,
      awaitPromise: true,
    })
    if (exceptionDetails)
      throw new Error(`waiting for the page to be interactive: ${exceptionDetails.text}`)
  } finally {
    await cdp.detach()
  }
}

/** Loads `url` in a fresh context (cold HTTP cache, no service worker) at `cpu`× slowdown. */
export async function loadOnce(browser: Browser, url: string, cpu: number): Promise<StartupTiming> {
  return withThrottledPage(browser, cpu, async (page) => {
    await page.goto(url)
    await untilInteractive(page)
    // Raw entries only: code run in the page must not define named functions (the bundler of this
    // script would wrap them in a helper the page does not have).
    const { marks, files, fcp } = await page.evaluate(() => ({
      marks: performance
        .getEntriesByType('mark')
        .map((m) => [m.name, m.startTime] as [string, number]),
      // The files the page asks for up front (the entry and its preloads), not those fetched later.
      files: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) =>
          document
            .getElementById('hcfy-assets')!
            .textContent!.includes(`"${new URL(e.name).pathname}"`),
        )
        .map((e) => [new URL(e.name).pathname, e.responseEnd] as [string, number]),
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    }))
    const mark = (name: string) => marks.find(([n]) => n === `hcfy:${name}`)?.[1] ?? NaN
    return {
      fcp,
      boot: mark('boot'),
      files: Math.max(...files.map(([, end]) => end)),
      reactFile: files.find(([file]) => /\/react-[\w-]+\.js$/u.test(file))?.[1] ?? NaN,
      entry: mark('entry'),
      react: mark('react'),
      router: mark('router'),
      app: mark('app'),
      hydrate: mark('hydrate'),
      interactive: mark('interactive'),
    }
  })
}

/** Runs `fn` on a page of a fresh context (cold HTTP cache, no service worker) at `cpu`× slowdown. */
async function withThrottledPage<T>(
  browser: Browser,
  cpu: number,
  fn: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    return await fn(page)
  } finally {
    await context.close()
  }
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
}

/** Main-thread work between first paint and interactive, from one traced load. */
export interface StartupWork {
  /** CPU time of the main thread's tasks (thread time: a busy shared machine does not inflate it). */
  cpu: number
  /** The longest single task, in CPU time: what blocks a reader's input the longest. */
  longest: number
}

/**
 * Traces one load of `url` and sums the main thread's tasks between the first contentful paint
 * and `hcfy:interactive` by thread time, which the other programs of a shared machine leave alone.
 */
export async function traceOnce(browser: Browser, url: string, cpu: number): Promise<StartupWork> {
  return withThrottledPage(browser, cpu, async (page) => {
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'disabled-by-default-devtools.timeline',
        'devtools.timeline',
        'loading',
        'blink.user_timing',
      ],
    })
    await page.goto(url)
    await untilInteractive(page)
    const events = (
      JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    ).traceEvents
    const end = events.find((e) => e.name === 'hcfy:interactive')!
    const start = events
      .filter((e) => e.name === 'firstContentfulPaint' && e.pid === end.pid && e.ts < end.ts)
      .at(-1)!
    const tasks = events.filter(
      (e) =>
        e.pid === end.pid &&
        e.tid === end.tid &&
        e.ph === 'X' &&
        e.name === 'ThreadControllerImpl::RunTask' &&
        e.ts >= start.ts &&
        e.ts <= end.ts,
    )
    const times = tasks.map((e) => (e.tdur ?? 0) / 1000)
    return { cpu: times.reduce((a, b) => a + b, 0), longest: Math.max(0, ...times) }
  })
}

/** The phases between first paint and interactive, one after the other (they add up to the whole). */
export const PHASES: [string, (t: StartupTiming) => number][] = [
  ['wait for paint', (t) => t.boot - t.fcp],
  ['entry', (t) => t.entry - t.boot],
  ['React download', (t) => Math.max(0, t.reactFile - t.entry)],
  ['React evaluation', (t) => t.react - Math.max(t.entry, t.reactFile)],
  ['router', (t) => t.router - t.react],
  ['app', (t) => t.app - t.router],
  ['page data + routes', (t) => t.hydrate - t.app],
  ['hydration', (t) => t.interactive - t.hydrate],
]

/**
 * First contentful paint to interactive (`<html data-hydrated="true">`) on a docs page, the home
 * page and a blog post, at 1× and 4× CPU (CDP throttling), cold cache, service worker blocked:
 * the median of `runs` loads, with the median of each phase in the note.
 */
export async function measureStartup(origin: string, runs = 5): Promise<Figure[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  })
  const figures: Figure[] = []
  try {
    for (const cpu of [1, 4]) {
      // Round after round over the pages, so a busy moment of a shared machine falls on all of them.
      const all: StartupTiming[][] = STARTUP_PAGES.map(() => [])
      for (let i = 0; i < runs; i++)
        for (const [p, [, path]] of STARTUP_PAGES.entries())
          all[p]!.push(await loadOnce(browser, origin + path, cpu))
      for (const [p, [name]] of STARTUP_PAGES.entries()) {
        const timings = all[p]!
        const med = (pick: (t: StartupTiming) => number) => median(timings.map(pick))
        const phases = PHASES.map(([label, phase]) => `${label} ${Math.round(med(phase))}`).join(
          ', ',
        )
        figures.push({
          section: 'startup',
          name: `${name}: first contentful paint to interactive, ${cpu}× CPU (median of ${runs})`,
          value: med((t) => t.interactive - t.fcp),
          unit: 'ms',
          max: BUDGET_MS[cpu]!,
          note: `FCP ${Math.round(med((t) => t.fcp))} ms; ${phases}; every file in ${Math.round(med((t) => t.files - t.boot))} after the wait`,
        })
        // At 1× only: the CPU throttle of 4× shows in the thread time too, so that figure says nothing new.
        if (cpu !== 1) continue
        const work: StartupWork[] = []
        for (let i = 0; i < 3; i++)
          work.push(await traceOnce(browser, origin + STARTUP_PAGES[p]![1], cpu))
        figures.push({
          section: 'startup',
          name: `${name}: main-thread CPU time from first paint to interactive, ${cpu}× CPU (median of 3 traced)`,
          value: median(work.map((w) => w.cpu)),
          unit: 'ms',
          note: `longest task ${Math.round(median(work.map((w) => w.longest)))} ms of CPU; thread time, which a busy machine does not inflate`,
        })
      }
    }
  } finally {
    await browser.close()
  }
  return figures
}
