import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createStaticServer } from '../../scripts/serve/static-server.ts'
import { collectProblems, launchContext, site, waitForHydration } from './setup/browser.ts'
import { buildVariant } from './setup/variants.ts'

type Context = Awaited<ReturnType<typeof launchContext>>

describe('resilience', () => {
  let context: Context
  beforeAll(async () => {
    // Route interception sees what the page fetches itself; a service worker would answer first.
    context = await launchContext({ serviceWorkers: 'block' })
  })
  afterAll(async () => context.cleanup())

  it('shows the error and Retry when a page chunk fails, and Retry works once the network is back', async () => {
    const page = await context.newPage()
    const warnings: string[] = []
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
    await page.goto(site('/docs/guides/panel'))
    await waitForHydration(page)
    // The blog sidebar's data chunk: the blog needs it, and so does a blog page's first render (a
    // docs page reads its sidebar from its markup instead).
    const chunk = /\/assets\/p\/zh-Hans-blog-[0-9a-f]{8}\.js$/u
    await page.route(chunk, (route) => route.abort())
    await page.locator('header a[href="/blog"]').first().click()
    // The navigation warns and reloads into the page; its chunk fails again, so the prerendered
    // page stays readable with the error and Retry.
    const bar = page.locator('#startup-error')
    await bar.waitFor()
    expect(page.url()).toBe(site('/blog'))
    expect(warnings.some((w) => w.includes('reloading'))).toBe(true)
    expect(await bar.textContent()).toContain('页面内容加载失败')
    expect(await page.locator('h1').first().textContent()).toBeTruthy()
    // Retry while the chunk is still out of reach: the page stays as it is, with the bar again.
    const retry = bar.getByRole('button', { name: '重试' })
    await retry.click()
    await expect.poll(() => retry.isEnabled()).toBe(true)
    expect(page.url()).toBe(site('/blog'))
    expect(await page.locator('h1').first().textContent()).toBeTruthy()
    await page.unroute(chunk)
    await bar.getByRole('button', { name: '重试' }).click()
    await waitForHydration(page)
    expect(await bar.count()).toBe(0)
  })

  it('shows "This page crashed." with Try again when a page throws, and keeps the navbar usable', async () => {
    const page = await context.newPage()
    await page.goto(site('/en/docs/faqs/'))
    await waitForHydration(page)
    // The page's data throws while a flag is set: a rendering failure the test can end, so that
    // Try again (which renders once more) can show the page.
    await page.evaluate(
      () => ((window as unknown as { __failRender: boolean }).__failRender = true),
    )
    const chunk = /\/assets\/p\/en-docs-faqs-fat-[0-9a-f]{8}\.js$/u
    await page.route(chunk, async (route) => {
      const body = await (await route.fetch()).text()
      const patched = `${body.replace('export default ', 'const page = ')}
Object.defineProperty(page, 'html', { get() { if (globalThis.__failRender) throw new Error('render failed'); return '<p>Recovered.</p>' } })
export default page
`
      expect(patched).not.toBe(body)
      await route.fulfill({ contentType: 'text/javascript', body: patched })
    })
    await page.locator('main a[href="/en/docs/faqs/fat"]').first().click()
    await page.getByRole('heading', { name: 'This page crashed.' }).waitFor()
    await page.evaluate(
      () => ((window as unknown as { __failRender: boolean }).__failRender = false),
    )
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByText('Recovered.').waitFor()
    await page.locator('header a[href="/en/docs/services/"]').first().click()
    await page.waitForURL(site('/en/docs/services/'))
  })

  it('runs every page with the CSP enforced and reports no violation', async () => {
    const page = await context.newPage()
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] }
      w.__csp = []
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
      )
    })
    const problems = collectProblems(page)
    for (const path of [
      '/',
      '/docs/guides/screenshot',
      '/en/blog/2025/06/14/deepl-builtin-errors',
      '/search?q=DeepL',
    ]) {
      const res = await page.goto(site(path))
      expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/u)
      expect(res?.headers()['content-security-policy']).not.toContain("unsafe-inline' 'sha")
      await waitForHydration(page)
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual(
        [],
      )
    }
    expect(
      await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'),
    ).not.toMatch(/script-src[^;]*unsafe-inline/u)
    expect(problems).toEqual([])
  })

  it('warns about a misconfigured base URL', async () => {
    // The /sub/ build served at the root is what a wrong baseUrl looks like.
    const server = createStaticServer({ dir: `${inject('distDir')}-sub` })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    try {
      const page = await context.newPage()
      await page.goto(
        `http://127.0.0.1:${(server.address() as AddressInfo).port}/en/docs/faqs/deepl-limit`,
      )
      const banner = page.locator('#base-url-issue')
      await banner.waitFor()
      expect(await banner.textContent()).toContain('baseUrl = /sub/')
      expect(await banner.locator('[data-suggested]').textContent()).toBe('/')
    } finally {
      await new Promise((r) => server.close(r))
    }
  })
})

/** Requests for code or page chunks made after the page settled: what prefetching would fetch. */
async function prefetchRequests(page: Page, act: () => Promise<void>): Promise<string[]> {
  const seen: string[] = []
  const listener = (req: { url: () => string }) => {
    // Page chunks, sidebars and page-kind components; the service-worker helper is not a prefetch.
    if (/\/assets\/.*\.js$/u.test(req.url()) && !req.url().includes('workbox-window'))
      seen.push(req.url())
  }
  page.on('request', listener)
  await act()
  page.off('request', listener)
  return seen
}

describe('prefetching on constrained connections', () => {
  let context: Context
  beforeAll(async () => {
    context = await launchContext({ serviceWorkers: 'block' })
  })
  afterAll(async () => context.cleanup())

  const hoverLinks = async (page: Page) => {
    for (const href of ['/docs/faqs/', '/docs/services/', '/docs/pricing/', '/docs/log']) {
      await page.locator(`header a[href="${href}"]`).first().hover()
    }
    await page.mouse.wheel(0, 4000)
    // Prefetches start on hover and when links scroll into view; give them a chance to start.
    await page.evaluate(
      () => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 2000 })),
    )
  }

  it('prefetches on a normal connection (the control)', async () => {
    const page = await context.newPage()
    await page.goto(site('/docs/guides/panel'))
    await waitForHydration(page)
    const requests = await prefetchRequests(page, () => hoverLinks(page))
    expect(requests.some((r) => r.includes('/assets/p/'))).toBe(true)
  })

  for (const [name, setup] of [
    [
      '2g',
      {
        offline: false,
        latency: 1500,
        downloadThroughput: 35_000 / 8,
        uploadThroughput: 32_000 / 8,
        connectionType: 'cellular2g' as const,
      },
    ],
    ['saveData', null],
  ] as const) {
    it(`sends no prefetch request with ${name}`, async () => {
      const page = await context.newPage()
      // Requests started before the switch (code of visible links, fetched in idle time) may still
      // be loading their imports: the check starts once none is in flight.
      const inFlight = new Set<unknown>()
      page.on('request', (r) => inFlight.add(r))
      page.on('requestfinished', (r) => inFlight.delete(r))
      page.on('requestfailed', (r) => inFlight.delete(r))
      await page.goto(site('/docs/guides/panel'))
      await waitForHydration(page)
      // The link turns slow (or data saving turns on) once the page is up: loading the page itself
      // over 2g would only make the test slow.
      const cdp = await context.newCDPSession(page)
      if (setup) {
        await cdp.send('Network.enable')
        await cdp.send('Network.emulateNetworkConditions', setup)
      } else {
        await cdp.send(
          'Emulation.setDataSaverOverride' as never,
          { dataSaverEnabled: true } as never,
        )
      }
      const type = setup ? '2g' : 'saveData'
      await expect
        .poll(() =>
          page.evaluate((t) => {
            const c = (
              navigator as unknown as { connection: { effectiveType: string; saveData: boolean } }
            ).connection
            return t === '2g' ? c.effectiveType : String(c.saveData)
          }, type),
        )
        .toBe(setup ? '2g' : 'true')
      const chunks = () =>
        page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .filter(
                (e) => /\/assets\/.*\.js$/u.test(e.name) && !e.name.includes('workbox-window'),
              ).length,
        )
      // Quiet: nothing in flight, and no chunk began since the last look (a chunk loaded after
      // hydration asks for its imports only once it has arrived).
      let seen = -1
      await expect
        .poll(async () => {
          const now = await chunks()
          const quiet = inFlight.size === 0 && now === seen
          seen = now
          return quiet
        })
        .toBe(true)
      const before = await chunks()
      const requests = await prefetchRequests(page, () => hoverLinks(page))
      expect(requests).toEqual([])
      expect(await chunks()).toBe(before)
    })
  }
})

/**
 * Follows a navbar link and waits until its page is shown (its title is in), not only until the
 * address changed: a navigation the next click overtakes before its page showed is no page view.
 */
async function openFromHeader(page: Page, origin: string, href: string): Promise<void> {
  const title = await page.title()
  await page.locator(`header a[href="${href}"]`).first().click()
  await page.waitForURL(origin + href)
  await expect.poll(() => page.title()).not.toBe(title)
}

describe('analytics adapter', () => {
  const views: Record<string, unknown>[] = []
  let failing = false
  /** Requests the collector answered with 503 while `failing`. */
  let refused = 0
  let collector: http.Server
  let origin = ''
  beforeAll(async () => {
    collector = http.createServer((req, res) => {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type',
        'access-control-allow-methods': 'POST',
      }
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
      let body = ''
      req.on('data', (c: Buffer) => (body += c))
      req.on('end', () => {
        if (failing) {
          refused++
          return void res.writeHead(503, cors).end()
        }
        views.push(JSON.parse(body) as Record<string, unknown>)
        res.writeHead(204, cors).end()
      })
    })
    await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r))
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/collect`
    const dir = await buildVariant('analytics', () => {}, { analytics: { endpoint } })
    const server = createStaticServer({ dir })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }, 240_000)
  afterAll(async () => new Promise((r) => collector.close(r)))

  it('sends one page view per navigation, none on a hash change, and queues views while the endpoint is down', async () => {
    const context = await launchContext({ serviceWorkers: 'block' })
    try {
      const page = await context.newPage()
      const problems = collectProblems(page)
      await page.goto(`${origin}/docs/faqs/`)
      await waitForHydration(page)
      for (const href of ['/docs/services/', '/docs/pricing/', '/blog', '/docs/log'])
        await openFromHeader(page, origin, href)
      await expect.poll(() => views.length).toBe(5)
      expect(views.map((v) => v.path)).toEqual([
        '/docs/faqs/',
        '/docs/services/',
        '/docs/pricing/',
        '/blog',
        '/docs/log',
      ])
      expect(views[1]).toMatchObject({ locale: 'zh-Hans', referrer: `${origin}/docs/faqs/` })
      expect(String(views[4]!.title)).toContain('划词翻译')
      await page.evaluate(() => {
        location.hash = '#check-version'
      })
      failing = true
      refused = 0
      // Each view is tried, and refused, before the endpoint comes back: both wait in the queue.
      await openFromHeader(page, origin, '/docs/business')
      await expect.poll(() => refused).toBe(1)
      await openFromHeader(page, origin, '/docs/issues')
      await expect.poll(() => refused).toBe(2)
      failing = false
      await openFromHeader(page, origin, '/docs/faqs/')
      await expect.poll(() => views.length).toBe(8)
      expect(views.slice(5).map((v) => v.path)).toEqual([
        '/docs/business',
        '/docs/issues',
        '/docs/faqs/',
      ])
      expect(problems.filter((p) => !/503|Failed to load resource/u.test(p))).toEqual([])
    } finally {
      // The endpoint is back for the next test whatever happened here.
      failing = false
      await context.cleanup()
    }
  })

  it('counts the landing page and the pages a reader opened before the analytics code arrived, in order', async () => {
    const context = await launchContext({ serviceWorkers: 'block' })
    try {
      const page = await context.newPage()
      const before = views.length
      // The analytics code is held back, as on a slow phone where the reader follows links first.
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      let asked = false
      await page.route(/\/assets\/start-[^/]+\.js$/u, async (route) => {
        asked = true
        await held
        await route.continue()
      })
      await page.goto(`${origin}/docs/pricing/`)
      await waitForHydration(page)
      for (const href of ['/docs/services/', '/blog']) await openFromHeader(page, origin, href)
      await expect.poll(() => asked).toBe(true)
      expect(views.length).toBe(before)
      release()
      await expect.poll(() => views.length).toBe(before + 3)
      expect(views.slice(before).map((v) => v.path)).toEqual([
        '/docs/pricing/',
        '/docs/services/',
        '/blog',
      ])
      expect(views[before + 1]).toMatchObject({ referrer: `${origin}/docs/pricing/` })
      // Each keeps the time of its navigation, not the time the code arrived.
      const times = views.slice(before).map((v) => Number(v.time))
      expect(times[0]).toBeLessThan(times[2]!)
    } finally {
      await context.cleanup()
    }
  })
})
