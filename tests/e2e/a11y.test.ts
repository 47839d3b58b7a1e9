import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { violations } from './setup/axe.ts'
import { launchContext, site, waitForHydration } from './setup/browser.ts'

/**
 * axe-core on one page of each kind (home, docs, blog post, not found), in both colour modes and
 * both locales: no violations at all, best practices included.
 */

const PAGES = [
  ['home', '/'],
  ['docs page', '/docs/faqs/deepl-limit'],
  ['blog post', '/blog/2025/06/14/deepl-builtin-errors'],
  ['not found', '/no/such/page'],
] as const

describe('accessibility (axe-core)', () => {
  let context: Awaited<ReturnType<typeof launchContext>>
  beforeAll(async () => {
    // axe is injected as an inline script, which the site's CSP would rightly refuse.
    context = await launchContext({
      serviceWorkers: 'block',
      bypassCSP: true,
      viewport: { width: 1280, height: 800 },
    })
  })
  afterAll(async () => context.cleanup())

  for (const theme of ['light', 'dark'] as const) {
    for (const prefix of ['', '/en'] as const) {
      it.each(PAGES)(
        `%s (${theme}, ${prefix ? 'en' : 'zh-Hans'}) has no violations`,
        async (_name, path) => {
          const page = await context.newPage()
          await page.goto(site(`${prefix}${path}?theme=${theme}`))
          await waitForHydration(page)
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
          expect(await violations(page)).toEqual([])
          await page.close()
        },
      )
    }
  }

  it.each([
    ['zh-Hans', 'light', '', '键盘快捷键'],
    ['en', 'dark', '/en', 'Keyboard shortcuts'],
  ] as const)(
    'keeps the keyboard shortcut help accessible while open (%s, %s)',
    async (_locale, theme, prefix, title) => {
      const page = await context.newPage()
      await page.goto(site(`${prefix}/docs/faqs/deepl-limit?theme=${theme}`))
      await waitForHydration(page)
      await page.keyboard.press('?')
      await page.getByRole('dialog', { name: title }).waitFor()
      expect(await violations(page)).toEqual([])
      await page.close()
    },
  )

  it('keeps the mobile menu accessible while open', async () => {
    const page = await context.newPage()
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto(site('/docs/faqs/deepl-limit'))
    await waitForHydration(page)
    await page.getByRole('button', { name: '打开导航菜单' }).click()
    await page.getByRole('dialog').waitFor()
    expect(await violations(page)).toEqual([])
    await page.close()
  })

  it("keeps search accessible: the modal's results with the other language's group, and the search page with did you mean", async () => {
    const page = await context.newPage()
    await page.goto(site('/en/docs/faqs/deepl-limit'))
    await waitForHydration(page)
    await page.keyboard.press('Control+k')
    await page.locator('dialog.search-modal[open] input').waitFor()
    await page.keyboard.type('加载已解压的扩展程序')
    await page.locator('dialog.search-modal[open] [role="group"] [role="option"]').first().waitFor()
    expect(await violations(page)).toEqual([])
    await page.goto(site('/en/search?q=screnshot%20translaton'))
    await waitForHydration(page)
    await page.locator('.search-page__suggestion').waitFor()
    expect(await violations(page)).toEqual([])
    await page.close()
  })
})
