import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectProblems, launchContext, site, subSite, waitForHydration } from './setup/browser.ts'

/**
 * The site's chrome in a real browser: language switch, colour mode, announcement bar, mobile menu,
 * table of contents, progress bar, content links and code copy buttons, and life without storage.
 */

type Context = BrowserContext & { cleanup: () => Promise<void> }

const DOC = '/docs/faqs/deepl-limit'
const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await waitForHydration(page)
}

describe('theme shell', () => {
  let context: Context
  beforeAll(async () => {
    context = await launchContext({
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 800 },
    })
  })
  afterAll(async () => context.cleanup())

  describe('language dropdown', () => {
    it('opens the same page in the other locale, in both directions, keeping the hash', async () => {
      const page = await context.newPage()
      const problems = collectProblems(page)
      await open(page, site(DOC))
      const toggle = page.getByRole('button', { name: /^选择语言/u })
      await toggle.click()
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      expect(await page.locator('.dropdown__link[aria-current="true"]').textContent()).toBe(
        '简体中文',
      )
      await page.getByRole('link', { name: 'English' }).click()
      await page.waitForURL(site(`/en${DOC}`))
      await waitForHydration(page)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
      await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/DeepL/u)

      await open(page, site('/en/docs/histroy#2013-05-18'))
      await page.getByRole('button', { name: /^Languages/u }).click()
      await page.getByRole('link', { name: '简体中文' }).click()
      await page.waitForURL(site('/docs/histroy#2013-05-18'))
      expect(problems).toEqual([])
      await page.close()
    })

    it('maps the root and keeps the base URL', async () => {
      const page = await context.newPage()
      await open(page, site('/'))
      expect(await page.locator('.dropdown__link[hreflang="en"]').getAttribute('href')).toBe('/en/')
      await open(page, subSite('/en/docs/faqs/'))
      expect(await page.locator('.dropdown__link[hreflang="zh-Hans"]').getAttribute('href')).toBe(
        '/sub/docs/faqs/',
      )
      await page.getByRole('button', { name: /^Languages/u }).click()
      await page.getByRole('link', { name: '简体中文' }).click()
      await page.waitForURL(subSite('/docs/faqs/'))
      await page.close()
    })

    it('closes on an outside click, on Esc and when focus leaves it', async () => {
      const page = await context.newPage()
      await open(page, site(DOC))
      const toggle = page.getByRole('button', { name: /^选择语言/u })
      const menu = page.locator('.dropdown__menu')
      await toggle.click()
      await expect.poll(() => menu.isVisible()).toBe(true)
      await page.locator('h1').first().click()
      await expect.poll(() => menu.isVisible()).toBe(false)
      await toggle.click()
      await page.keyboard.press('Escape')
      await expect.poll(() => menu.isVisible()).toBe(false)
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
        await menu.getAttribute('id'),
      )
      await toggle.click()
      await page.keyboard.press('Tab') // first link
      await page.keyboard.press('Tab') // second link
      await expect.poll(() => menu.isVisible()).toBe(true)
      await page.keyboard.press('Tab') // out: the colour mode button
      await expect.poll(() => menu.isVisible()).toBe(false)
      await page.close()
    })
  })

  describe('colour mode', () => {
    it('starts light, survives a reload without a flash and syncs to another tab', async () => {
      const a = await context.newPage()
      const problems = collectProblems(a)
      await a.emulateMedia({ colorScheme: 'light' })
      await open(a, site('/'))
      expect(await themeOf(a)).toBe('light')
      const toggle = a.getByRole('button', { name: /^切换浅色\/暗黑模式/u })
      expect(await toggle.getAttribute('aria-label')).toBe('切换浅色/暗黑模式（当前为浅色模式）')
      await toggle.click()
      expect(await themeOf(a)).toBe('dark')
      expect(await stored(a, 'theme')).toBe('dark')
      await expect
        .poll(() => toggle.getAttribute('aria-label'))
        .toBe('切换浅色/暗黑模式（当前为暗黑模式）')

      // The head script sets the attribute before the app runs: no light frame first.
      await a.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            (window as unknown as { __early: string }).__early =
              document.documentElement.dataset.theme!
        })
      })
      await open(a, site(DOC))
      expect(await a.evaluate(() => (window as unknown as { __early: string }).__early)).toBe(
        'dark',
      )
      expect(await themeOf(a)).toBe('dark')

      const b = await context.newPage()
      await b.emulateMedia({ colorScheme: 'light' })
      await open(b, site('/en/'))
      expect(await themeOf(b)).toBe('dark')
      await a.getByRole('button', { name: /^切换浅色\/暗黑模式/u }).click()
      expect(await themeOf(a)).toBe('light')
      await expect.poll(() => themeOf(b)).toBe('light')
      await expect
        .poll(() =>
          b
            .getByRole('button', { name: /^Switch between dark and light mode/u })
            .getAttribute('aria-label'),
        )
        .toBe('Switch between dark and light mode (currently light mode)')
      expect(problems).toEqual([])
      await a.close()
      await b.close()
    })

    it('follows the system preference when nothing is stored, and a system change clears the stored choice', async () => {
      const page = await context.newPage()
      await page.goto(site('/'))
      await page.evaluate(() => localStorage.removeItem('theme'))
      await page.emulateMedia({ colorScheme: 'dark' })
      await open(page, site('/'))
      expect(await themeOf(page)).toBe('dark')
      await page.getByRole('button', { name: /^切换浅色\/暗黑模式/u }).click()
      expect(await themeOf(page)).toBe('light')
      expect(await stored(page, 'theme')).toBe('light')
      // The system switches to light: the stored choice goes, the page follows the system from now on.
      await page.emulateMedia({ colorScheme: 'light' })
      await expect.poll(() => stored(page, 'theme')).toBeNull()
      expect(await themeOf(page)).toBe('light')
      await page.emulateMedia({ colorScheme: 'dark' })
      await expect.poll(() => themeOf(page)).toBe('dark')
      expect(await stored(page, 'theme')).toBeNull()
      await page.close()
    })
  })

  describe('announcement bar', () => {
    it('stays dismissed after a reload and comes back when the bar id changes', async () => {
      const page = await context.newPage()
      const problems = collectProblems(page)
      const bar = page.locator('.announcement')
      await open(page, site('/'))
      await page.evaluate(() => {
        localStorage.removeItem('announcement.id')
        localStorage.removeItem('announcement.dismiss')
      })
      await open(page, site('/'))
      expect(await bar.isVisible()).toBe(true)
      expect(await bar.locator('a').getAttribute('href')).toBe(
        '/blog/2025/06/14/deepl-builtin-errors',
      )
      expect(await stored(page, 'announcement.id')).toBe('2025-06-17')
      await page.getByRole('button', { name: '关闭' }).click()
      await expect.poll(() => bar.isVisible()).toBe(false)
      expect(await stored(page, 'announcement.dismiss')).toBe('true')

      await open(page, site(DOC))
      expect(
        await page.evaluate(() => document.documentElement.dataset.announcementDismissed),
      ).toBe('true')
      expect(await bar.isVisible()).toBe(false)
      // The bar is still in the markup (no layout jump on hydration), only hidden by CSS.
      expect(await bar.count()).toBe(1)

      // A reader who closed an older bar sees the new one.
      await page.evaluate(() => localStorage.setItem('announcement.id', '2025-01-01'))
      await open(page, site(DOC))
      await expect.poll(() => bar.isVisible()).toBe(true)
      expect(await stored(page, 'announcement.id')).toBe('2025-06-17')
      expect(await stored(page, 'announcement.dismiss')).toBe('false')
      expect(problems).toEqual([])
      await page.close()
    })
  })

  describe('mobile menu', () => {
    it('locks body scroll while open, closes on Esc and when the window grows past 996 px', async () => {
      const page = await context.newPage()
      const problems = collectProblems(page)
      await page.setViewportSize({ width: 375, height: 740 })
      await open(page, site(DOC))
      const menuButton = page.getByRole('button', { name: '打开导航菜单' })
      const dialog = page.getByRole('dialog')
      const overflow = () => page.evaluate(() => document.body.style.overflow)
      expect(await page.locator('.navbar__tabs').isVisible()).toBe(false)

      await menuButton.click()
      await expect.poll(() => dialog.isVisible()).toBe(true)
      expect(await overflow()).toBe('hidden')
      // The page's own sidebar comes first, with the page marked; the site's sections are one step away.
      expect(await dialog.locator('a[aria-current="page"]').textContent()).toMatch(/DeepL/u)
      await dialog.getByRole('button', { name: '← 回到主菜单' }).click()
      expect(await dialog.getByRole('link', { name: '使用手册' }).isVisible()).toBe(true)
      expect(
        await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
      ).toBe(true)

      await page.keyboard.press('Escape')
      await expect.poll(() => dialog.count()).toBe(0)
      expect(await overflow()).toBe('visible')
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        '打开导航菜单',
      )

      await menuButton.click()
      await expect.poll(() => overflow()).toBe('hidden')
      await page.setViewportSize({ width: 996, height: 740 })
      expect(await dialog.isVisible()).toBe(true) // 996 px is still mobile
      await page.setViewportSize({ width: 1200, height: 740 })
      await expect.poll(() => dialog.count()).toBe(0)
      expect(await overflow()).toBe('visible')
      expect(problems).toEqual([])
      await page.close()
    })

    it('closes instead of navigating when Back is pressed, and closes after a link is followed', async () => {
      const page = await context.newPage()
      await page.setViewportSize({ width: 375, height: 740 })
      await open(page, site('/docs/faqs/'))
      await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1))
      const menuButton = page.getByRole('button', { name: '打开导航菜单' })
      const dialog = page.getByRole('dialog')

      await menuButton.click()
      await dialog.locator('a[href="/docs/faqs/fat"]').click()
      await page.waitForURL(site('/docs/faqs/fat'))
      // The address changes before the page's chunk has arrived; wait for the page itself.
      await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/安装包/u)
      await expect.poll(() => dialog.count()).toBe(0)
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('visible')

      await menuButton.click()
      await expect.poll(() => dialog.isVisible()).toBe(true)
      await page.evaluate(() => history.back())
      await expect.poll(() => dialog.count()).toBe(0)
      // The pop is undone: the browser goes forward again to the page the menu was open on.
      await expect.poll(() => page.url()).toBe(site('/docs/faqs/fat'))
      await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/安装包/u)
      // Only that one Back was swallowed: the next one navigates.
      await page.evaluate(() => history.back())
      await page.waitForURL(site('/docs/faqs/'))
      expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1)
      await page.close()
    })
  })

  describe('docs page', () => {
    it('marks the table-of-contents entry of the heading in view', async () => {
      const page = await context.newPage()
      await open(page, site(DOC))
      // Top-level entries: each has text above it, so the heading before it is off screen once it is at the top.
      const links = page.locator('.toc--side > ul > li > a.toc__link')
      const ids = await links.evaluateAll((as) =>
        as.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))),
      )
      expect(ids.length).toBeGreaterThan(3)
      const active = () =>
        page
          .locator('.toc--side a.toc__link--active')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(await active()).toEqual([])
      for (const id of [ids[1]!, ids[3]!, ids[2]!]) {
        await page.evaluate((i) => document.getElementById(i)!.scrollIntoView(), id)
        await expect.poll(active).toEqual([`#${encodeURIComponent(id)}`])
        expect(await page.locator('.toc--side a[aria-current="location"]').count()).toBe(1)
      }
      // From the keyboard: the navbar shown again by the last scroll up moves the sticky contents
      // down while it slides in, and a pointer's click could land on the entry above.
      await links.nth(3).focus()
      await page.keyboard.press('Enter')
      await expect.poll(active).toEqual([await links.nth(3).getAttribute('href')])
      await page.close()
    })

    it('shows the progress bar (and the spinner) only when a navigation takes over 200 ms', async () => {
      const page = await context.newPage()
      const problems = collectProblems(page)
      await open(page, site(DOC))
      await page.evaluate(() => {
        const w = window as unknown as { __bar: number }
        w.__bar = 0
        new MutationObserver(() => {
          if (document.querySelector('.progress-bar')) w.__bar++
        }).observe(document.body, { childList: true })
      })
      // A hash change inside the page never shows it.
      await page.locator('.toc--side a.toc__link').nth(1).click()
      await page.waitForURL(/#/u)

      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/assets/p/zh-Hans-docs-faqs-fat-*.js', async (route) => {
        await held
        await route.continue()
      })
      await page.locator('.doc-sidebar a[href="/docs/faqs/fat"]').click()
      await page.waitForSelector('.progress-bar', { state: 'attached' })
      await page.waitForSelector('.spinner', { state: 'visible' })
      expect(await page.locator('.progress-bar').getAttribute('aria-hidden')).toBe('true')
      release()
      await page.waitForURL(site('/docs/faqs/fat'))
      await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/安装包/u)
      await page.waitForSelector('.progress-bar', { state: 'detached' })
      expect(
        await page.evaluate(() => (window as unknown as { __bar: number }).__bar),
      ).toBeGreaterThan(0)
      expect(problems).toEqual([])
      await page.close()
    })

    it('follows internal content links without a full page load', async () => {
      const page = await context.newPage()
      await open(page, site('/docs/services/free'))
      await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1))
      const link = page.locator('.markdown a[href="/docs/faqs/why-google-crash"]').first()
      await link.click()
      await page.waitForURL(site('/docs/faqs/why-google-crash'))
      await expect
        .poll(() => page.locator('.menu__link[aria-current="page"]').getAttribute('href'))
        .toBe('/docs/faqs/why-google-crash')
      expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1)
      await page.close()
    })

    it('copies a code block and says so for a moment', async () => {
      const page = await context.newPage()
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site('') })
      await open(page, site('/docs/services/free'))
      const block = page.locator('.code-block').first()
      const button = block.locator('button.copy-code')
      await block.hover()
      await button.click()
      await expect.poll(() => button.textContent()).toBe('复制成功')
      const code = await block.locator('pre code').textContent()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
      await expect.poll(() => button.textContent(), { timeout: 5000 }).toBe('复制')
      await page.close()
    })

    it('hides the navbar on scroll down and shows it on scroll up', async () => {
      const page = await context.newPage()
      await open(page, site(DOC))
      const hidden = () =>
        page.locator('header.navbar').evaluate((el) => el.classList.contains('navbar--hidden'))
      await page.mouse.move(640, 500)
      // The sticky columns move up with it.
      const stickyTop = () =>
        page
          .locator('.doc-layout')
          .evaluate((el) => getComputedStyle(el).getPropertyValue('--sticky-top').trim())
      expect(await stickyTop()).not.toBe('0px')
      await page.mouse.wheel(0, 800)
      await expect.poll(hidden).toBe(true)
      expect(await stickyTop()).toBe('0px')
      await page.mouse.wheel(0, -300)
      await expect.poll(hidden).toBe(false)
      expect(await stickyTop()).not.toBe('0px')
      await page.close()
    })
  })

  describe('without browser storage', () => {
    it('works, logs exactly one storage warning and forgets choices', async () => {
      const noStorage = await launchContext({ serviceWorkers: 'block' })
      await noStorage.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError')
          },
        })
      })
      try {
        const page = await noStorage.newPage()
        const warnings: string[] = []
        page.on('console', (m) => {
          if (m.type() === 'warning' && /storage/iu.test(m.text())) warnings.push(m.text())
        })
        const problems = collectProblems(page)
        await open(page, site(DOC))
        expect(await page.locator('h1').first().textContent()).toMatch(/DeepL/u)
        expect(await themeOf(page)).toBe('light')
        await page.getByRole('button', { name: /^切换浅色\/暗黑模式/u }).click()
        expect(await themeOf(page)).toBe('dark')
        await page.getByRole('button', { name: '关闭' }).click()
        await expect.poll(() => page.locator('.announcement').isVisible()).toBe(false)
        await page.locator('.doc-sidebar a[href="/docs/faqs/fat"]').click()
        await page.waitForURL(site('/docs/faqs/fat'))
        expect(warnings).toHaveLength(1)
        expect(warnings[0]).toMatch(/^Browser storage is not available\./u)
        expect(problems).toEqual([])

        await open(page, site(DOC))
        expect(await themeOf(page)).toBe('light')
        expect(await page.locator('.announcement').isVisible()).toBe(true)
      } finally {
        await noStorage.cleanup()
      }
    })
  })
})
