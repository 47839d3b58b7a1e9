import fs from 'node:fs'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createStaticServer } from '../../scripts/serve/static-server.ts'
import { collectProblems, launchContext, waitForHydration } from './setup/browser.ts'
import { buildVariant } from './setup/variants.ts'

/** Waits until the service worker reports the whole site cached (the "ready offline" notice). */
async function waitForOfflineReady(page: Page): Promise<void> {
  await page.getByText(/网站已可离线使用。|This site is ready to work offline\./u).waitFor({ timeout: 60_000 })
}

const ROUTES = [
  '/docs/guides/screenshot', '/docs/guides/screenshot/', '/docs/faqs/deepl-limit', '/docs/services/', '/docs/services',
  '/docs/pricing/vip', '/docs/log/v11', '/docs/histroy', '/blog', '/blog/page/2', '/blog/tags/announcements/page/3',
  '/blog/2025/06/14/deepl-builtin-errors', '/en/', '/en/docs/installv2/offline', '/en/docs/installv2/offline/',
  '/en/docs/faqs/', '/en/blog/archive', '/en/docs/services/deepl', '/en/home', '/reportcentral/AFNInventoryReportByCountry/1',
]

describe('offline after one visit', () => {
  let context: Awaited<ReturnType<typeof launchContext>>
  beforeAll(async () => {
    context = await launchContext()
  })
  afterAll(async () => context.cleanup())

  it('opens 20 never-visited routes offline, in both locales and both path spellings, and 404s unknown paths', async () => {
    const origin = inject('siteOrigin')
    const page = await context.newPage()
    const problems = collectProblems(page)
    await page.goto(`${origin}/docs/faqs/`)
    await waitForHydration(page)
    await waitForOfflineReady(page)
    await context.setOffline(true)
    for (const route of ROUTES) {
      const res = await page.goto(origin + route)
      expect(res?.status(), route).toBe(200)
      await waitForHydration(page)
      expect((await page.locator('h1').first().textContent())?.trim(), route).toBeTruthy()
    }
    const missing = await page.goto(`${origin}/en/docs/no-such-page`)
    expect(missing?.status()).toBe(404)
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Page Not Found')
    await context.setOffline(false)
    // Offline, only requests that cannot be served (e.g. favicon of the error page) may fail.
    expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/u.test(p))).toEqual([])
  })

  // The visit of the test above has cached the site in this context.
  it('searches offline from the navbar box and from Ctrl+K, with snippets, and opens a result', async () => {
    const origin = inject('siteOrigin')
    const page = await context.newPage()
    await context.setOffline(true)
    try {
      await page.goto(`${origin}/docs/guides/screenshot`)
      await waitForHydration(page)
      const box = page.locator('.search-box__input')
      await box.click()
      await box.fill('截图翻译')
      const boxOptions = page.locator('.search-panel [role="option"]')
      await boxOptions.first().waitFor()
      // Snippets come from the pages' data, which the service worker has too.
      await page.locator('.search-panel .search-result__snippet mark').first().waitFor()
      await box.fill('')
      await box.blur()

      await page.keyboard.press('Control+k')
      const input = page.locator('dialog.search-modal[open] input')
      await input.waitFor()
      await input.fill('DeepL')
      const first = page.locator('dialog.search-modal[open] [role="option"]').first()
      await first.waitFor()
      const href = await first.locator('a').getAttribute('href')
      await page.keyboard.press('Enter')
      await page.waitForURL(new URL(href!, origin).href)
      expect((await page.locator('h1').first().textContent())?.trim()).toBeTruthy()
    } finally {
      await context.setOffline(false)
    }
  })

  it('keeps the search texts file once fetched, outside the precache, and searches with it offline', async () => {
    const origin = inject('siteOrigin')
    const search = async (page: Page) => {
      await page.goto(`${origin}/en/docs/faqs/`)
      await waitForHydration(page)
      const box = page.locator('.search-box__input')
      await box.click()
      await box.fill('deepl limit')
      await page.locator('.search-panel .search-result__snippet mark').first().waitFor()
    }
    const online = await context.newPage()
    await search(online)
    const kept = () => online.evaluate(async () => (await (await caches.open('search-texts')).keys()).map((r) => new URL(r.url).pathname))
    await expect.poll(kept).toEqual([expect.stringMatching(/^\/search\/en\.texts\.[0-9a-f]{8}\.json$/u)])
    const precached = await online.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.includes('precache'))
      const urls = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)))
      return urls.flat()
    })
    expect(precached.some((url) => url.includes('/search/en.'))).toBe(true)
    expect(precached.filter((url) => url.includes('.texts.'))).toEqual([])
    await online.close()

    await context.setOffline(true)
    try {
      const offline = await context.newPage()
      const problems = collectProblems(offline)
      await search(offline)
      expect(problems).toEqual([])
    } finally {
      await context.setOffline(false)
    }
  })
})

describe('metered links', () => {
  it('caches only the app shell with data saving on, until the reader saves the site for offline', async () => {
    const origin = inject('siteOrigin')
    const context = await launchContext()
    try {
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never)
      await page.goto(`${origin}/en/docs/faqs/`)
      await waitForHydration(page)
      const save = page.getByRole('button', { name: 'Save for offline' })
      await save.waitFor({ timeout: 60_000 })
      await context.setOffline(true)
      // The shell is there (the not-found page answers), the content is not.
      const before = await page.goto(`${origin}/en/docs/services/deepl`)
      expect(before?.status()).toBe(404)
      await context.setOffline(false)
      await page.goto(`${origin}/en/docs/faqs/`)
      await waitForHydration(page)
      await save.click()
      await page.getByText('This site is ready to work offline.').waitFor({ timeout: 60_000 })
      await context.setOffline(true)
      const after = await page.goto(`${origin}/en/docs/services/deepl`)
      expect(after?.status()).toBe(200)
      await waitForHydration(page)
      expect(await page.locator('h1').first().textContent()).toContain('DeepL')
    } finally {
      await context.cleanup()
    }
  })
})

describe('updates', () => {
  let v2 = ''
  let current = ''
  let server: ReturnType<typeof createStaticServer>
  let origin = ''
  const collected: unknown[] = []
  beforeAll(async () => {
    // A collector on localhost stands in for the analytics service of the second deploy.
    v2 = await buildVariant('v2', (dir) => {
      const file = path.join(dir, 'zh-Hans/docs/faqs/index.md')
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^title: .*$/mu, 'title: 常见问题（第二版）'))
      // A post published with the second version: the first version's precache has never heard of it.
      for (const [locale, title] of [['zh-Hans', '第二版新文章'], ['en', 'A post of the second version']]) {
        const post = `---\ntitle: ${title}\ndescription: ${title}\nauthors: [lmk123]\ntags: [announcements]\n---\n\n${title}.\n`
        fs.writeFileSync(path.join(dir, `${locale}/blog/2026-11-20-second-version.md`), post)
      }
    })
    current = inject('distDir')
    server = createStaticServer({ dir: () => current })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }, 240_000)
  afterAll(async () => {
    await new Promise((r) => server.close(r))
    expect(collected).toEqual([])
  })

  it('opens a page published since from the network, shows "New version available"; Refresh switches to the new content with no console error', async () => {
    const context = await launchContext()
    try {
      const page = await context.newPage()
      const problems = collectProblems(page)
      await page.goto(`${origin}/docs/faqs/`)
      await waitForHydration(page)
      await waitForOfflineReady(page)
      expect(await page.locator('h1').first().textContent()).not.toContain('第二版')
      current = v2
      await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration()
        await reg?.update()
      })
      await page.getByText('有可用的新版本').waitFor({ timeout: 60_000 })
      // While the old worker still controls, a page it does not know comes from the network, not as a 404.
      const other = await context.newPage()
      const otherProblems = collectProblems(other)
      const response = await other.goto(`${origin}/blog/2026/11/20/second-version`)
      expect(await other.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
      expect(response?.status()).toBe(200)
      expect(await other.locator('h1').first().textContent()).toContain('第二版新文章')
      await waitForHydration(other)
      await other.close()
      expect(otherProblems).toEqual([])
      await page.getByRole('button', { name: '刷新' }).click()
      await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toContain('第二版')
      await waitForHydration(page)
      // Navigating after the switch uses the new chunks only.
      await page.locator('header a[href="/docs/guides/summary"]').first().click()
      await page.waitForURL(`${origin}/docs/guides/summary`)
      expect(problems).toEqual([])
    } finally {
      await context.cleanup()
      current = inject('distDir')
    }
  })
})
