import type { Page, Worker } from 'playwright-core'

/** Opens a page of the served site and waits until React has hydrated it. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/**
 * Hovers the navbar search box, which loads the search code and starts the worker and the index
 * download, and returns that worker with the URL of the index file it fetched first.
 */
export async function startSearch(page: Page): Promise<{ worker: Worker; indexUrl: string }> {
  const worker = page.waitForEvent('worker', { predicate: (w) => /search\.worker/u.test(w.url()) })
  const index = page.waitForRequest((r) => /\/search\/[^/]+\.json(?:\?|$)/u.test(r.url()))
  await page.locator('.search-box__input').hover()
  return { worker: await worker, indexUrl: (await index).url() }
}

/**
 * tsx compiles these scripts with esbuild's keepNames, which wraps named functions in `__name()`;
 * code handed to `evaluate` runs where that helper does not exist, so give it a do-nothing one.
 */
export async function shimNames(target: Page | Worker): Promise<void> {
  const code = 'globalThis.__name = (f) => f'
  if ('mainFrame' in target) await target.evaluate(code)
  else await target.evaluate(code)
}
