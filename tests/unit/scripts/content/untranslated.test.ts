import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DocPageData } from '../../../../src/shared/content/types.ts'
import { buildSiteModel } from '../../../../scripts/content/site-model.ts'
import { ContentError } from '../../../../scripts/lib/errors.ts'
import { ROOT } from '../../../../scripts/site-build.ts'

const FIXTURE = path.join(ROOT, 'tests/fixtures/content/site-basic')
let work: string

/** The fixture site without the English FAQ pages (and, if asked, with untranslated docs as errors). */
function siteWithoutEnglishFaqs(name: string, strict = false): string {
  const dir = path.join(work, name)
  fs.cpSync(FIXTURE, dir, { recursive: true })
  fs.rmSync(path.join(dir, 'en/docs/faqs'), { recursive: true })
  if (strict) {
    const config = path.join(dir, 'site.config.ts')
    fs.writeFileSync(
      config,
      fs
        .readFileSync(config, 'utf8')
        .replace("default: 'zh-Hans',", "default: 'zh-Hans',\n    onUntranslated: 'error',"),
    )
  }
  return dir
}

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-untranslated-'))
})
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

describe('untranslated docs', () => {
  it('are served from the default locale under the other locale’s URL, marked, linking within that locale', async () => {
    const model = await buildSiteModel(siteWithoutEnglishFaqs('fallback'))
    const docs = new Map(
      model.pages.filter((p): p is DocPageData => p.kind === 'doc').map((p) => [p.path, p]),
    )
    const zh = docs.get('/docs/faqs/')!
    const en = docs.get('/en/docs/faqs/')!
    expect(en).toBeDefined()
    expect(en.locale).toBe('en')
    expect(en.title).toBe(zh.title)
    expect(en.untranslated).toEqual({ lang: 'zh-Hans', language: '简体中文' })
    expect(zh.untranslated).toBeUndefined()
    // The original is the page to index; the fallback points at it and stays out of the sitemap.
    expect(en.canonical).toBe('/docs/faqs/')
    expect(en.alternate?.path).toBe('/docs/faqs/')
    // Same text; its link to another FAQ stays on the English site.
    expect(zh.html).toContain('href="/docs/faqs/deepl#fix"')
    expect(en.html).toContain('href="/en/docs/faqs/deepl#fix"')
    expect(en.html.replace('/en/docs/', '/docs/')).toBe(zh.html)
    // The English sidebar lists it, and the dates are written for English readers.
    expect(
      en.sidebar?.items.some((i) => i.type === 'link' && i.path === '/en/docs/faqs/deepl'),
    ).toBe(true)
    expect(en.lastUpdated?.text).not.toMatch(/年/u)
    // Searching the English site finds English pages only.
    expect(model.search.get('en')!.some((s) => s.path.startsWith('/en/docs/faqs'))).toBe(false)
    expect(model.warnings.join('\n')).toMatch(
      /2 docs have no en translation.*faqs\/index, faqs\/deepl|faqs\/deepl, faqs\/index/u,
    )
  })

  it('fail the build, one problem per doc, when the site config asks for it', async () => {
    const error = await buildSiteModel(siteWithoutEnglishFaqs('strict', true)).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ContentError)
    const messages = (error as ContentError).problems.map(
      (p) => `${path.relative(work, p.file)}: ${p.message}`,
    )
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^strict\/zh-Hans\/docs\/faqs\/index\.md: .*content\/en\/docs\/faqs\/index\.md does not exist/u,
        ),
      ]),
    )
    expect(messages).toHaveLength(2)
  })
})
