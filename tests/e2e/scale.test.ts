import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSite, ROOT } from '../../scripts/site-build.ts'
import { SIDEBAR_INLINE_LINKS } from '../../src/shared/content/sidebar-view.ts'
import { createStaticServer } from '../../scripts/serve/static-server.ts'
import { collectProblems, launchContext, waitForHydration } from './setup/browser.ts'

type Context = Awaited<ReturnType<typeof launchContext>>
const PARTS = 6
const PER_PART = 25

/**
 * The test site with a guides sidebar too large to go whole into its pages (six folded parts of 25
 * pages), and a guide that exists in Chinese only.
 */
function largeSite(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(path.join(ROOT, 'tests/fixtures/content/site-basic'), dir, { recursive: true })
  const parts: string[] = []
  for (let p = 1; p <= PARTS; p++) {
    const ids: string[] = []
    for (let i = 1; i <= PER_PART; i++) {
      const id = `guides/part-${p}/page-${i}`
      ids.push(`'${id}'`)
      for (const locale of ['zh-Hans', 'en']) {
        if (locale === 'en' && p === 2 && i === 3) continue
        const file = path.join(dir, locale, 'docs', `${id}.md`)
        fs.mkdirSync(path.dirname(file), { recursive: true })
        const title = locale === 'en' ? `Part ${p} page ${i}` : `第 ${p} 部分第 ${i} 页`
        fs.writeFileSync(
          file,
          `---\ntitle: ${title}\n---\n\n${locale === 'en' ? 'Text of the page.' : '这一页的正文。'}\n`,
        )
      }
    }
    parts.push(
      `{ type: 'category', label: { 'zh-Hans': '第 ${p} 部分', en: 'Part ${p}' }, collapsed: true, items: [${ids.join(', ')}] }`,
    )
  }
  const sidebars = path.join(dir, 'sidebars.ts')
  const text = fs.readFileSync(sidebars, 'utf8')
  fs.writeFileSync(
    sidebars,
    text.replace("items: ['guides/panel'] }]", `items: ['guides/panel'] }, ${parts.join(', ')}]`),
  )
}

describe('a large sidebar and an untranslated page', () => {
  let context: Context
  let origin = ''
  let out = ''
  let server: ReturnType<typeof createStaticServer>
  beforeAll(async () => {
    expect(PARTS * PER_PART).toBeGreaterThan(SIDEBAR_INLINE_LINKS)
    const content = path.join(ROOT, '.content-e2e-scale')
    largeSite(content)
    out = path.join(ROOT, 'dist-e2e-scale')
    if (!process.env.E2E_REUSE || !fs.existsSync(out))
      await buildSite({ contentDir: content, outDir: out, quiet: true })
    fs.rmSync(content, { recursive: true, force: true })
    server = createStaticServer({ dir: out })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    context = await launchContext({ serviceWorkers: 'block' })
  })
  afterAll(async () => {
    await context.cleanup()
    await new Promise((r) => server.close(r))
  })

  it('prerenders only the top level and the open branch, and hydrates without a mismatch', async () => {
    const html = fs.readFileSync(path.join(out, 'docs/guides/part-4/page-7.html'), 'utf8')
    const nav = html.slice(
      html.indexOf('<nav aria-label="文档侧边栏"'),
      html.indexOf('</nav>', html.indexOf('文档侧边栏')),
    )
    expect(nav).toContain('/docs/guides/part-4/page-7"')
    expect(nav).toContain('/docs/guides/part-4/page-25"')
    expect(nav).not.toContain('/docs/guides/part-3/')
    expect(nav).toContain('第 3 部分')
    const page = await context.newPage()
    const problems = collectProblems(page)
    await page.goto(`${origin}/docs/guides/part-4/page-7`)
    await waitForHydration(page)
    const sidebar = page.getByRole('navigation', { name: '文档侧边栏' })
    await expect(
      sidebar.getByRole('link', { name: '第 4 部分第 7 页' }).getAttribute('aria-current'),
    ).resolves.toBe('page')
    expect(problems).toEqual([])
  })

  it('opens a folded category from the keyboard, loading the whole sidebar once', async () => {
    const page = await context.newPage()
    const problems = collectProblems(page)
    const chunks: string[] = []
    page.on(
      'request',
      (r) => /assets\/p\/zh-Hans-guidesSidebar-/u.test(r.url()) && chunks.push(r.url()),
    )
    await page.goto(`${origin}/docs/guides/part-4/page-7`)
    await waitForHydration(page)
    expect(chunks).toEqual([])
    const sidebar = page.getByRole('navigation', { name: '文档侧边栏' })
    const part3 = sidebar.getByRole('button', { name: '第 3 部分' })
    expect(await part3.getAttribute('aria-expanded')).toBe('false')
    await part3.focus()
    await page.keyboard.press('Enter')
    const link = sidebar.getByRole('link', { name: '第 3 部分第 25 页' })
    await link.waitFor()
    expect(await part3.getAttribute('aria-expanded')).toBe('true')
    // The list the button controls is the one that now holds the links.
    const controls = await part3.getAttribute('aria-controls')
    expect(await page.locator(`[id="${controls}"] a`).count()).toBe(PER_PART)
    await sidebar.getByRole('button', { name: '第 5 部分' }).click()
    await sidebar.getByRole('link', { name: '第 5 部分第 1 页' }).waitFor()
    expect(new Set(chunks).size).toBe(1)
    // Following a link keeps the sidebar as the reader left it.
    await link.click()
    await page.waitForURL(`${origin}/docs/guides/part-3/page-25`)
    // The address changes before the new page has rendered.
    await expect
      .poll(() =>
        sidebar.getByRole('link', { name: '第 3 部分第 25 页' }).getAttribute('aria-current'),
      )
      .toBe('page')
    expect(await sidebar.getByRole('link', { name: '第 5 部分第 1 页' }).isVisible()).toBe(true)
    expect(problems).toEqual([])
  })

  it('writes no folded category list into the HTML, and names the sidebar in the data chunks instead of repeating it', () => {
    const html = fs.readFileSync(path.join(out, 'docs/guides/part-4/page-7.html'), 'utf8')
    const part3 = html.slice(
      html.indexOf(
        '<li class="menu__category"><button type="button" class="menu__caret" aria-expanded="false"><span>第 3 部分',
      ),
    )
    expect(part3.slice(0, part3.indexOf('</li>'))).not.toContain('<ul')
    const pages = JSON.parse(
      fs.readFileSync(path.join(out, 'pages.zh-Hans.json'), 'utf8'),
    ) as Record<string, string>
    const chunk = fs.readFileSync(
      path.join(out, 'assets/p', pages['/docs/guides/part-4/page-7']!),
      'utf8',
    )
    expect(chunk).toMatch(/"sidebar":\{"\$view":"zh-Hans-guidesSidebar-[0-9a-f]{8}\.js"\}/u)
    expect(chunk).not.toContain('第 3 部分第 1 页')
  })

  it('shows the open branch of the page reached by a client-side navigation into another part', async () => {
    const page = await context.newPage()
    const problems = collectProblems(page)
    await page.goto(`${origin}/docs/guides/part-4/page-${PER_PART}`)
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    // The next page of the last page of part 4 is the first of part 5, which the sidebar folds.
    await page
      .getByRole('navigation', { name: '文档分页' })
      .getByRole('link', { name: /第 5 部分第 1 页/u })
      .click()
    await page.waitForURL(`${origin}/docs/guides/part-5/page-1`)
    await page.locator('h1', { hasText: '第 5 部分第 1 页' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    const sidebar = page.getByRole('navigation', { name: '文档侧边栏' })
    await expect(
      sidebar.getByRole('link', { name: '第 5 部分第 1 页' }).getAttribute('aria-current'),
    ).resolves.toBe('page')
    expect(
      await sidebar.getByRole('button', { name: '第 5 部分' }).getAttribute('aria-expanded'),
    ).toBe('true')
    expect(await sidebar.getByRole('link', { name: '第 5 部分第 25 页' }).isVisible()).toBe(true)
    expect(problems).toEqual([])
  })

  it('keeps the readable page and the folded category when the sidebar chunk fails', async () => {
    const page = await context.newPage()
    await page.route(/assets\/p\/zh-Hans-guidesSidebar-/u, (route) => route.abort())
    await page.goto(`${origin}/docs/guides/part-4/page-7`)
    await waitForHydration(page)
    const part3 = page
      .getByRole('navigation', { name: '文档侧边栏' })
      .getByRole('button', { name: '第 3 部分' })
    await part3.click()
    await expect.poll(() => part3.getAttribute('aria-expanded')).toBe('false')
    expect(await page.locator('h1').textContent()).toBe('第 4 部分第 7 页')
  })

  it('serves a doc missing in English from the Chinese original, marked, with the right languages', async () => {
    const page = await context.newPage()
    const problems = collectProblems(page)
    await page.goto(`${origin}/en/docs/guides/part-2/page-3`)
    await waitForHydration(page)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    const note = page.getByRole('note').filter({ hasText: 'not been translated into English' })
    expect(await note.textContent()).toContain('简体中文')
    expect(await page.locator('h1').getAttribute('lang')).toBe('zh-Hans')
    expect(await page.locator('h1').textContent()).toBe('第 2 部分第 3 页')
    expect(await page.locator('.markdown[lang="zh-Hans"]').textContent()).toContain('这一页的正文')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/docs\/guides\/part-2\/page-3$/u,
    )
    // The English sidebar and chrome stay English.
    expect(
      await page
        .getByRole('navigation', { name: 'Docs sidebar' })
        .getByRole('button', { name: 'Part 2' })
        .getAttribute('aria-expanded'),
    ).toBe('true')
    expect(problems).toEqual([])
  })

  it('lists the sidebar chunk in the precache, so folded categories open offline', () => {
    const sw = fs.readFileSync(path.join(out, 'sw.js'), 'utf8')
    const chunk = fs
      .readdirSync(path.join(out, 'assets/p'))
      .find((f) => f.startsWith('zh-Hans-guidesSidebar-'))
    expect(chunk).toBeDefined()
    expect(sw).toContain(`assets/p/${chunk}`)
  })
})
