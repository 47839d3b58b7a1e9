import fs from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SPEC_FIXED_ROUTES } from '../fixtures/spec-routes.ts'
import { collectProblems, launchContext, site, subSite, waitForHydration } from './setup/browser.ts'

/** Every page the build wrote, as URL paths (canonical spelling), from the sitemap plus the noindex pages. */
function builtRoutes(): string[] {
  const dist = inject('distDir')
  const routes: string[] = []
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, e.name)
      if (e.isDirectory()) {
        if (!['assets', 'search', '.vite'].includes(e.name)) walk(abs)
      } else if (e.name.endsWith('.html') && !e.name.startsWith('404')) {
        const html = fs.readFileSync(abs, 'utf8')
        if (html.includes('http-equiv="refresh"')) continue
        const rel = `/${path.relative(dist, abs).split(path.sep).join('/')}`
        routes.push(
          rel.endsWith('/index.html')
            ? rel.slice(0, -'index.html'.length)
            : rel === '/index.html'
              ? '/'
              : rel.slice(0, -'.html'.length),
        )
      }
    }
  }
  walk(dist)
  return routes.sort()
}

describe('every route in both locales', () => {
  let context: BrowserContext & { cleanup: () => Promise<void> }
  beforeAll(async () => {
    context = await launchContext({ serviceWorkers: 'block' })
  })
  afterAll(async () => context.cleanup())

  it('builds every route of the spec, in zh-Hans and en', () => {
    const routes = new Set(builtRoutes())
    for (const r of SPEC_FIXED_ROUTES) {
      expect(routes, `zh-Hans ${r}`).toContain(r)
      expect(routes, `en ${r}`).toContain(r === '/' ? '/en/' : `/en${r}`)
    }
    expect(routes).not.toContain('/docs')
  })

  it('opens each route with its h1, hydrated, with no console error or hydration warning', async () => {
    const routes = builtRoutes()
    expect(routes.length).toBeGreaterThan(250)
    const queue = [...routes]
    const failures: string[] = []
    const worker = async (page: Page) => {
      const problems = collectProblems(page)
      for (let r = queue.shift(); r !== undefined; r = queue.shift()) {
        problems.length = 0
        const res = await page.goto(site(r))
        await waitForHydration(page)
        const h1 = (await page.locator('h1').first().textContent())?.trim()
        if (res?.status() !== 200) failures.push(`${r}: status ${res?.status()}`)
        if (!h1) failures.push(`${r}: no h1`)
        if (problems.length) failures.push(`${r}: ${problems.join(' | ')}`)
      }
    }
    await Promise.all([0, 1, 2].map(async () => worker(await context.newPage())))
    expect(failures).toEqual([])
    // ~300 pages in both locales; generous for a loaded 2-core machine.
  }, 300_000)

  it('answers unknown paths with the not-found page and status 404, in both locales', async () => {
    const page = await context.newPage()
    const problems = collectProblems(page)
    for (const [url, title] of [
      ['/docs', '找不到页面'],
      ['/no/such/page', '找不到页面'],
      ['/blog/page/1', '找不到页面'],
      ['/blog/page/4', '找不到页面'],
      ['/en/docs/nope', 'Page Not Found'],
    ] as const) {
      const res = await page.goto(site(url))
      expect(res?.status(), url).toBe(404)
      await waitForHydration(page)
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(title)
    }
    // The browser asks for favicons and the like; only the 404 responses of the pages themselves are expected.
    expect(problems.filter((p) => !/status of 404/u.test(p))).toEqual([])
  })

  it('navigates between pages without a full page load', async () => {
    const page = await context.newPage()
    const problems = collectProblems(page)
    await page.goto(site('/docs/faqs/'))
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1))
    await page.locator('header a[href="/docs/guides/summary"]').first().click()
    await page.waitForURL(site('/docs/guides/summary'))
    await expect.poll(() => page.title()).toMatch(/使用手册|手册/u)
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1)
    expect(problems).toEqual([])
  })

  it('works under the base URL /sub/', async () => {
    const page = await context.newPage()
    const problems = collectProblems(page)
    const res = await page.goto(subSite('/en/docs/faqs/deepl-limit'))
    expect(res?.status()).toBe(200)
    await waitForHydration(page)
    expect(await page.locator('h1').first().textContent()).toMatch(/DeepL/u)
    expect(await page.locator('#base-url-issue').isHidden()).toBe(true)
    await page.locator('header a[href="/sub/en/docs/faqs/"]').first().click()
    await page.waitForURL(subSite('/en/docs/faqs/'))
    expect(problems).toEqual([])
  })
})
