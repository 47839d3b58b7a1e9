import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPILE_CACHE, compileCacheDir } from '../../scripts/content/compile-cache.ts'
import { buildSite, ROOT } from '../../scripts/site-build.ts'
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
 * Builds the edited site twice: with the cache the previous builds left, then from nothing. The
 * two outputs must be the same bytes; returns how many files the cached build compiled.
 */
async function rebuildMatchesClean(): Promise<number> {
  const warm = await buildSite({ contentDir: content, outDir: warmOut, quiet: true })
  const mine = ['/', '/docs-site/'].map((base) => compileCacheDir(content, base)).filter((d) => fs.existsSync(d))
  // Beside the cache, so that moving it is a rename on the same file system.
  const saved = `${COMPILE_CACHE}-saved-${process.pid}`
  fs.rmSync(saved, { recursive: true, force: true })
  fs.mkdirSync(saved, { recursive: true })
  // Set this site's cache aside for the clean build, then put it back for the next edit.
  for (const d of mine) fs.renameSync(d, path.join(saved, path.basename(d)))
  const clean = await buildSite({ contentDir: content, outDir: cleanOut, quiet: true })
  for (const d of mine) {
    fs.rmSync(d, { recursive: true, force: true })
    fs.renameSync(path.join(saved, path.basename(d)), d)
  }
  fs.rmSync(saved, { recursive: true, force: true })
  expect(clean.compiled.reused, 'the clean build compiled everything').toBe(0)
  expect(snapshot(warmOut)).toEqual(snapshot(cleanOut))
  return warm.compiled.compiled
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-incremental-'))
  content = path.join(work, 'content')
  warmOut = path.join(work, 'warm', `incremental-${process.pid}`)
  cleanOut = path.join(work, 'clean', `incremental-${process.pid}`)
  fs.cpSync(FIXTURE, content, { recursive: true })
  await buildSite({ contentDir: content, outDir: warmOut, quiet: true })
}, 120_000)
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

describe('incremental builds: a build from the cache gives the bytes of a clean build', () => {
  it('after a text edit, compiling only the edited file', async () => {
    edit('zh-Hans/docs/log.md', (t) => `${t}\n新增的一段更新说明。\n`)
    expect(await rebuildMatchesClean()).toBe(1)
  }, 120_000)

  it('after a title edit', async () => {
    edit('en/docs/faqs/deepl.md', (t) => t.replace(/^title: .*$/mu, 'title: DeepL errors, explained'))
    expect(await rebuildMatchesClean()).toBe(1)
  }, 120_000)

  it('after a new page', async () => {
    fs.writeFileSync(path.join(content, 'zh-Hans/docs/faqs/new-page.md'), '---\ntitle: 新页面\n---\n\n新页面的正文。\n')
    edit('sidebars.ts', (t) => t.replace("'faqs/deepl'", "'faqs/deepl', 'faqs/new-page'"))
    expect(await rebuildMatchesClean()).toBe(1)
  }, 120_000)

  it('after a deleted page', async () => {
    fs.rmSync(path.join(content, 'zh-Hans/docs/faqs/new-page.md'))
    edit('sidebars.ts', (t) => t.replace("'faqs/deepl', 'faqs/new-page'", "'faqs/deepl'"))
    expect(await rebuildMatchesClean()).toBe(0)
  }, 120_000)

  it('after a facts edit, writing the new value into the pages that use it', async () => {
    const facts = (price: string) => fs.writeFileSync(path.join(content, 'facts.yml'), `vip-price-monthly:\n  value: ${price}\n  source: test\n`)
    facts('¥3')
    edit('en/docs/pricing.md', (t) => `${t}\nMonthly: :fact[vip-price-monthly].\n`)
    await rebuildMatchesClean()
    facts('¥4')
    expect(await rebuildMatchesClean()).toBeGreaterThan(0)
    const page = fs.readFileSync(path.join(warmOut, 'en/docs/pricing.html'), 'utf8')
    expect(page).toContain('Monthly: ¥4.')
    expect(page).not.toContain('¥3')
  }, 180_000)

  it('after a config change, recompiling everything when the base URL changes', async () => {
    edit('site.config.ts', (t) => t.replace("title: { 'zh-Hans': '测试站'", "title: { 'zh-Hans': '改名的测试站'"))
    expect(await rebuildMatchesClean()).toBe(0)
    edit('site.config.ts', (t) => t.replace("baseUrl: '/'", "baseUrl: '/docs-site/'"))
    expect(await rebuildMatchesClean()).toBeGreaterThan(10)
  }, 180_000)
})
