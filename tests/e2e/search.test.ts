import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createStaticServer } from '../../scripts/serve/static-server.ts'
import { collectProblems, launchContext, site, subSite, waitForHydration } from './setup/browser.ts'

/**
 * Site search in a real browser against the built site: the navbar box and its dropdown, the
 * Ctrl/Cmd+K modal, the search page, marks on the page a result opens, recent searches, hostile
 * input, foreign index URLs, a failed or silent index download, the other language's results, "did
 * you mean", and phones.
 */

type Context = BrowserContext & { cleanup: () => Promise<void> }

const DOC = '/docs/faqs/deepl-limit'
const XSS = '<img src=x onerror=alert(1)>'
const modal = (page: Page) => page.locator('dialog.search-modal[open]')
const options = (page: Page) => page.locator('dialog.search-modal[open] [role="option"]')
const marks = (page: Page) => page.locator('mark[data-search-highlight]')

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await waitForHydration(page)
}

/** Ctrl+K, then types `query` into the modal and waits until the answer to it is shown. */
async function searchInModal(page: Page, query: string): Promise<void> {
  if (!(await modal(page).isVisible())) await page.keyboard.press('Control+k')
  const input = modal(page).locator('input')
  await input.waitFor()
  await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true)
  await input.fill('')
  await page.keyboard.type(query)
  await modal(page).locator(`.search-modal__body[data-query="${query}"]`).waitFor()
}

/**
 * The built site from a server that, while `silent`, accepts every request for a search index file
 * and never answers it, as a stalled connection does.
 */
async function silentIndexServer(): Promise<{
  origin: string
  speak: () => void
  close: () => Promise<void>
}> {
  const handle = createStaticServer({ dir: inject('distDir') }).listeners(
    'request',
  )[0] as http.RequestListener
  let silent = true
  const server = http.createServer((req, res) => {
    if (silent && /\/search\/[^/]+\.json(?:\?|$)/u.test(req.url ?? '')) return
    handle(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    speak: () => {
      silent = false
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** `img[src=x]` elements in the page: a query that became markup would add one. */
const injectedImages = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('img[src="x"]').length)

describe('search', () => {
  let context: Context
  beforeAll(async () => {
    context = await launchContext({
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 800 },
    })
  })
  afterAll(async () => context.cleanup())

  describe('Ctrl/Cmd+K modal', () => {
    it('opens on Ctrl+K and finds Chinese and English queries', async () => {
      const page = await context.newPage()
      const problems = collectProblems(page)
      await open(page, site(DOC))
      await page.keyboard.press('Control+k')
      await modal(page).waitFor()
      for (const query of ['截图翻译', '划词']) {
        await searchInModal(page, query)
        const count = await options(page).count()
        expect(count, query).toBeGreaterThan(0)
        expect(count, query).toBeLessThanOrEqual(8)
        expect(await options(page).first().locator('mark').first().textContent()).toMatch(
          new RegExp(query.slice(0, 2), 'u'),
        )
      }
      await page.keyboard.press('Escape')
      await modal(page)
        .waitFor({ state: 'detached' })
        .catch(() => undefined)
      await expect.poll(() => modal(page).count()).toBe(0)

      await open(page, site(`/en${DOC}`))
      for (const query of ['offline install', 'translation history']) {
        await searchInModal(page, query)
        expect(await options(page).count(), query).toBeGreaterThan(0)
        const titles = (
          await options(page).locator('.search-result__title').allTextContents()
        ).join(' | ')
        expect(titles, query).toMatch(new RegExp(query, 'iu'))
      }
      // The modal lives in the top layer and the page behind it is inert.
      expect(
        await page.evaluate(() => document.querySelector('dialog.search-modal')!.matches(':modal')),
      ).toBe(true)
      expect(problems).toEqual([])
      await page.close()
    })

    it('opens a result with the keyboard alone; the page marks the terms, scrolls to them, and Clear removes them', async () => {
      const page = await context.newPage()
      const problems = collectProblems(page)
      await open(page, site(DOC))
      await searchInModal(page, '离线安装')
      const input = modal(page).locator('input')
      expect(await input.getAttribute('aria-activedescendant')).toBe(
        await options(page).first().getAttribute('id'),
      )
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown')
      const activeId = await input.getAttribute('aria-activedescendant')
      expect(activeId).toBe(await options(page).nth(2).getAttribute('id'))
      expect(await options(page).nth(2).getAttribute('aria-selected')).toBe('true')
      const href = await page.locator(`[id="${activeId}"]`).getAttribute('href')
      expect(href).toMatch(/^\/[^?#]+\?_highlight=[^#]+(#.+)?$/u)
      // As the browser shows it: a Chinese hash comes back percent-encoded.
      const url = (h: string) => new URL(h, site()).href
      await page.keyboard.press('Enter')
      await page.waitForURL(url(href!))
      await expect.poll(() => modal(page).count()).toBe(0)

      await marks(page).first().waitFor()
      const texts = await marks(page).allTextContents()
      // The page marks the words the result carried: the query's, or its glossary synonyms'.
      const carried = new URL(url(href!)).searchParams
        .getAll('_highlight')
        .map((t) => t.toLowerCase())
      expect(carried.length).toBeGreaterThan(0)
      expect(
        texts.every((t) =>
          carried.some((c) => t.toLowerCase().includes(c) || c.includes(t.toLowerCase())),
        ),
      ).toBe(true)
      // Scrolled to the section of the hit, or to the first mark: it is on screen.
      const hash = new URL(url(href!)).hash
      const target = hash
        ? page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)
        : marks(page).first()
      await expect
        .poll(() =>
          target.evaluate((el) => {
            const r = el.getBoundingClientRect()
            return r.top >= 0 && r.bottom <= innerHeight
          }),
        )
        .toBe(true)
      expect(
        await page
          .locator('main h1, main .markdown')
          .locator('mark[data-search-highlight]')
          .count(),
      ).toBe(texts.length)

      const clear = page.getByRole('button', { name: '清除高亮' })
      await clear.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => marks(page).count()).toBe(0)
      await expect.poll(() => page.url()).toBe(url(href!.replace(/\?[^#]*/u, '')))
      expect(await clear.count()).toBe(0)
      expect(problems).toEqual([])
      await page.close()
    })

    it('keeps the last five searches, shows them for an empty input, and removes one on request', async () => {
      const page = await context.newPage()
      await open(page, site('/en/'))
      await page.evaluate(() => localStorage.removeItem('search.recent'))
      const queries = ['deepl', 'api key', 'offline', 'shortcut', 'pdf', 'history']
      for (const query of queries) {
        await searchInModal(page, query)
        await options(page).first().waitFor()
        await page.keyboard.press('Enter')
        await expect.poll(() => modal(page).count()).toBe(0)
        await expect.poll(() => page.url()).toMatch(/_highlight=/u)
      }
      await page.keyboard.press('Control+k')
      const input = modal(page).locator('input')
      await input.fill('')
      const recent = modal(page).locator('.search-recent [role="option"]')
      await expect
        .poll(() => recent.locator('.search-recent__pick').allTextContents())
        .toEqual(['history', 'pdf', 'shortcut', 'offline', 'api key'])
      // The keyboard picks a recent search: it becomes the query.
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await expect.poll(() => input.inputValue()).toBe('pdf')
      await input.fill('')
      await modal(page).getByRole('button', { name: 'Remove this recent search: shortcut' }).click()
      await expect
        .poll(() => recent.locator('.search-recent__pick').allTextContents())
        .toEqual(['history', 'pdf', 'offline', 'api key'])
      expect(
        JSON.parse((await page.evaluate(() => localStorage.getItem('search.recent')))!),
      ).toEqual(['history', 'pdf', 'offline', 'api key'])
      await page.close()
    })

    it('recovers from a failed index download with Retry', async () => {
      const page = await context.newPage()
      await open(page, site(`/en${DOC}`))
      const index = /\/search\/[^/]+\.json(?:\?|$)/u
      // Every index request fails until Retry is pressed. The network stays down until then, not only
      // until the message shows: a later keystroke's download, still on its way, would otherwise get
      // through and replace the message with results before the pointer reaches Retry.
      await page.evaluate(() =>
        document.addEventListener(
          'click',
          (e) => {
            if ((e.target as Element).closest('[role="alert"] button'))
              (window as unknown as { __retried: boolean }).__retried = true
          },
          true,
        ),
      )
      let failed = 0
      await page.route(index, async (route) => {
        if (
          await page.evaluate(
            () => (window as unknown as { __retried?: boolean }).__retried === true,
          )
        )
          return route.fallback()
        failed++
        await route.abort()
      })
      await page.keyboard.press('Control+k')
      await modal(page).locator('input').waitFor()
      await page.keyboard.type('deepl')
      const error = modal(page).getByRole('alert')
      await expect.poll(() => error.textContent()).toMatch(/could not be loaded/u)
      expect(failed).toBeGreaterThan(0)
      await error.getByRole('button', { name: 'Retry' }).click()
      await modal(page)
        .locator('.search-modal__body[data-query="deepl"] [role="option"]')
        .first()
        .waitFor()
      await page.close()
    })

    it('says the site was updated when the index is of another version than the page, and Refresh brings them together', async () => {
      const page = await context.newPage()
      await open(page, site(`/en${DOC}`))
      await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1))
      // The site was deployed again after this page loaded: every index this page fetches is the next
      // format, until Refresh loads the page again. The route stays until then: unrouting before the
      // click would let a fetch still in flight (one per keystroke once a load has failed) through
      // to the real index, and its results would replace the message under the pointer.
      const root = /\/search\/en\.json(?:\?|$)/u
      let reloaded = false
      await page.route(root, async (route) => {
        if (reloaded) return route.fallback()
        try {
          const response = await route.fetch()
          const body = (await response.json()) as { v: number }
          await route.fulfill({ response, json: { ...body, v: body.v + 1 } })
        } catch {
          // The request died with the page that made it (Refresh came first): nothing to answer.
        }
      })
      await page.keyboard.press('Control+k')
      await modal(page).locator('input').waitFor()
      await page.keyboard.type('deepl')
      const error = modal(page).getByRole('alert')
      await expect
        .poll(() => error.textContent())
        .toMatch(/^The site has been updated since this page was opened/u)
      expect(await error.getByRole('button', { name: 'Retry' }).count()).toBe(0)
      // The new document commits before it can fetch anything: from then on the real index answers.
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) reloaded = true
      })
      await error.getByRole('button', { name: 'Refresh' }).click()
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __stay?: number }).__stay ?? 0))
        .toBe(0)
      await waitForHydration(page)
      await page.keyboard.press('Control+k')
      await modal(page).locator('input').waitFor()
      await page.keyboard.type('deepl')
      await modal(page)
        .locator('.search-modal__body[data-query="deepl"] [role="option"]')
        .first()
        .waitFor()
      await page.close()
    })

    it('gives up on an index request that never answers after 10 s and offers Retry, which then finds results', async () => {
      const server = await silentIndexServer()
      const page = await context.newPage()
      try {
        await open(page, `${server.origin}/en${DOC}`)
        await page.keyboard.press('Control+k')
        await modal(page).locator('input').waitFor()
        await page.keyboard.type('deepl')
        await expect
          .poll(() => modal(page).locator('.search-status').textContent())
          .toBe('Loading the search index…')
        const error = modal(page).getByRole('alert')
        await expect
          .poll(() => error.textContent(), { timeout: 20_000 })
          .toMatch(/could not be loaded.*no answer within 10 s/su)
        server.speak()
        await error.getByRole('button', { name: 'Retry' }).click()
        await modal(page)
          .locator('.search-modal__body[data-query="deepl"] [role="option"]')
          .first()
          .waitFor()
      } finally {
        await page.close()
        await server.close()
      }
    })

    it("shows the other language's best pages, labelled with their language, when this one has none", async () => {
      const page = await context.newPage()
      const problems = collectProblems(page)
      await open(page, site(`/en${DOC}`))
      // The English pages call it "Load unpacked"; only the Chinese pages hold these words.
      await searchInModal(page, '加载已解压的扩展程序')
      const group = modal(page).getByRole('group', { name: 'Pages in 简体中文' })
      await group.waitFor()
      expect(await group.getAttribute('lang')).toBe('zh-Hans')
      expect(await group.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(
        '"Pages in 简体中文"',
      )
      const hrefs = await group
        .getByRole('option')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
      expect(hrefs.length).toBeGreaterThan(0)
      expect(hrefs.every((h) => !h.startsWith('/en/'))).toBe(true)
      expect(hrefs.some((h) => h.startsWith('/docs/installv2/offline'))).toBe(true)
      // Holding more of the query than the English pages, they come first: Enter opens the best one.
      const first = options(page).first()
      expect(await first.evaluate((el) => el.closest('[role="group"]') !== null)).toBe(true)
      expect(await first.getAttribute('aria-selected')).toBe('true')
      const href = await first.getAttribute('href')
      await page.keyboard.press('Enter')
      await page.waitForURL(new URL(href!, site()).href)
      await expect.poll(() => page.locator('main h1').textContent()).toMatch(/[\u4e00-\u9fff]/u)
      expect(problems).toEqual([])
      await page.close()
    })
  })

  describe('navbar search box', () => {
    it('loads on hover, lists at most 8 results as a listbox, and answers the keyboard', async () => {
      const page = await context.newPage()
      const problems = collectProblems(page)
      const indexRequests: string[] = []
      page.on(
        'request',
        (r) => /\/search\/[^/]+\.json/u.test(r.url()) && indexRequests.push(r.url()),
      )
      await open(page, site(`/en${DOC}`))
      const input = page.locator('.search-box__input')
      expect(await input.getAttribute('role')).toBe('combobox')
      expect(await input.getAttribute('aria-expanded')).toBe('false')
      expect(indexRequests).toEqual([])
      await input.hover()
      await expect.poll(() => indexRequests.length).toBeGreaterThan(0)

      await input.click()
      await page.keyboard.type('deepl')
      const panel = page.locator('.search-panel[data-query="deepl"]')
      await panel.waitFor()
      const listbox = panel.getByRole('listbox')
      const count = await listbox.getByRole('option').count()
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThanOrEqual(8)
      expect(await input.getAttribute('aria-expanded')).toBe('true')
      expect(await input.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'))
      expect(await panel.locator('.search-result__path').first().textContent()).not.toBe('')
      expect(await panel.locator('.search-result__icon').count()).toBe(count)
      const seeAll = panel.getByRole('link', { name: 'See all results', exact: true })
      expect(await seeAll.getAttribute('href')).toBe('/en/search?q=deepl')
      expect(
        await panel.getByRole('link', { name: 'See all results in FAQ' }).getAttribute('href'),
      ).toBe('/en/search?q=deepl&ctx=docs%2Ffaqs')

      await page.keyboard.press('ArrowDown')
      const second = await listbox.getByRole('option').nth(1).getAttribute('id')
      await expect.poll(() => input.getAttribute('aria-activedescendant')).toBe(second)
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('Escape')
      await expect.poll(() => panel.count()).toBe(0)
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false')

      await input.fill('zzqqxxvv')
      await expect
        .poll(() => page.locator('.search-panel[data-query="zzqqxxvv"]').textContent())
        .toBe('No results')

      await input.fill('deepl')
      await panel.waitFor()
      const first = await listbox.getByRole('option').first().getAttribute('href')
      await page.keyboard.press('Enter')
      await page.waitForURL(new URL(first!, site()).href)
      await marks(page).first().waitFor()
      expect(problems).toEqual([])
      await page.close()
    })

    it("gets answers through the worker's reply channel, and from the worker itself in a browser without one", async () => {
      const typeAndCount = async (page: Page) => {
        await open(page, site(`/en${DOC}`))
        await page.locator('.search-box__input').click()
        await page.keyboard.type('deepl')
        const panel = page.locator('.search-panel[data-query="deepl"]')
        await panel.waitFor()
        return panel.getByRole('option').count()
      }
      const withChannel = await context.newPage()
      await withChannel.addInitScript(() => {
        const Native = BroadcastChannel
        const w = window as unknown as {
          __replies: number
          BroadcastChannel: typeof BroadcastChannel
        }
        w.__replies = 0
        w.BroadcastChannel = class extends Native {
          constructor(name: string) {
            super(name)
            this.addEventListener('message', () => w.__replies++)
          }
        }
      })
      expect(await typeAndCount(withChannel)).toBeGreaterThan(0)
      expect(
        await withChannel.evaluate(() => (window as unknown as { __replies: number }).__replies),
      ).toBeGreaterThan(0)
      await withChannel.close()

      const without = await context.newPage()
      const problems = collectProblems(without)
      await without.addInitScript(
        () => delete (window as { BroadcastChannel?: unknown }).BroadcastChannel,
      )
      expect(await typeAndCount(without)).toBeGreaterThan(0)
      expect(await without.evaluate(() => 'BroadcastChannel' in window)).toBe(false)
      expect(problems).toEqual([])
      await without.close()
    })

    it('at 996 px and below becomes a button that opens a full-screen modal above the mobile menu', async () => {
      const page = await context.newPage()
      await page.setViewportSize({ width: 375, height: 700 })
      await open(page, site(DOC))
      const button = page.locator('.search-box__button')
      expect(await page.locator('.search-box__input').isVisible()).toBe(false)
      const brand = (await page.locator('header .navbar__brand').boundingBox())!
      const icon = (await button.boundingBox())!
      expect(icon.x).toBeGreaterThanOrEqual(brand.x + brand.width)

      await page.getByRole('button', { name: '打开导航菜单' }).click()
      await page.locator('.mobile-menu').waitFor()
      await page.keyboard.press('Control+k')
      await modal(page).waitFor()
      await expect
        .poll(() => modal(page).boundingBox())
        .toEqual({ x: 0, y: 0, width: 375, height: 700 })
      expect(
        await page.evaluate(() => document.elementFromPoint(180, 400)?.closest('dialog') !== null),
      ).toBe(true)
      await page.keyboard.press('Escape')
      await expect.poll(() => modal(page).count()).toBe(0)
      // Focus goes back into the menu with the dialog's close event, a task after it closed; an Esc
      // that still lands in the closed modal is the modal's, not the menu's.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('.mobile-menu') !== null))
        .toBe(true)

      await page.keyboard.press('Escape') // closes the menu
      await expect.poll(() => page.locator('.mobile-menu').count()).toBe(0)
      await button.click()
      await searchInModal(page, '截图翻译')
      await options(page).first().waitFor()
      await expect
        .poll(() => modal(page).boundingBox())
        .toEqual({ x: 0, y: 0, width: 375, height: 700 })
      // Esc closes and gives focus back to the button that opened the modal.
      await page.keyboard.press('Escape')
      await expect.poll(() => modal(page).count()).toBe(0)
      await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true)
      await page.close()
    })
  })

  describe('search page', () => {
    it('works from a direct URL: heading, count, every result as an article, q rewritten in place', async () => {
      const page = await context.newPage()
      const problems = collectProblems(page)
      await open(page, site('/search?q=%E6%88%AA%E5%9B%BE%E7%BF%BB%E8%AF%91'))
      await expect.poll(() => page.locator('h1').textContent()).toBe('“截图翻译”的搜索结果')
      await expect.poll(() => page.title()).toBe('“截图翻译”的搜索结果 | 划词翻译')
      const count = page.locator('.search-page__count')
      await expect.poll(() => count.textContent()).toMatch(/^共找到 \d+ 篇文档$/u)
      const found = Number(/\d+/u.exec((await count.textContent())!)![0])
      expect(await page.locator('article').count()).toBe(Math.min(found, 20))
      const link = page.locator('article h2 a').first()
      expect(await link.getAttribute('href')).toMatch(/\?_highlight=[^#]+(#.*)?$/u)
      expect(
        await page.locator('article').first().locator('.search-result__path').textContent(),
      ).toMatch(/ › |\S/u)

      const length = await page.evaluate(() => history.length)
      const input = page.getByRole('searchbox', { name: '搜索' })
      await input.fill('')
      await input.pressSequentially('deepl')
      await expect.poll(() => page.url()).toBe(site('/search?q=deepl'))
      expect(await page.evaluate(() => history.length)).toBe(length)
      await expect.poll(() => page.locator('h1').textContent()).toBe('“deepl”的搜索结果')
      expect(problems).toEqual([])
      await page.close()
    })

    it('shows every match, not only eight, in pages that grow as the reader scrolls', async () => {
      const page = await context.newPage()
      await open(page, site('/en/search?q=translation'))
      const count = page.locator('.search-page__count')
      await expect.poll(() => count.textContent()).toMatch(/^\d+ documents found$/u)
      const found = Number(/\d+/u.exec((await count.textContent())!)![0])
      expect(found).toBeGreaterThan(40)
      expect(await page.locator('article').count()).toBe(20)
      await page.locator('.search-page__more').scrollIntoViewIfNeeded()
      await expect.poll(() => page.locator('article').count()).toBeGreaterThan(20)
      // From the keyboard: a pointer's click can land on a result that the scrolling just added
      // above the moving button, and retry as long as pages keep arriving.
      await page.getByRole('button', { name: 'Show more results' }).focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => page.locator('article').count()).toBeGreaterThan(40)

      await open(page, site('/en/search'))
      expect(await page.locator('h1').textContent()).toBe('Search the documentation')
      expect(await page.locator('article').count()).toBe(0)
      await page.close()
    })

    it('limits results to a known context and ignores an unknown one; the base URL is kept', async () => {
      const page = await context.newPage()
      await open(page, site('/en/search?q=deepl&ctx=docs%2Ffaqs'))
      await page.locator('article').first().waitFor()
      expect(await page.locator('.search-page__context').textContent()).toMatch(
        /^Only results in FAQ/u,
      )
      const hrefs = await page
        .locator('article h2 a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
      expect(hrefs.every((h) => h.startsWith('/en/docs/faqs/'))).toBe(true)

      await open(page, site('/en/search?q=deepl&ctx=..%2F..%2Fetc'))
      await page.locator('article').first().waitFor()
      expect(await page.locator('.search-page__context').count()).toBe(0)

      await open(page, subSite('/en/search?q=deepl'))
      await page.locator('article').first().waitFor()
      const subHrefs = await page
        .locator('article h2 a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
      expect(subHrefs.every((h) => h.startsWith('/sub/en/'))).toBe(true)
      await page.close()
    })

    it('offers "did you mean" for a misspelt query, and searches for it on a click', async () => {
      const page = await context.newPage()
      const problems = collectProblems(page)
      await open(page, site('/en/search?q=screnshot%20translaton'))
      const suggestion = page.locator('.search-page__suggestion')
      await expect.poll(() => suggestion.textContent()).toBe('Did you mean screenshot translation?')
      expect(await suggestion.getByRole('link').getAttribute('href')).toBe(
        '/en/search?q=screenshot+translation',
      )
      await suggestion.getByRole('link').click()
      await expect
        .poll(() => page.locator('h1').textContent())
        .toBe('Search results for "screenshot translation"')
      await expect.poll(() => page.url()).toBe(site('/en/search?q=screenshot+translation'))
      await expect.poll(() => suggestion.count()).toBe(0)
      expect(await page.locator('article h2 a').first().getAttribute('href')).toMatch(
        /^\/en\/docs\/guides\/screenshot/u,
      )
      // A Chinese character mistyped: the page already finds the redeem-code page, and offers the spelling.
      await open(page, site(`/search?q=${encodeURIComponent('兑奂码')}`))
      await expect.poll(() => suggestion.textContent()).toBe('你要找的是不是 兑换码？')
      expect(await page.locator('article h2 a').first().getAttribute('href')).toMatch(
        /^\/docs\/vc/u,
      )
      expect(problems).toEqual([])
      await page.close()
    })

    it('keeps at most 200 characters of the query in the address, however long the query', async () => {
      const page = await context.newPage()
      await open(page, site('/en/search'))
      const input = page.getByRole('searchbox', { name: 'Search' })
      const long = `deepl ${'limit '.repeat(20_000)}`
      await input.fill(long)
      await expect.poll(() => page.locator('.search-page__count').count()).toBe(1)
      const q = new URL(page.url()).searchParams.get('q')!
      expect(q).toBe(long.slice(0, 200))
      expect(page.url().length).toBeLessThan(1000)
      expect((await input.inputValue()).length).toBe(long.length)
      // A link carrying a long query still opens; the banner of a result shows at most 100 characters of it.
      await open(
        page,
        site(`/en${DOC}?_highlight=${'limit'.repeat(100)}&_highlight=${'x'.repeat(500)}`),
      )
      const terms = page.locator('.search-highlight__terms')
      await expect.poll(() => terms.textContent()).toMatch(/^Highlighted search terms: /u)
      expect(
        (await terms.textContent())!.replace(/^Highlighted search terms: /u, '').length,
      ).toBeLessThanOrEqual(100)
      await page.close()
    })

    it('refuses an index on another origin and requests nothing from it', async () => {
      const page = await context.newPage()
      const origins = new Set<string>()
      page.on('request', (r) => origins.add(new URL(r.url()).origin))
      await open(page, site('/search?q=deepl&version=%2F%2Fevil.example%2F'))
      const alert = page.getByRole('alert')
      await expect.poll(() => alert.textContent()).toMatch(/Unexpected version url/u)
      expect(await alert.textContent()).toMatch(/^无法搜索/u)
      expect(await page.locator('article').count()).toBe(0)
      expect([...origins]).toEqual([new URL(site()).origin])
      await page.close()
    })
  })

  describe('hostile input', () => {
    it('shows markup typed into the box, the modal, ?q= and ?_highlight= as text, and runs nothing', async () => {
      const page = await context.newPage()
      const dialogs: string[] = []
      page.on('dialog', (d) => {
        dialogs.push(d.message())
        void d.dismiss()
      })
      await open(page, site(`/en${DOC}`))
      const input = page.locator('.search-box__input')
      await input.click()
      await page.keyboard.type(XSS)
      await expect.poll(() => page.locator('.search-panel').getAttribute('data-query')).toBe(XSS)
      await searchInModal(page, XSS)
      // To the search page with the query: "See all results" when the words found pages, else Enter.
      if ((await options(page).count()) > 0)
        await modal(page).getByRole('link', { name: 'See all results', exact: true }).click()
      else await page.keyboard.press('Enter')
      await expect.poll(() => page.locator('h1').textContent()).toBe(`Search results for "${XSS}"`)
      expect(await page.locator('.search-page__input').inputValue()).toBe(XSS)
      expect(await injectedImages(page)).toBe(0)

      await open(page, site(`/search?q=${encodeURIComponent(XSS)}`))
      await expect.poll(() => page.locator('h1').textContent()).toBe(`“${XSS}”的搜索结果`)
      expect(await page.title()).toBe(`“${XSS}”的搜索结果 | 划词翻译`)

      await open(page, site(`${DOC}?_highlight=${encodeURIComponent(XSS)}&_highlight=DeepL`))
      const bar = page.locator('.search-highlight')
      await expect.poll(() => bar.textContent()).toContain(XSS)
      await marks(page).first().waitFor()
      expect(await marks(page).allTextContents()).toContain('DeepL')
      expect(await injectedImages(page)).toBe(0)
      expect(dialogs).toEqual([])
      await page.close()
    })
  })
})
