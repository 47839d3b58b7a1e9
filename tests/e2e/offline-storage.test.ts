import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { readPrecacheManifest, precacheKeyPath } from '../../scripts/lib/precache-manifest.ts'
import { isContentFile as isContent } from '../../src/shared/site-layout/folders.ts'
import { collectProblems, launchContext, waitForHydration } from './setup/browser.ts'
import {
  expectSiteOffline,
  precacheKeys,
  stopServiceWorkers,
  waitForSaved,
} from './setup/offline.ts'
import { createSwitchableServer, type SwitchableServer } from './setup/switchable-server.ts'

/** Saving for offline when real life gets in the way: a run cut off halfway, and a browser with no room. */

describe('saving for offline', () => {
  let server: SwitchableServer
  beforeAll(async () => {
    server = await createSwitchableServer(inject('distDir'))
  })
  // Online at the start of each test, whatever the one before left behind.
  beforeEach(async () => server.start())
  afterAll(async () => server.close())

  it('resumes a run that the worker stop and a lost network cut off, and ends with every file cached once', async () => {
    const manifest = readPrecacheManifest(inject('distDir'))
    const shell = manifest.filter((entry) => !isContent(entry.url)).length
    const context = await launchContext()
    try {
      const page = await context.newPage()
      // A slow link, so that the run is still going when it is cut off.
      server.slowDown(40)
      await page.goto(`${server.origin}/docs/faqs/`)
      await waitForHydration(page)
      await page.locator('.offline-status[data-state="saving"]').waitFor({ timeout: 60_000 })
      await expect
        .poll(async () => (await precacheKeys(page)).length, { timeout: 60_000 })
        .toBeGreaterThan(shell + 50)
      await server.stop()
      await stopServiceWorkers(context, page)
      const cut = (await precacheKeys(page)).length
      expect(cut).toBeLessThan(manifest.length)

      await server.start()
      await page.reload()
      await waitForHydration(page)
      await expect
        .poll(() => page.locator('.offline-status').textContent(), { timeout: 30_000 })
        .toMatch(/正在保存离线内容：\d+%/u)
      server.slowDown(0)
      await waitForSaved(page)
      expect(await precacheKeys(page)).toEqual(
        [...new Set(manifest.map((entry) => precacheKeyPath(entry)))].sort(),
      )
      // Only what was missing was fetched again.
      const fetchedAgain = server.requests.filter((url) =>
        manifest.some((entry) => `/${entry.url}` === url),
      )
      expect(fetchedAgain.length).toBeLessThanOrEqual(manifest.length - cut + 10)

      await server.stop()
      await expectSiteOffline(page, server.origin)
    } finally {
      server.slowDown(0)
      await context.cleanup()
      await server.start()
    }
  })

  it('tells the reader in both locales when the browser has no room, keeps the shell and saved pages working, and does not retry on its own', async () => {
    const manifest = readPrecacheManifest(inject('distDir'))
    const bytes = (list: typeof manifest) => list.reduce((sum, entry) => sum + entry.bytes, 0)
    const shellBytes = bytes(manifest.filter((entry) => !isContent(entry.url)))
    const context = await launchContext()
    try {
      const page = await context.newPage()
      const problems = collectProblems(page)
      const cdp = await context.newCDPSession(page)
      // Room for the shell and a few pages, far from the whole site.
      const quota = shellBytes * 2 + 1024 * 1024
      expect(quota).toBeLessThan(bytes(manifest) / 2)
      await cdp.send('Storage.overrideQuotaForOrigin', { origin: server.origin, quotaSize: quota })
      await page.goto(`${server.origin}/docs/faqs/`)
      await waitForHydration(page)
      await page
        .locator('.pwa-toast')
        .getByText('浏览器的存储空间不够')
        .waitFor({ timeout: 60_000 })
      await expect
        .poll(() => page.locator('.offline-status').textContent())
        .toContain('浏览器的存储空间不够')

      // A page read once it is saved: kept for offline reading as it is read.
      await page.goto(`${server.origin}/en/docs/faqs/why-google-crash`)
      await waitForHydration(page)
      await expect
        .poll(() => page.locator('.offline-status').textContent(), { timeout: 30_000 })
        .toContain('Your browser has no room')
      const settled = server.requests.length
      await page.goto(`${server.origin}/docs/guides/screenshot`)
      await waitForHydration(page)
      await page.locator('.offline-status[data-state="quota"]').waitFor()
      // Not retried on its own: the visits asked for their pages, not for the whole site again.
      const bulk = server.requests.slice(settled).filter((url) => /^\/assets\/p\//u.test(url))
      expect(bulk.length).toBeLessThan(20)
      // Online, nothing of this reaches the console as an error.
      expect(problems).toEqual([])

      await server.stop()
      const saved = await page.goto(`${server.origin}/en/docs/faqs/why-google-crash`)
      expect(saved?.status()).toBe(200)
      await waitForHydration(page)
      expect(await page.locator('h1').first().textContent()).toBeTruthy()
      const unsaved = await page.goto(`${server.origin}/docs/guides/pdf`)
      expect(unsaved?.status()).toBe(503)
      await waitForHydration(page)
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('这一页还没有保存')
      const unknown = await page.goto(`${server.origin}/docs/no-such-page`)
      expect(unknown?.status()).toBe(404)
      await waitForHydration(page)
      expect(await page.locator('h1').first().textContent()).toBe('找不到页面')
    } finally {
      await context.cleanup()
      await server.start()
    }
  })
})
