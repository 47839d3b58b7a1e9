import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import onDemand from '../../src/shared/i18n/on-demand/zh-Hans.ts'
import { collectProblems, launchContext, site, waitForHydration } from './setup/browser.ts'

/**
 * The start-up path of a prerendered page: what the page asks for up front, the order of the
 * start-up steps (each evaluates its part of the code in its own task), and what waits until the page
 * is interactive. Orders and file graphs only: the bench measures how long it takes.
 */

const DOC = '/docs/guides/screenshot'
const STEPS = ['boot', 'entry', 'react', 'router', 'app', 'hydrate', 'interactive']

/** Static imports of a built chunk, as file names in the same folder. */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8')
  return [
    ...code.matchAll(/\bimport\s*\{[^}]*\}\s*from\s*"\.\/([^"]+)"|\bimport\s*"\.\/([^"]+)"/gu),
  ].map((m) => m[1] ?? m[2]!)
}

/** Opens the docs page, waits until it has hydrated, and returns what it names to start up. */
async function openDoc(page: Page): Promise<{ entry: string; preload: string[] }> {
  await page.goto(site(DOC))
  await waitForHydration(page)
  return JSON.parse((await page.locator('#hcfy-assets').textContent())!) as {
    entry: string
    preload: string[]
  }
}

describe('start-up', () => {
  let context: Awaited<ReturnType<typeof launchContext>>
  beforeAll(async () => {
    context = await launchContext({
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 800 },
    })
  })
  afterAll(async () => context.cleanup())

  it('runs the entry before React, the router and the app, each a step of its own', async () => {
    const page = await context.newPage()
    const problems = collectProblems(page)
    const assets = await openDoc(page)
    // The entry's own static imports hold neither React nor the router: they would evaluate before
    // the entry, all in one task.
    const dist = inject('distDir')
    const entryImports = staticImports(path.join(dist, assets.entry))
    expect(entryImports.length).toBeGreaterThan(0)
    for (const file of entryImports) {
      expect(file).not.toMatch(/^(?:react|router|app|page)-/u)
      expect(staticImports(path.join(dist, 'assets', file))).toEqual([])
    }
    // Every file of the start-up is asked for up front, the entry first.
    const requested = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.initiatorType === 'script' || e.initiatorType === 'link')
        .map((e) => new URL(e.name).pathname),
    )
    const upFront = [assets.entry, ...assets.preload]
    for (const file of ['react', 'router', 'app'])
      expect(
        upFront.some((f) => f.includes(`/${file}-`)),
        file,
      ).toBe(true)
    expect(
      requested
        .filter((f) => /\/(?:react|router|app|core|main)-[\w-]+\.js$/u.test(f))
        .filter((f) => !upFront.includes(f)),
    ).toEqual([])

    const marks = await page.evaluate(() =>
      performance
        .getEntriesByType('mark')
        .filter((m) => m.name.startsWith('hcfy:'))
        .map((m) => m.name.slice(5)),
    )
    expect(marks).toEqual(STEPS)
    expect(problems).toEqual([])
    await page.close()
  })

  it('ships no code for dependency preloading or for React before 18, and no on-demand strings, in the start-up files', async () => {
    const page = await context.newPage()
    const assets = await openDoc(page)
    const dist = inject('distDir')
    const files = [assets.entry, ...assets.preload]
    const code = files.map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n')
    const router = fs.readFileSync(
      path.join(dist, files.find((file) => /\/router-/u.test(file))!),
      'utf8',
    )
    // Every page lists its chunks up front, so Vite's helper that preloads a lazy chunk's
    // dependencies has nothing to do; React 19 has useSyncExternalStore, so its shim's fallback is dead.
    expect(code).not.toContain('vite:preloadError')
    // Strings only the parts loaded on demand show (search results, the update prompt) come with them.
    expect(code).not.toContain(onDemand.noResults)
    expect(code).not.toContain(onDemand.updateAvailable)
    expect(router).toContain('useSyncExternalStore')
    expect(router).not.toContain('window.document.createElement')
    // Lazy chunks still load (the search overlay is one): the plain import replaces the helper.
    await page.locator('.search-box__input').click()
    await page.keyboard.type('deepl')
    await expect.poll(() => page.locator('.search-result').count()).toBeGreaterThan(0)
    await page.close()
  })

  it('reads a docs page sidebar from its markup: no sidebar chunk, and its categories still fold', async () => {
    const page = await context.newPage()
    const problems = collectProblems(page)
    const assets = await openDoc(page)
    expect([assets.entry, ...assets.preload].filter((file) => /Sidebar/iu.test(file))).toEqual([])
    const sidebar = page.getByRole('navigation', { name: '文档侧边栏' })
    const category = sidebar.getByRole('button', { name: '快速上手' })
    const link = sidebar.getByRole('link', { name: '翻译面板' })
    expect(await category.getAttribute('aria-expanded')).toBe('true')
    await category.click()
    await expect.poll(() => link.isVisible()).toBe(false)
    expect(await category.getAttribute('aria-expanded')).toBe('false')
    await category.click()
    await expect.poll(() => link.isVisible()).toBe(true)
    // The page's own link stays marked, and following a link still works without a full load.
    expect(await sidebar.locator('a[aria-current="page"]').getAttribute('href')).toBe(
      '/docs/guides/screenshot',
    )
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await link.click()
    await expect
      .poll(() => sidebar.locator('a[aria-current="page"]').getAttribute('href'))
      .toBe('/docs/guides/panel')
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  })

  it('lets visible links prefetch only once the page is interactive', async () => {
    const page = await context.newPage()
    const assets = await openDoc(page)
    // The home page's component: a visible link (the brand) needs it, this docs page does not.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((e) => /\/HomePage-[\w-]+\.js$/u.test(e.name)),
        ),
      )
      .toBe(true)
    const { interactive, later } = await page.evaluate(
      (upFront) => {
        const mark = performance.getEntriesByName('hcfy:interactive')[0]!.startTime
        const scripts = (
          performance.getEntriesByType('resource') as PerformanceResourceTiming[]
        ).filter((e) => /\.js$/u.test(e.name) && !upFront.includes(new URL(e.name).pathname))
        return {
          interactive: mark,
          later: scripts.map((e) => [new URL(e.name).pathname, e.startTime] as [string, number]),
        }
      },
      [assets.entry, ...assets.preload],
    )
    const prefetched = later.filter(([file]) =>
      /\/(?:HomePage|BlogListPage|BlogPostPage)-/u.test(file),
    )
    expect(prefetched.length).toBeGreaterThan(0)
    for (const [file, start] of prefetched) expect(start, file).toBeGreaterThanOrEqual(interactive)
    await page.close()
  })
})
