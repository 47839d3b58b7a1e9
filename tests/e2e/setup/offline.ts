import { expect } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { waitForHydration } from './browser.ts'

/** Waits until the page says that the whole site is saved (the footer's offline status). */
export async function waitForSaved(page: Page, timeout = 90_000): Promise<void> {
  await page.locator('.offline-status[data-state="saved"]').waitFor({ timeout })
}

/** The precache entries in the browser, as site paths with their query (Workbox's revision), sorted. */
export function precacheKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('workbox-precache'))
    const keys = await Promise.all(
      names.map(async (name) =>
        (await (await caches.open(name)).keys()).map((r) => new URL(r.url)),
      ),
    )
    return keys
      .flat()
      .map((u) => u.pathname + u.search)
      .sort()
  })
}

/**
 * Stops every service worker of the browser, as the browser does with an idle worker after about
 * 30 s or on a restart, and waits until none is running. The next event starts a new instance that
 * has only the worker script's top-level code to go on.
 */
export async function stopServiceWorkers(context: BrowserContext, page: Page): Promise<void> {
  // An idle worker is one the page has stopped asking: visible links prefetch once the page is
  // interactive, and a fetch then would start the worker again.
  await page.waitForLoadState('networkidle')
  const cdp = await context.newCDPSession(page)
  const running = new Map<string, string>()
  cdp.on(
    'ServiceWorker.workerVersionUpdated',
    ({ versions }: { versions: { versionId: string; runningStatus: string }[] }) => {
      for (const v of versions) running.set(v.versionId, v.runningStatus)
    },
  )
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.stopAllWorkers')
  await expect
    .poll(() => [...running.values()].every((status) => status === 'stopped'), { timeout: 10_000 })
    .toBe(true)
  await cdp.send('ServiceWorker.disable')
  await cdp.detach()
}

/** Routes none of the tests visits online: both locales, both spellings of a path, docs, blog, lists. */
export const NEVER_VISITED = [
  '/docs/guides/page',
  '/en/docs/faqs/safe/',
  '/blog',
  '/docs/services/',
  '/en/docs/installv2/offline',
  '/docs/log/v11/',
  '/en/blog/archive',
  '/blog/tags/announcements/page/2',
]

/**
 * With the server stopped: opens the never-visited routes (each hydrates and has its heading),
 * searches from the navbar box and from Ctrl+K (snippets, and a result opens), and an unknown path
 * answers the offline not-found page of its locale.
 */
export async function expectSiteOffline(
  page: Page,
  origin: string,
  routes: readonly string[] = NEVER_VISITED,
): Promise<void> {
  for (const route of routes) {
    const response = await page.goto(origin + route)
    expect(response?.status(), route).toBe(200)
    await waitForHydration(page)
    expect((await page.locator('h1').first().textContent())?.trim(), route).toBeTruthy()
  }

  await page.goto(`${origin}/docs/guides/screenshot`)
  await waitForHydration(page)
  const box = page.locator('.search-box__input')
  await box.click()
  await box.fill('截图翻译')
  await page.locator('.search-panel [role="option"] .search-result__snippet mark').first().waitFor()
  await box.fill('')
  await box.blur()

  await page.goto(`${origin}/en/docs/faqs/`)
  await waitForHydration(page)
  await page.keyboard.press('Control+k')
  const input = page.locator('dialog.search-modal[open] input')
  await input.waitFor()
  await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true)
  await page.keyboard.type('deepl')
  // The answer to the whole query, not to its first letters, which may come first.
  const first = page
    .locator('dialog.search-modal[open] .search-modal__body[data-query="deepl"] [role="option"]')
    .first()
  await first.waitFor()
  // A search result is a link that is itself the option.
  const href = await first.getAttribute('href')
  await page.keyboard.press('Enter')
  await page.waitForURL(new URL(href!, origin).href)
  await waitForHydration(page)
  expect((await page.locator('h1').first().textContent())?.trim()).toBeTruthy()

  const missing = await page.goto(`${origin}/en/docs/no-such-page`)
  expect(missing?.status()).toBe(404)
  await expect.poll(() => page.locator('h1').first().textContent()).toBe('Page Not Found')
}
