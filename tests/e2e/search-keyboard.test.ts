import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectProblems, launchContext, site, waitForHydration } from './setup/browser.ts'

/**
 * Search with the keyboard alone: the modal's list, the recent searches, Tab kept inside, focus
 * given back, new tabs, and the `?` shortcut help in both locales.
 */

type Context = BrowserContext & { cleanup: () => Promise<void> }

const DOC = '/docs/faqs/deepl-limit'
const modal = (page: Page) => page.locator('dialog.search-modal[open]')
const input = (page: Page) => modal(page).locator('input')
const activeId = (page: Page) => input(page).getAttribute('aria-activedescendant')
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement)
const focusInside = (page: Page, selector: string) =>
  page.evaluate((s) => !!document.activeElement?.closest(s), selector)

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await waitForHydration(page)
}

/** Ctrl+K from `from` (focused first), then `query` typed, until its answer is shown. */
async function search(page: Page, from: Locator, query: string): Promise<Locator> {
  await from.focus()
  await page.keyboard.press('Control+k')
  await page.keyboard.type(query)
  const options = modal(page).locator(`.search-modal__body[data-query="${query}"] [role="option"]`)
  await options.first().waitFor()
  return options
}

describe('search with the keyboard', () => {
  let context: Context
  beforeAll(async () => {
    context = await launchContext({
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 800 },
    })
  })
  afterAll(async () => context.cleanup())

  it('moves through the results with the arrows (round at both ends), and Esc gives focus back', async () => {
    const page = await context.newPage()
    const problems = collectProblems(page)
    await open(page, site(`/en${DOC}`))
    const toggle = page.locator('.theme-toggle')
    const options = await search(page, toggle, 'deepl')
    const count = await options.count()
    expect(count).toBeGreaterThan(2)
    const id = async (i: number) => (await options.nth(i).getAttribute('id'))!
    expect(await activeId(page)).toBe(await id(0))
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    expect(await activeId(page)).toBe(await id(2))
    expect(await options.nth(2).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowUp')
    expect(await activeId(page)).toBe(await id(1))
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    expect(await activeId(page)).toBe(await id(count - 1))
    await page.keyboard.press('ArrowDown')
    expect(await activeId(page)).toBe(await id(0))

    await page.keyboard.press('Escape')
    await expect.poll(() => modal(page).count()).toBe(0)
    await expect.poll(() => isFocused(toggle)).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  })

  it('keeps the highlighted result where it is when the snippets of the same answer arrive later', async () => {
    const page = await context.newPage()
    const problems = collectProblems(page)
    // Once the page has started, the page texts that snippets are cut from are held back until the
    // reader has moved.
    const held: (() => void)[] = []
    let holding = false
    await page.route(
      /\/(?:search\/[^/]*\.texts\.[0-9a-f]+\.json|assets\/p\/[^/]+\.js)$/u,
      async (route) => {
        if (holding) await new Promise<void>((resolve) => held.push(resolve))
        await route.continue()
      },
    )
    await open(page, site(`/en${DOC}`))
    holding = true
    const options = await search(page, page.locator('.theme-toggle'), 'deepl')
    const snippets = modal(page).locator('.search-result__snippet mark')
    expect(await snippets.count(), 'the first answer comes without snippets').toBe(0)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    const third = (await options.nth(2).getAttribute('id'))!
    expect(await activeId(page)).toBe(third)
    holding = false
    for (const release of held.splice(0)) release()
    await snippets.first().waitFor()
    expect(await activeId(page), 'the highlight stays on the third result').toBe(third)
    expect(await options.nth(2).getAttribute('aria-selected')).toBe('true')
    expect(problems).toEqual([])
    await page.close()
  })

  it('opens the highlighted result with Enter, and in a new tab with Ctrl+Enter, the modal staying open', async () => {
    const page = await context.newPage()
    await open(page, site(`/en${DOC}`))
    const options = await search(page, page.locator('body'), 'deepl')
    await page.keyboard.press('ArrowDown')
    const second = await options.nth(1).getAttribute('href')
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.keyboard.press('Control+Enter'),
    ])
    await tab.waitForURL(new URL(second!, site()).href)
    await tab.close()
    expect(page.url()).toBe(site(`/en${DOC}`))
    expect(await modal(page).count()).toBe(1)
    expect(await isFocused(input(page))).toBe(true)
    // Meta+Enter is the same on a Mac.
    const [again] = await Promise.all([
      context.waitForEvent('page'),
      page.keyboard.press('Meta+Enter'),
    ])
    await again.waitForURL(new URL(second!, site()).href)
    await again.close()

    await page.keyboard.press('Enter')
    await page.waitForURL(new URL(second!, site()).href)
    await expect.poll(() => modal(page).count()).toBe(0)
    await page.close()
  })

  it('keeps Tab and Shift+Tab inside the modal', async () => {
    const page = await context.newPage()
    await open(page, site(`/en${DOC}`))
    await search(page, page.locator('body'), 'deepl')
    // The controls of the dialog, numbered to tell which one has focus (the browser may add a stop of
    // its own: the scrollable list).
    const controls = await modal(page).evaluate((dialog) => {
      const all = [...dialog.querySelectorAll<HTMLElement>('input, button, a[href]')].filter(
        (el) => el.tabIndex >= 0,
      )
      all.forEach((el, i) => {
        el.setAttribute('data-stop', String(i))
      })
      return all.length
    })
    expect(controls).toBeGreaterThan(2)
    const seen: string[] = []
    const stops = controls + 1
    for (let i = 0; i < stops * 2 + 1; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInside(page, 'dialog.search-modal')).toBe(true)
      seen.push(
        await page.evaluate(
          () =>
            document.activeElement!.getAttribute('data-stop') ?? document.activeElement!.className,
        ),
      )
    }
    // Every control was reached, and after the last one Tab went round to the input again.
    for (let i = 0; i < controls; i++) expect(seen).toContain(String(i))
    expect(seen.filter((x) => x === '0').length).toBeGreaterThanOrEqual(2)
    for (let i = 0; i < stops + 1; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInside(page, 'dialog.search-modal')).toBe(true)
    }
    await page.close()
  })

  it('works the same on the recent searches: arrows, Enter, Ctrl+Enter, Tab, Esc', async () => {
    const page = await context.newPage()
    await open(page, site('/en/'))
    await page.evaluate(() =>
      localStorage.setItem('search.recent', JSON.stringify(['pdf', 'deepl', 'api key'])),
    )
    const brand = page.locator('header .navbar__brand')
    await brand.focus()
    await page.keyboard.press('Control+k')
    const recent = modal(page).locator('.search-recent [role="option"]')
    await expect
      .poll(() => recent.locator('.search-recent__pick').allTextContents())
      .toEqual(['pdf', 'deepl', 'api key'])
    expect(await activeId(page)).toBe(await recent.first().getAttribute('id'))
    await page.keyboard.press('ArrowUp')
    expect(await activeId(page)).toBe(await recent.nth(2).getAttribute('id'))
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    expect(await activeId(page)).toBe(await recent.nth(1).getAttribute('id'))

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.keyboard.press('Control+Enter'),
    ])
    await tab.waitForURL(site('/en/search?q=deepl'))
    await tab.close()
    expect(await input(page).inputValue()).toBe('')

    // Tab reaches the remove buttons and goes round inside the modal.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInside(page, 'dialog.search-modal')).toBe(true)
    }
    await input(page).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => input(page).inputValue()).toBe('deepl')
    await modal(page)
      .locator('.search-modal__body[data-query="deepl"] [role="option"]')
      .first()
      .waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => modal(page).count()).toBe(0)
    await expect.poll(() => isFocused(brand)).toBe(true)
    await page.close()
  })

  it('opens in a new tab from the navbar box with Ctrl+Enter too', async () => {
    const page = await context.newPage()
    await open(page, site(`/en${DOC}`))
    const box = page.locator('.search-box__input')
    await box.click()
    await page.keyboard.type('deepl')
    const first = page.locator('.search-panel[data-query="deepl"] [role="option"]').first()
    await first.waitFor()
    const href = await first.getAttribute('href')
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.keyboard.press('Control+Enter'),
    ])
    await tab.waitForURL(new URL(href!, site()).href)
    await tab.close()
    expect(page.url()).toBe(site(`/en${DOC}`))
    expect(await isFocused(box)).toBe(true)
    await page.close()
  })

  describe('shortcut help', () => {
    for (const [locale, prefix, title, search] of [
      ['zh-Hans', '', '键盘快捷键', '打开搜索'],
      ['en', '/en', 'Keyboard shortcuts', 'Open the search'],
    ] as const) {
      it(`opens on ? outside a text field and lists the shortcuts (${locale})`, async () => {
        const page = await context.newPage()
        const problems = collectProblems(page)
        await open(page, site(`${prefix}${DOC}`))
        const toggle = page.locator('.theme-toggle')
        await toggle.focus()
        await page.keyboard.press('?')
        const help = page.getByRole('dialog', { name: title })
        await help.waitFor()
        const rows = help.locator('.shortcut-help__row')
        expect(await rows.count()).toBe(7)
        const first = rows.first()
        expect(await first.locator('dd').textContent()).toBe(search)
        expect(await first.locator('kbd').allTextContents()).toEqual(['Ctrl', 'K', '/'])
        expect(await help.locator('dt kbd').allTextContents()).toEqual(
          expect.arrayContaining(['Esc', 'Enter', 'Tab', '?', '↑', '↓']),
        )
        // Focus is inside, Tab stays there, Esc closes and gives focus back.
        expect(await focusInside(page, 'dialog.shortcut-help')).toBe(true)
        await page.keyboard.press('Tab')
        expect(await focusInside(page, 'dialog.shortcut-help')).toBe(true)
        await page.keyboard.press('Escape')
        await expect.poll(() => help.isVisible()).toBe(false)
        await expect.poll(() => isFocused(toggle)).toBe(true)
        // Opens again, and the close button closes it too.
        await page.keyboard.press('?')
        await help.waitFor()
        await page.keyboard.press('Enter')
        await expect.poll(() => help.isVisible()).toBe(false)
        expect(problems).toEqual([])
        await page.close()
      })
    }

    it('leaves ? and / to a text field', async () => {
      const page = await context.newPage()
      await open(page, site(`/en${DOC}`))
      const box = page.locator('.search-box__input')
      await box.click()
      await page.keyboard.type('what? a/b')
      await expect.poll(() => box.inputValue()).toBe('what? a/b')
      expect(await page.locator('dialog[open]').count()).toBe(0)
      await page.close()
    })
  })
})
