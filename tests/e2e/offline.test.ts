import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  collectProblems,
  launchContext,
  waitForHydration,
} from './setup/browser.ts'
import {
  expectSiteOffline,
  precacheKeys,
  stopServiceWorkers,
  waitForSaved,
} from './setup/offline.ts'
import { createSwitchableServer, type SwitchableServer } from './setup/switchable-server.ts'

/**
 * A reader who visited once reads and searches the whole site offline, in the cases real life
 * brings: the browser stops the idle worker, the browser is closed and opened again. Offline here
 * means the server is stopped, so nothing the worker fetches can reach it.
 */

/** Problems that offline browsing may show: requests that could not be served (none of the site's own). */
const offlineNoise =
  /ERR_CONNECTION_REFUSED|ERR_INTERNET_DISCONNECTED|Failed to load resource|service worker not registered|Failed to (?:register|update) a ServiceWorker/u

describe('offline after one visit', () => {
  let server: SwitchableServer
  beforeAll(async () => {
    server = await createSwitchableServer(inject('distDir'))
  })
  // Online at the start of each test, whatever the one before left behind.
  beforeEach(async () => server.start())
  afterAll(async () => server.close())

  it('survives the browser stopping the idle service worker', async () => {
    const context = await launchContext()
    try {
      const page = await context.newPage()
      const problems = collectProblems(page)
      await page.goto(`${server.origin}/docs/faqs/`)
      await waitForHydration(page)
      await waitForSaved(page)
      await stopServiceWorkers(context, page)
      await server.stop()
      await expectSiteOffline(page, server.origin)
      // Stopped again in the middle of offline reading: the next instance knows its files too.
      await stopServiceWorkers(context, page)
      await expectSiteOffline(page, server.origin, ['/en/', '/docs/pricing/vip/'])
      expect(problems.filter((p) => !offlineNoise.test(p))).toEqual([])
    } finally {
      await context.cleanup()
      await server.start()
    }
  })

  it('survives closing the browser and opening it again with no network', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-profile-'))
    const launch = () =>
      chromium.launchPersistentContext(dir, {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
      })
    try {
      const first = await launch()
      const page = await first.newPage()
      await page.goto(`${server.origin}/en/docs/faqs/`)
      await waitForHydration(page)
      await waitForSaved(page)
      await first.close()

      await server.stop()
      const again = await launch()
      try {
        const reopened = again.pages()[0] ?? (await again.newPage())
        await expectSiteOffline(reopened, server.origin)
        // The status is read from the cache by this new worker instance, not remembered.
        await reopened.goto(`${server.origin}/docs/faqs/`)
        await waitForSaved(reopened)
      } finally {
        await again.close()
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
      await server.start()
    }
  })

  it('keeps the search texts file once fetched, outside the precache, and searches with it offline', async () => {
    const context = await launchContext()
    const search = async (page: Page) => {
      await page.goto(`${server.origin}/en/docs/faqs/`)
      await waitForHydration(page)
      const box = page.locator('.search-box__input')
      await box.click()
      await box.fill('deepl limit')
      await page.locator('.search-panel .search-result__snippet mark').first().waitFor()
    }
    try {
      // The first visit saves the site; from the next page on, the worker sees the search's requests.
      const first = await context.newPage()
      await first.goto(`${server.origin}/en/`)
      await waitForSaved(first)
      await first.close()
      const online = await context.newPage()
      await search(online)
      const kept = () =>
        online.evaluate(async () =>
          (await (await caches.open('search-texts')).keys()).map((r) => new URL(r.url).pathname),
        )
      await expect
        .poll(kept)
        .toEqual([expect.stringMatching(/^\/search\/en\.texts\.[0-9a-f]{8}\.json$/u)])
      const precached = await precacheKeys(online)
      expect(precached.some((url) => url.startsWith('/search/en.'))).toBe(true)
      expect(precached.filter((url) => url.includes('.texts.'))).toEqual([])
      await online.close()

      await server.stop()
      const offline = await context.newPage()
      const problems = collectProblems(offline)
      await search(offline)
      expect(problems.filter((p) => !offlineNoise.test(p))).toEqual([])
    } finally {
      await context.cleanup()
      await server.start()
    }
  })

  it("reads the search's content-hashed files straight from the offline copy, not through the service worker", async () => {
    const context = await launchContext()
    const hashed: string[] = []
    const search = async (page: Page, query: string) => {
      await page.goto(`${server.origin}/en/docs/faqs/`)
      await waitForHydration(page)
      const box = page.locator('.search-box__input')
      await box.click()
      await box.fill(query)
      await page.locator('.search-panel .search-result__snippet mark').first().waitFor()
    }
    try {
      const first = await context.newPage()
      await first.goto(`${server.origin}/en/`)
      await waitForSaved(first)
      await search(first, 'deepl limit')
      const texts = () =>
        first.evaluate(async () => (await (await caches.open('search-texts')).keys()).length)
      await expect.poll(texts).toBe(1)
      await first.close()
      // A new page starts a new search worker, which must read the texts file (and any data chunk)
      // again: from Cache Storage, so neither the service worker nor the network sees a request.
      // The English ones only: once the reader pauses, the other language's index may be asked too,
      // and its files were never read before, so they come from the network.
      context.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (
          /[.-][0-9a-f]{8}\.(?:json|js)$/u.test(pathname) &&
          /^\/(?:search\/en\.|assets\/p\/en-)/u.test(pathname)
        )
          hashed.push(pathname)
      })
      const again = await context.newPage()
      await search(again, 'screenshot shortcut')
      expect(hashed).toEqual([])
      // The first page did fetch it from the network: the copy the new worker read is that one.
      expect(server.requests.some((url) => url.startsWith('/search/en.texts.'))).toBe(true)
    } finally {
      await context.cleanup()
    }
  })
})

describe('metered links', () => {
  let server: SwitchableServer
  beforeAll(async () => {
    server = await createSwitchableServer(inject('distDir'))
  })
  // Online at the start of each test, whatever the one before left behind.
  beforeEach(async () => server.start())
  afterAll(async () => server.close())

  it('caches only the app shell with data saving on, until the reader saves the site for offline', async () => {
    const context = await launchContext()
    try {
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never)
      // Counts the page's requests for persistent storage (the browser's answer depends on its own
      // heuristics, so the request itself is what the site controls).
      await page.addInitScript(() => {
        const storage = navigator.storage as StorageManager & { asked?: number }
        const persist = storage.persist.bind(storage)
        storage.asked = 0
        storage.persist = () => {
          storage.asked! += 1
          return persist()
        }
      })
      const asked = () =>
        page.evaluate(() => (navigator.storage as StorageManager & { asked?: number }).asked)
      await page.goto(`${server.origin}/en/docs/faqs/`)
      await waitForHydration(page)
      expect(await asked()).toBe(0)
      // The offer names what saving costs.
      const save = page
        .locator('.pwa-toast')
        .getByRole('button', { name: /^Save for offline \(about \d+(?:\.\d)? MB\)$/u })
      await save.waitFor({ timeout: 60_000 })
      await expect
        .poll(() => page.locator('.offline-status').textContent())
        .toContain('Only the site frame is saved')
      await server.stop()
      // The shell is there (the not-found page answers, saying the page is not saved), the content is not.
      const before = await page.goto(`${server.origin}/en/docs/services/deepl`)
      expect(before?.status()).toBe(503)
      await waitForHydration(page)
      await expect
        .poll(() => page.locator('h1').first().textContent())
        .toBe('This page is not saved yet')
      await server.start()
      await page.goto(`${server.origin}/en/docs/faqs/`)
      await waitForHydration(page)
      await save.click()
      await waitForSaved(page)
      // The reader's choice asks the browser to keep the site under storage pressure.
      expect(await asked()).toBe(1)
      await server.stop()
      const after = await page.goto(`${server.origin}/en/docs/services/deepl`)
      expect(after?.status()).toBe(200)
      await waitForHydration(page)
      expect(await page.locator('h1').first().textContent()).toContain('DeepL')
    } finally {
      await context.cleanup()
      await server.start()
    }
  })
})
