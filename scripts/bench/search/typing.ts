import type { BrowserContext, Page } from 'playwright-core'
import { openPage, shimNames, startSearch } from './page.ts'
import type { BenchLocale } from './queries.ts'
import { START_PAGE, TYPED_QUERIES } from './queries.ts'

/** What a typing session measured. */
export interface TypingTimes {
  /** Per keystroke: from the input event to the dropdown showing that query's answer (DOM commit). */
  latencies: number[]
  /** Main-thread tasks over 50 ms while typing. */
  longTasks: number[]
}

interface Probe {
  pending: { value: string; t: number } | null
  latencies: number[]
  longTasks: number[]
  waiters: (() => void)[]
}

/**
 * Installs the measuring code in the page: the input event's timestamp starts a keystroke, and the
 * dropdown's `data-query` (set by React when it renders an answer) reaching that value ends it.
 */
async function instrument(page: Page): Promise<void> {
  await shimNames(page)
  await page.evaluate(() => {
    const probe: Probe = { pending: null, latencies: [], longTasks: [], waiters: [] }
    ;(window as unknown as { __searchBench: Probe }).__searchBench = probe
    const input = document.querySelector<HTMLInputElement>('.search-box__input')!
    const box = document.querySelector('.search-box')!
    input.addEventListener(
      'input',
      (e) => {
        probe.pending = input.value.trim() === '' ? null : { value: input.value, t: e.timeStamp }
      },
      true,
    )
    new MutationObserver(() => {
      const pending = probe.pending
      if (
        !pending ||
        box.querySelector('.search-panel')?.getAttribute('data-query') !== pending.value
      )
        return
      probe.latencies.push(performance.now() - pending.t)
      probe.pending = null
      for (const wake of probe.waiters.splice(0)) wake()
    }).observe(box, { subtree: true, childList: true, attributes: true, characterData: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push(entry.duration)
    }).observe({ type: 'longtask' })
  })
}

/** Resolves once the keystroke just typed has its answer on screen (or after 5 s, counted as lost). */
function answered(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const probe = (window as unknown as { __searchBench: Probe }).__searchBench
        if (!probe.pending) return resolve()
        probe.waiters.push(resolve)
        setTimeout(resolve, 5000)
      }),
  )
}

/**
 * Types queries (the locale's, by default) into the navbar box of page `start` character by
 * character, with a short pause per key as a person would, waiting for each answer. `rate` > 1
 * slows the main thread down (CDP).
 */
export async function typeQueries(
  context: BrowserContext,
  origin: string,
  locale: BenchLocale,
  rate: number,
  start = START_PAGE[locale],
  queries = TYPED_QUERIES[locale],
): Promise<TypingTimes> {
  const page = await context.newPage()
  try {
    await openPage(page, origin + start)
    // A reader looks at the page before searching: its after-load work (prefetches) is over.
    await page.waitForLoadState('networkidle')
    const input = page.locator('.search-box__input')
    await startSearch(page)
    // Warm-up: the index is loaded and the dropdown code is running before the clock starts.
    await input.click()
    await input.pressSequentially(queries[0]!.slice(0, 1))
    await page.locator('.search-panel[data-query]').waitFor()
    await input.fill('')
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    await instrument(page)
    for (const query of queries) {
      await input.fill('')
      for (const ch of query) {
        await page.keyboard.type(ch)
        await answered(page)
        await page.waitForTimeout(40)
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    return await page.evaluate(() => {
      const { latencies, longTasks } = (window as unknown as { __searchBench: Probe }).__searchBench
      return { latencies, longTasks }
    })
  } finally {
    await page.close()
  }
}
