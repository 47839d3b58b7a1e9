import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { violations } from './setup/axe.ts'
import { launchContext, waitForHydration } from './setup/browser.ts'
import { precacheKeys, waitForSaved } from './setup/offline.ts'
import { createSwitchableServer, type SwitchableServer } from './setup/switchable-server.ts'
import { buildVariant } from './setup/variants.ts'

/**
 * A site too large to save whole without asking (here: a limit of 1 MB): nothing but the shell is
 * saved on its own, and the reader chooses the parts to keep, each with its size.
 */
describe('choosing what to save on a large site', () => {
  let server: SwitchableServer
  beforeAll(async () => {
    server = await createSwitchableServer(
      await buildVariant('large', () => {}, { offline: { autoSaveUpToMB: 1 } }),
    )
  }, 300_000)
  afterAll(async () => server.close())

  it('saves only the chosen parts, lets a part go when it is unchecked, and says so offline for the rest', async () => {
    // axe is injected as an inline script, which the site's CSP would rightly refuse.
    const context = await launchContext({ bypassCSP: true })
    try {
      const page = await context.newPage()
      await page.goto(`${server.origin}/en/docs/faqs/`)
      await waitForHydration(page)
      const status = page.locator('.offline-status')
      await expect
        .poll(() => status.textContent(), { timeout: 60_000 })
        .toContain('Only the site frame is saved')
      const shell = (await precacheKeys(page)).length
      expect((await precacheKeys(page)).filter((key) => key.startsWith('/en/docs/faqs/'))).toEqual(
        [],
      )

      await status.getByRole('button', { name: 'Choose what to save for offline…' }).click()
      const chooser = page.getByRole('form', { name: 'What to save for offline reading' })
      const faq = chooser.getByRole('checkbox', { name: /^English · FAQ/u })
      // The reader's locale first, each part with its size.
      expect(await chooser.locator('label').first().textContent()).toMatch(/^English · /u)
      expect(await faq.locator('xpath=..').textContent()).toMatch(/\d+(?:\.\d)? (?:KB|MB)$/u)
      // The status line and the chooser: labelled controls, nothing axe-core objects to.
      expect(await violations(page)).toEqual([])
      await faq.check()
      await chooser
        .getByRole('button', { name: /^Save the chosen parts \(\d+(?:\.\d)? (?:KB|MB)\)$/u })
        .click()
      await waitForSaved(page)
      expect(await status.textContent()).toMatch(
        /^The chosen parts are saved for offline reading \(\d/u,
      )
      const saved = await precacheKeys(page)
      expect(saved.filter((key) => key.startsWith('/en/docs/faqs/')).length).toBeGreaterThan(10)
      expect(saved.filter((key) => key.startsWith('/en/docs/guides/'))).toEqual([])

      await server.stop()
      const kept = await page.goto(`${server.origin}/en/docs/faqs/safe`)
      expect(kept?.status()).toBe(200)
      await waitForHydration(page)
      const other = await page.goto(`${server.origin}/en/docs/guides/screenshot`)
      expect(other?.status()).toBe(503)
      await waitForHydration(page)
      await expect
        .poll(() => page.locator('h1').first().textContent())
        .toBe('This page is not saved yet')
      await server.start()

      await page.goto(`${server.origin}/docs/faqs/`)
      await waitForHydration(page)
      await page
        .locator('.offline-status')
        .getByRole('button', { name: '选择要离线保存的内容…' })
        .click()
      const zh = page.getByRole('form', { name: '离线保存哪些内容' })
      await zh.getByRole('checkbox', { name: /^English · FAQ/u }).uncheck()
      await zh.getByRole('checkbox', { name: /^简体中文 · 常见问题/u }).check()
      await zh.getByRole('button', { name: /^保存所选/u }).click()
      await expect
        .poll(
          async () =>
            (await precacheKeys(page)).filter((key) => key.startsWith('/docs/faqs/')).length,
          { timeout: 60_000 },
        )
        .toBeGreaterThan(10)
      await waitForSaved(page)
      await expect
        .poll(() => page.locator('.offline-status').textContent())
        .toMatch(/^所选内容已保存/u)
      expect((await precacheKeys(page)).filter((key) => key.startsWith('/en/docs/faqs/'))).toEqual(
        [],
      )
      expect((await precacheKeys(page)).length).toBeGreaterThan(shell)
    } finally {
      await context.cleanup()
    }
  })
})
