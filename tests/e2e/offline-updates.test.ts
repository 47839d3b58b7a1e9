import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPrecacheManifest, precacheKeyPath } from '../../scripts/lib/precache-manifest.ts'
import { collectProblems, launchContext, waitForHydration } from './setup/browser.ts'
import {
  expectSiteOffline,
  precacheKeys,
  stopServiceWorkers,
  waitForSaved,
} from './setup/offline.ts'
import { createSwitchableServer, type SwitchableServer } from './setup/switchable-server.ts'
import { buildVariant } from './setup/variants.ts'

/**
 * A deploy lands while a reader has a page open: the new version is saved beside the old one, the
 * reader switches with "Refresh", and offline afterwards the site is the new version: an added page
 * opens, a removed one answers the not-found page, a changed one shows its new text.
 */

const post = (title: string) =>
  `---\ntitle: ${title}\ndescription: ${title}\nauthors: [lmk123]\ntags: [announcements]\n---\n\n${title}.\n`

/** Adds a post in both locales, dated 2026-11-20 with the slug given. */
function addPost(dir: string, slug: string, zh: string, en: string): void {
  fs.writeFileSync(path.join(dir, `zh-Hans/blog/2026-11-20-${slug}.md`), post(zh))
  fs.writeFileSync(path.join(dir, `en/blog/2026-11-20-${slug}.md`), post(en))
}

describe('a new version deployed while a page is open', () => {
  let v1 = ''
  let v2 = ''
  let server: SwitchableServer
  beforeAll(async () => {
    // Version 1 has a post that version 2 removes; version 2 adds another and renames the FAQ.
    v1 = await buildVariant('v1', (dir) =>
      addPost(dir, 'first-version', '第一版旧文章', 'A post of the first version'),
    )
    v2 = await buildVariant('v2', (dir) => {
      const file = path.join(dir, 'zh-Hans/docs/faqs/index.md')
      fs.writeFileSync(
        file,
        fs.readFileSync(file, 'utf8').replace(/^title: .*$/mu, 'title: 常见问题（第二版）'),
      )
      addPost(dir, 'second-version', '第二版新文章', 'A post of the second version')
    })
    server = await createSwitchableServer(v1)
  }, 300_000)
  afterAll(async () => server.close())

  it('saves the new version beside the old, switches on Refresh across worker restarts, and is the new version offline', async () => {
    const context = await launchContext()
    try {
      const page = await context.newPage()
      const problems = collectProblems(page)
      await page.goto(`${server.origin}/docs/faqs/`)
      await waitForHydration(page)
      await waitForSaved(page)
      const before = await precacheKeys(page)

      server.deploy(v2)
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
      await page.getByText('有可用的新版本').waitFor({ timeout: 90_000 })
      // Until the reader switches, the old version is whole: every file of it is still cached.
      const during = await precacheKeys(page)
      expect(before.filter((key) => !during.includes(key))).toEqual([])
      // And a page published since opens from the network, not as a not-found page.
      const other = await context.newPage()
      const response = await other.goto(`${server.origin}/blog/2026/11/20/second-version`)
      expect(response?.status()).toBe(200)
      expect(await other.locator('h1').first().textContent()).toContain('第二版新文章')
      await other.close()

      await stopServiceWorkers(context, page)
      await page.getByRole('button', { name: '刷新' }).click()
      await expect
        .poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 })
        .toContain('第二版')
      await waitForHydration(page)
      await waitForSaved(page)
      // The switch leaves exactly the new version's files: none of the old one's, none twice.
      const expected = [
        ...new Set(readPrecacheManifest(v2).map((entry) => precacheKeyPath(entry))),
      ].sort()
      expect(await precacheKeys(page)).toEqual(expected)
      await stopServiceWorkers(context, page)

      await server.stop()
      const added = await page.goto(`${server.origin}/en/blog/2026/11/20/second-version`)
      expect(added?.status()).toBe(200)
      expect(await page.locator('h1').first().textContent()).toContain(
        'A post of the second version',
      )
      const removed = await page.goto(`${server.origin}/blog/2026/11/20/first-version`)
      expect(removed?.status()).toBe(404)
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('找不到页面')
      const changed = await page.goto(`${server.origin}/docs/faqs`)
      expect(changed?.status()).toBe(200)
      expect(await page.locator('h1').first().textContent()).toContain('第二版')
      await expectSiteOffline(page, server.origin)
      expect(
        problems.filter(
          (p) =>
            !/ERR_CONNECTION_REFUSED|Failed to load resource|service worker not registered|ServiceWorker/u.test(
              p,
            ),
        ),
      ).toEqual([])
    } finally {
      await context.cleanup()
    }
  })
})
