import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectProblems, launchBrowser, site, waitForHydration } from './setup/browser.ts'

/**
 * What a reader does at the first paint, on a phone-speed CPU (4×): nothing waits for the app, and
 * nothing is lost. Each test waits only for the page's h1 to be visible, then acts; typing is paced
 * at 60 ms a key, as a quick typist would. Run twice: as it happens (the app starts while the reader
 * acts), and with the app's entry script held back until the reader is done, which makes sure that
 * every action really happened before the app started.
 */

const DOC = '/docs/faqs/deepl-limit'
const KEY_DELAY = 60
const ENTRY = /\/assets\/main-[\w-]+\.js$/u

const modal = (page: Page) => page.locator('dialog.search-modal[open]')
const modalInput = (page: Page) => modal(page).locator('input')
const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === 'true')
const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)

interface FirstPaint {
  page: Page
  /** Lets the app start, when it was held back; checks first that it had not started. */
  release: () => Promise<void>
}

/** The page at `url` with the CPU slowed 4×, as soon as its h1 is visible; `hold` keeps the app from starting. */
async function atFirstPaint(
  context: BrowserContext,
  url: string,
  hold = false,
): Promise<FirstPaint> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  let open = () => {}
  const held = new Promise<void>((resolve) => (open = resolve))
  if (hold) {
    await page.route(ENTRY, async (route) => {
      await held
      await route.continue()
    })
  } else open()
  await page.goto(url, { waitUntil: 'commit' })
  await page.locator('h1').first().waitFor({ state: 'visible' })
  return {
    page,
    async release() {
      if (hold) expect(await hydrated(page)).toBe(false)
      open()
    },
  }
}

/** Reloads and waits for the h1 again (the CPU stays slowed, nothing is held back). */
async function reloadToFirstPaint(page: Page): Promise<void> {
  await page.unrouteAll()
  await page.reload({ waitUntil: 'commit' })
  await page.locator('h1').first().waitFor({ state: 'visible' })
}

describe('input from the first paint, 4× CPU', () => {
  let browser: Browser
  let context: BrowserContext | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => browser.close())

  const fresh = async (viewport = { width: 1280, height: 800 }): Promise<BrowserContext> => {
    await context?.close()
    context = await browser.newContext({ serviceWorkers: 'block', viewport })
    return context
  }

  for (const hold of [false, true]) {
    describe(hold ? 'before the app starts (its entry held back)' : 'while the app starts', () => {
      for (const [locale, path, query] of [
        ['zh-Hans', DOC, '截图翻译'],
        ['en', `/en${DOC}`, 'deepl'],
      ] as const) {
        it(`Ctrl+K keeps every key typed after it and shows the whole query's results (${locale})`, async () => {
          const { page, release } = await atFirstPaint(await fresh(), site(path), hold)
          const problems = collectProblems(page)
          await page.keyboard.press('Control+k')
          await page.keyboard.type(query, { delay: KEY_DELAY })
          await release()
          await modal(page)
            .locator(`.search-modal__body[data-query="${query}"] [role="option"]`)
            .first()
            .waitFor()
          expect(await modalInput(page).inputValue()).toBe(query)
          expect(await modalInput(page).evaluate((el) => el === document.activeElement)).toBe(true)
          // The navbar box only stood in for the modal: it is empty again, and the query is not twice.
          expect(await page.locator('.search-box__input').inputValue()).toBe('')
          expect(
            await page.evaluate(() => document.documentElement.hasAttribute('data-search-early')),
          ).toBe(false)
          expect(problems).toEqual([])
        })
      }

      it('the announcement bar closed stays closed after the app starts and after a reload', async () => {
        const { page, release } = await atFirstPaint(await fresh(), site(DOC), hold)
        const bar = page.locator('.announcement')
        expect(await bar.isVisible()).toBe(true)
        await page.locator('.announcement__close').click()
        await expect.poll(() => bar.isVisible()).toBe(false)
        await release()
        await waitForHydration(page)
        expect(await bar.isVisible()).toBe(false)
        await reloadToFirstPaint(page)
        expect(await bar.isVisible()).toBe(false)
        await waitForHydration(page)
        expect(await bar.isVisible()).toBe(false)
      })

      it('the colour mode chosen holds after the app starts and after a reload', async () => {
        const { page, release } = await atFirstPaint(await fresh(), site(DOC), hold)
        expect(await themeOf(page)).toBe('light')
        const toggle = page.locator('.theme-toggle')
        await toggle.click()
        await expect.poll(() => themeOf(page)).toBe('dark')
        await release()
        await waitForHydration(page)
        expect(await themeOf(page)).toBe('dark')
        // The app agrees: its label names the mode shown, and its next click goes back to light.
        await expect.poll(() => toggle.getAttribute('aria-label')).toMatch(/当前为暗黑模式/u)
        await reloadToFirstPaint(page)
        expect(await themeOf(page)).toBe('dark')
        await waitForHydration(page)
        expect(await themeOf(page)).toBe('dark')
        await toggle.click()
        await expect.poll(() => themeOf(page)).toBe('light')
      })
    })
  }

  describe('before the app starts (its entry held back)', () => {
    it('opens the search on / outside a text field, and on the search button of a phone', async () => {
      const desk = await atFirstPaint(await fresh(), site(`/en${DOC}`), true)
      await desk.page.keyboard.press('/')
      await desk.page.keyboard.type('offline', { delay: KEY_DELAY })
      await desk.release()
      await modal(desk.page)
        .locator('.search-modal__body[data-query="offline"] [role="option"]')
        .first()
        .waitFor()
      expect(await modalInput(desk.page).inputValue()).toBe('offline')

      const { page, release } = await atFirstPaint(
        await fresh({ width: 375, height: 700 }),
        site(DOC),
        true,
      )
      await page.locator('.search-box__button').click()
      // The box stands in as a bar across the top of the phone's screen.
      expect(await page.locator('.search-box__input').isVisible()).toBe(true)
      await page.keyboard.type('截图', { delay: KEY_DELAY })
      await release()
      await modal(page)
        .locator('.search-modal__body[data-query="截图"] [role="option"]')
        .first()
        .waitFor()
      expect(await modalInput(page).inputValue()).toBe('截图')
      expect(await page.locator('.search-box__input').isVisible()).toBe(false)
      await expect
        .poll(() => modal(page).boundingBox())
        .toEqual({ x: 0, y: 0, width: 375, height: 700 })
    })

    it('calls the search off on Esc pressed before the app could open it', async () => {
      const { page, release } = await atFirstPaint(await fresh(), site(`/en${DOC}`), true)
      const toggle = page.locator('.theme-toggle')
      await toggle.focus()
      await page.keyboard.press('Control+k')
      await page.keyboard.type('de', { delay: KEY_DELAY })
      await page.keyboard.press('Escape')
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true)
      const overlay = page.waitForResponse(/\/assets\/SearchOverlay-[\w-]+\.js$/u)
      await release()
      await waitForHydration(page)
      await overlay
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      expect(await modal(page).count()).toBe(0)
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true)
      // The box keeps what was typed, for the reader to take up again.
      expect(await page.locator('.search-box__input').inputValue()).toBe('de')
    })

    it('lets a word composed with an IME finish in the navbar box before the modal takes it over', async () => {
      const { page, release } = await atFirstPaint(await fresh(), site(DOC), true)
      const cdp = await page.context().newCDPSession(page)
      await page.keyboard.press('Control+k')
      // The reader is still choosing the characters for "jietu" when the app and the modal's code arrive.
      await cdp.send('Input.imeSetComposition', { text: 'jie', selectionStart: 3, selectionEnd: 3 })
      const overlay = page.waitForResponse(/\/assets\/SearchOverlay-[\w-]+\.js$/u)
      await release()
      await overlay
      await waitForHydration(page)
      await cdp.send('Input.imeSetComposition', {
        text: 'jietu',
        selectionStart: 5,
        selectionEnd: 5,
      })
      const box = page.locator('.search-box__input')
      expect(await box.evaluate((el) => el === document.activeElement)).toBe(true)
      expect(await modal(page).count()).toBe(0)
      await cdp.send('Input.insertText', { text: '截图' })
      await modal(page)
        .locator('.search-modal__body[data-query="截图"] [role="option"]')
        .first()
        .waitFor()
      expect(await modalInput(page).inputValue()).toBe('截图')
      expect(await box.inputValue()).toBe('')
    })

    it('leaves the page where the reader scrolled it, and at the section a link pointed to', async () => {
      const { page, release } = await atFirstPaint(await fresh(), site(DOC), true)
      await page.mouse.wheel(0, 1200)
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(600)
      const scrolled = await page.evaluate(() => scrollY)
      await release()
      await waitForHydration(page)
      // Two frames after the app's first render: any scroll it made has happened.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      expect(await page.evaluate(() => scrollY)).toBe(scrolled)
      // The next page, opened in the app, starts at its top as before.
      await page.locator('nav.pager a').last().click()
      await page.waitForURL((url) => url.pathname !== DOC)
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)

      const anchored = await atFirstPaint(await fresh(), site(`${DOC}#cause`), true)
      await expect.poll(() => anchored.page.evaluate(() => scrollY)).toBeGreaterThan(0)
      const anchor = await anchored.page.evaluate(() => scrollY)
      await anchored.page.mouse.wheel(0, 400)
      await expect.poll(() => anchored.page.evaluate(() => scrollY)).toBeGreaterThan(anchor)
      const there = await anchored.page.evaluate(() => scrollY)
      await anchored.release()
      await waitForHydration(anchored.page)
      await anchored.page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      expect(await anchored.page.evaluate(() => scrollY)).toBe(there)
    })

    it('keeps what is typed into the navbar box and answers it once the app started', async () => {
      const { page, release } = await atFirstPaint(await fresh(), site(`/en${DOC}`), true)
      const box = page.locator('.search-box__input')
      await box.click()
      await page.keyboard.type('deepl', { delay: KEY_DELAY })
      await release()
      await page.locator('.search-panel[data-query="deepl"] [role="option"]').first().waitFor()
      expect(await box.inputValue()).toBe('deepl')
      expect(await modal(page).count()).toBe(0)
    })

    it('opens the language menu, folds a sidebar category and opens the mobile menu clicked before, once the app has started', async () => {
      const desk = await atFirstPaint(await fresh(), site(DOC), true)
      const toggle = desk.page.locator('.dropdown__toggle')
      // A category of the docs sidebar folded too: a button of the page, not of the navbar.
      const caret = desk.page.locator('.menu__caret').first()
      expect(await caret.getAttribute('aria-expanded')).toBe('true')
      await toggle.click()
      await caret.click()
      await desk.release()
      await expect.poll(() => desk.page.locator('.dropdown__menu').isVisible()).toBe(true)
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      await expect.poll(() => caret.getAttribute('aria-expanded')).toBe('false')

      const { page, release } = await atFirstPaint(
        await fresh({ width: 375, height: 700 }),
        site(DOC),
        true,
      )
      await page.locator('.navbar__menu-button').click()
      await release()
      await page.locator('.mobile-menu').waitFor()
      expect(await page.locator('.mobile-menu').getByRole('link').count()).toBeGreaterThan(0)
    })

    it('shows the shortcut help for a ? pressed before, once the app has started', async () => {
      const { page, release } = await atFirstPaint(await fresh(), site(`/en${DOC}`), true)
      await page.keyboard.press('?')
      await release()
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor()
    })

    it('lets Retry work when the app cannot start', async () => {
      const failing = await (await fresh()).newPage()
      let fail = true
      await failing.route(/\/assets\/app-[\w-]+\.js$/u, (route) =>
        fail ? route.abort() : route.continue(),
      )
      await failing.goto(site(`/en${DOC}`))
      const retry = failing.getByRole('button', { name: 'Retry' })
      await retry.waitFor()
      fail = false
      await retry.click()
      await waitForHydration(failing)
    })
  })

  it('keeps every key when Ctrl+K and typing come right after the app started', async () => {
    const { page } = await atFirstPaint(await fresh(), site(`/en${DOC}`))
    await waitForHydration(page)
    // No pause at all after Ctrl+K: the first key comes while the modal's code is still loading.
    await page.keyboard.press('Control+k')
    await page.keyboard.type('deepl')
    await modal(page)
      .locator('.search-modal__body[data-query="deepl"] [role="option"]')
      .first()
      .waitFor()
    expect(await modalInput(page).inputValue()).toBe('deepl')
    // Closed and opened again: the modal is there now, and opens in the key's own task.
    await page.keyboard.press('Escape')
    await expect.poll(() => modal(page).count()).toBe(0)
    await page.keyboard.press('Control+k')
    await page.keyboard.type('api key', { delay: KEY_DELAY })
    await modal(page)
      .locator('.search-modal__body[data-query="api key"] [role="option"]')
      .first()
      .waitFor()
    expect(await modalInput(page).inputValue()).toBe('api key')
  })
})
