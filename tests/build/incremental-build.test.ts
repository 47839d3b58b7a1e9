import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPILE_CACHE, compileCacheDir } from '../../scripts/content/compile-cache.ts'
import { buildSite, ROOT } from '../../scripts/site-build.ts'
import { dropBuildCaches } from '../support/caches.ts'
import { snapshot } from './support/snapshot.ts'

const FIXTURE = path.join(ROOT, 'tests/fixtures/content/site-basic')
let work: string
let content: string
// Same folder name for both: the name is part of the build's generated files' paths.
let warmOut: string
let cleanOut: string

const edit = (rel: string, fn: (text: string) => string) => {
  const file = path.join(content, rel)
  fs.writeFileSync(file, fn(fs.readFileSync(file, 'utf8')))
}

/**
 * Builds the edited site twice: with the caches the previous builds left (compiled Markdown, and
 * the previous output's pages), then from nothing. The two outputs must be the same bytes; returns
 * how many files the cached build compiled and how many pages it rendered rather than kept.
 */
async function rebuildMatchesClean(): Promise<{
  compiled: number
  rendered: number
  pages: number
  chunkTexts: number
  docs: number
  dataPages: number
  serverBundleMade: boolean
}> {
  const warm = await buildSite({ contentDir: content, outDir: warmOut, quiet: true })
  const mine = [...['/', '/docs-site/'].map((base) => compileCacheDir(content, base))].filter((d) =>
    fs.existsSync(d),
  )
  // Beside the caches, so that moving them is a rename on the same file system.
  const saved = `${COMPILE_CACHE}-saved-${process.pid}`
  fs.rmSync(saved, { recursive: true, force: true })
  fs.mkdirSync(saved, { recursive: true })
  // Set this site's cache aside for the clean build, then put it back for the next edit.
  for (const d of mine) fs.renameSync(d, path.join(saved, path.basename(d)))
  fs.rmSync(cleanOut, { recursive: true, force: true })
  const clean = await buildSite({ contentDir: content, outDir: cleanOut, quiet: true })
  for (const d of mine) {
    fs.rmSync(d, { recursive: true, force: true })
    fs.renameSync(path.join(saved, path.basename(d)), d)
  }
  fs.rmSync(saved, { recursive: true, force: true })
  expect(clean.compiled.reused, 'the clean build compiled everything').toBe(0)
  expect(clean.prerender.kept, 'the clean build rendered every page').toBe(0)
  expect(snapshot(warmOut)).toEqual(snapshot(cleanOut))
  expect(clean.chunkTextsMade, 'the clean build made every data chunk').toBe(
    clean.model.pages.length,
  )
  return {
    compiled: warm.compiled.compiled,
    rendered: warm.prerender.pages.length - warm.prerender.kept,
    pages: warm.prerender.pages.length,
    chunkTexts: warm.chunkTextsMade,
    docs: warm.model.pages.filter((p) => p.kind === 'doc').length,
    dataPages: warm.model.pages.length,
    serverBundleMade: 'ssr bundle' in warm.timings,
  }
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-incremental-'))
  content = path.join(work, 'content')
  warmOut = path.join(work, 'warm', `incremental-${process.pid}`)
  cleanOut = path.join(work, 'clean', `incremental-${process.pid}`)
  fs.cpSync(FIXTURE, content, { recursive: true })
  await buildSite({ contentDir: content, outDir: warmOut, quiet: true })
}, 120_000)
afterAll(() => {
  dropBuildCaches(content, [warmOut, cleanOut])
  fs.rmSync(work, { recursive: true, force: true })
})

describe('incremental builds: a build from the cache gives the bytes of a clean build', () => {
  it('after a text edit, compiling and rendering only the edited page', async () => {
    edit('zh-Hans/docs/log.md', (t) => `${t}\n新增的一段更新说明。\n`)
    const { chunkTexts, docs, ...rest } = await rebuildMatchesClean()
    expect(rest).toMatchObject({ compiled: 1, rendered: 1, serverBundleMade: false })
    // The other docs' data chunks are known unchanged by their inputs, without making their text
    // (the other pages' chunks are made each time: a site has few of them).
    expect(docs).toBeGreaterThan(10)
    expect(chunkTexts).toBe(rest.dataPages - docs + 1)
  }, 120_000)

  it('after an edit that changes no page, knowing its chunk by the new inputs from then on', async () => {
    const file = path.join(content, 'zh-Hans/docs/log.md')
    const { mtime } = fs.statSync(file)
    edit('zh-Hans/docs/log.md', (t) => `${t}\n\n`)
    // The page shows the file's time: kept, the chunk's bytes stay the same.
    fs.utimesSync(file, mtime, mtime)
    const first = await rebuildMatchesClean()
    expect(first).toMatchObject({ compiled: 1, rendered: 0 })
    expect(first.chunkTexts).toBe(first.dataPages - first.docs + 1)
    const second = await rebuildMatchesClean()
    expect(second).toMatchObject({ compiled: 0, rendered: 0 })
    expect(second.chunkTexts).toBe(second.dataPages - second.docs)
  }, 120_000)

  it('after a title edit, rendering the pages that show the title', async () => {
    edit('en/docs/faqs/deepl.md', (t) =>
      t.replace(/^title: .*$/mu, 'title: DeepL errors, explained'),
    )
    const { compiled, rendered, pages } = await rebuildMatchesClean()
    expect(compiled).toBe(1)
    // The page, its sidebar's pages, its neighbours and its Chinese original: not the whole site.
    expect(rendered).toBeGreaterThan(2)
    expect(rendered).toBeLessThan(pages / 2)
  }, 120_000)

  it('after a new page', async () => {
    fs.writeFileSync(
      path.join(content, 'zh-Hans/docs/faqs/new-page.md'),
      '---\ntitle: 新页面\n---\n\n新页面的正文。\n',
    )
    edit('sidebars.ts', (t) => t.replace("'faqs/deepl'", "'faqs/deepl', 'faqs/new-page'"))
    expect(await rebuildMatchesClean()).toMatchObject({ compiled: 1 })
  }, 120_000)

  it('after a deleted page', async () => {
    fs.rmSync(path.join(content, 'zh-Hans/docs/faqs/new-page.md'))
    edit('sidebars.ts', (t) => t.replace("'faqs/deepl', 'faqs/new-page'", "'faqs/deepl'"))
    expect(await rebuildMatchesClean()).toMatchObject({ compiled: 0 })
  }, 120_000)

  it('after output files were changed and added by hand, making the one again and removing the other', async () => {
    const page = path.join(warmOut, 'docs/log.html')
    fs.writeFileSync(
      page,
      fs.readFileSync(page, 'utf8').replace('</body>', '<!-- edited --></body>'),
    )
    fs.writeFileSync(path.join(warmOut, 'docs/stray.html'), '<!doctype html><title>stray</title>')
    expect(await rebuildMatchesClean()).toMatchObject({ compiled: 0, rendered: 1 })
  }, 120_000)

  it('after a failed build, which leaves the previous output as it was', async () => {
    const before = snapshot(warmOut)
    edit('zh-Hans/docs/log.md', (t) => `${t}\n[断开的链接](./no-such-page.md)\n`)
    await expect(buildSite({ contentDir: content, outDir: warmOut, quiet: true })).rejects.toThrow()
    expect(snapshot(warmOut)).toEqual(before)
    edit('zh-Hans/docs/log.md', (t) => t.replace('\n[断开的链接](./no-such-page.md)\n', '\n'))
    expect(await rebuildMatchesClean()).toMatchObject({ compiled: 1 })
  }, 180_000)

  it('after a facts edit, writing the new value into the pages that use it', async () => {
    const facts = (price: string) =>
      fs.writeFileSync(
        path.join(content, 'facts.yml'),
        `vip-price-monthly:\n  value: ${price}\n  source: test\n`,
      )
    facts('¥3')
    edit('en/docs/pricing.md', (t) => `${t}\nMonthly: :fact[vip-price-monthly].\n`)
    await rebuildMatchesClean()
    facts('¥4')
    expect((await rebuildMatchesClean()).compiled).toBeGreaterThan(0)
    const page = fs.readFileSync(path.join(warmOut, 'en/docs/pricing.html'), 'utf8')
    expect(page).toContain('Monthly: ¥4.')
    expect(page).not.toContain('¥3')
  }, 180_000)

  it('after a config change, rendering every page, and recompiling everything when the base URL changes', async () => {
    edit('site.config.ts', (t) =>
      t.replace("title: { 'zh-Hans': '测试站'", "title: { 'zh-Hans': '改名的测试站'"),
    )
    const renamed = await rebuildMatchesClean()
    expect(renamed.compiled).toBe(0)
    expect(renamed.rendered).toBe(renamed.pages)
    // The site's title is in a generated module the server bundle holds: that is made again.
    expect(renamed.serverBundleMade).toBe(true)
    edit('site.config.ts', (t) => t.replace("baseUrl: '/'", "baseUrl: '/docs-site/'"))
    const rebuilt = await rebuildMatchesClean()
    expect(rebuilt.compiled).toBeGreaterThan(10)
    expect(rebuilt.rendered).toBe(rebuilt.pages)
  }, 240_000)

  it('after a config change, rendering every page in worker threads, which read the data chunks kept in the previous output', async () => {
    process.env.HCFY_BUILD_THREADS = 'always'
    try {
      edit('site.config.ts', (t) =>
        t.replace("title: { 'zh-Hans': '改名的测试站'", "title: { 'zh-Hans': '又改名的测试站'"),
      )
      const renamed = await rebuildMatchesClean()
      expect(renamed.rendered).toBe(renamed.pages)
      // A text edit, whose search index the thread started before the content was read makes.
      edit(
        'zh-Hans/docs/log.md',
        (t) => `${t}
线程里重建索引时新增的一句。
`,
      )
      const edited = await rebuildMatchesClean()
      expect(edited.compiled).toBe(1)
      const index = fs
        .readdirSync(path.join(warmOut, 'search'))
        .map((f) => fs.readFileSync(path.join(warmOut, 'search', f), 'utf8'))
        .join('\n')
      expect(index).toContain('线程里重建索引时新增的一句')
    } finally {
      delete process.env.HCFY_BUILD_THREADS
    }
  }, 240_000)
})
