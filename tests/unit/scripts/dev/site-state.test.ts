import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DocPageData, PageData } from '../../../../src/shared/content/types.ts'
import {
  dataChunkPath,
  pageListFile,
  searchRootFile,
} from '../../../../src/shared/site-layout/folders.ts'
import { routeKey } from '../../../../src/shared/site-layout/route-key.ts'
import { buildSiteModel } from '../../../../scripts/content/site-model.ts'
import { compileResults } from '../../../../scripts/content/compile-pool.ts'
import { DevSite } from '../../../../scripts/dev/site-state.ts'
import type { ContentError } from '../../../../scripts/lib/errors.ts'
import { ROOT } from '../../../../scripts/site-build.ts'
import { dropBuildCaches } from '../../../support/caches.ts'

const FIXTURE = path.join(ROOT, 'tests/fixtures/content/site-basic')
let work: string
let count = 0
const sites: string[] = []

/** A copy of the fixture site without its English FAQs, so one doc's file makes pages in both locales. */
function site(): string {
  const dir = path.join(work, `site-${count++}`)
  sites.push(dir)
  fs.cpSync(FIXTURE, dir, { recursive: true })
  fs.rmSync(path.join(dir, 'en/docs/faqs'), { recursive: true })
  return dir
}

const docAt = (pages: readonly PageData[], p: string) =>
  pages.find((page): page is DocPageData => page.kind === 'doc' && page.path === p)!
/** What a reader sees of a doc page, without the date (the file time of a copy differs by build). */
const shown = ({ lastUpdated: _, ...page }: DocPageData) => page

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-dev-site-'))
})
afterAll(() => {
  for (const dir of sites) dropBuildCaches(dir)
  fs.rmSync(work, { recursive: true, force: true })
})

describe('the dev server’s content', () => {
  it('starts from the docs’ outlines and compiles a doc when its page or data chunk is asked for, as the whole model has it', async () => {
    const dir = site()
    const dev = new DevSite(dir)
    await dev.outline()
    const whole = await buildSiteModel(dir)
    // The outline knows every page, with titles, sidebars and pagers, but not the docs' bodies.
    expect(dev.model!.pages.map((p) => p.path)).toEqual(whole.pages.map((p) => p.path))
    const outlined = docAt(dev.model!.pages, '/docs/faqs/deepl')
    expect(outlined.html).toBe('')
    expect(outlined.title).toBe(docAt(whole.pages, '/docs/faqs/deepl').title)

    // Asked for, the page is compiled, with the links and headings the whole model gives it; so is
    // the untranslated English page made from the same file.
    const filled = dev.page('zh-Hans', routeKey('/docs/faqs/deepl')) as DocPageData
    expect(filled.html).toContain('DeepL 有时报错')
    expect(shown(filled)).toEqual(shown(docAt(whole.pages, '/docs/faqs/deepl')))
    expect(shown(dev.page('en', routeKey('/en/docs/faqs/deepl')) as DocPageData)).toEqual(
      shown(docAt(whole.pages, '/en/docs/faqs/deepl')),
    )

    // A page reached by client navigation is compiled when its data chunk is fetched.
    const list = JSON.parse((await dev.file(pageListFile('zh-Hans')))!.body) as Record<
      string,
      string
    >
    const chunk = await dev.file(dataChunkPath(list[routeKey('/docs/guides/panel')]!))
    const panel = docAt(whole.pages, '/docs/guides/panel')
    expect(panel.html.length).toBeGreaterThan(20)
    expect(chunk!.body).toContain(JSON.stringify(panel.html).slice(1, 40))
  })

  it('answers search files only from the whole model, which reports the content’s problems', async () => {
    const dir = site()
    const deepl = path.join(dir, 'zh-Hans/docs/faqs/deepl.md')
    fs.appendFileSync(deepl, '\n[去向不明](./nowhere.md)\n')
    const dev = new DevSite(dir)
    // A broken link is in a doc's body, which the outline does not read: the site is served.
    await dev.outline()
    expect(dev.model).not.toBeNull()
    let answered = false
    const root = dev.file(searchRootFile('zh-Hans')).then((file) => {
      answered = true
      return file
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(answered).toBe(false)
    const problems = await dev.rebuild().then(
      () => [],
      (error: unknown) => (error as ContentError).problems,
    )
    expect(problems.map((p) => `${path.basename(p.file ?? '')} ${p.message}`)).toEqual([
      'deepl.md link to "zh-Hans/docs/faqs/nowhere.md" leads nowhere',
    ])
    // The search files come once the whole model was tried; once it is made, the page is complete.
    expect((await root)?.type).toBe('application/json')
    fs.writeFileSync(
      deepl,
      fs.readFileSync(deepl, 'utf8').replace('[去向不明](./nowhere.md)', '不再有坏链接'),
    )
    await dev.rebuild()
    expect((dev.page('zh-Hans', routeKey('/docs/faqs/deepl')) as DocPageData).html).toContain(
      '不再有坏链接',
    )
    expect(dev.model!.outlines).toBeUndefined()
  })

  it('makes the whole model again when a file changed while it was being made', async () => {
    const dir = site()
    const file = path.join(dir, 'zh-Hans/docs/pricing.md')
    let edited = false
    // The edit lands after the files were compiled, as a save during a large site's compile does.
    const dev = new DevSite(dir, async (sources, baseUrl, facts) => {
      const out = await compileResults(sources, baseUrl, facts)
      if (!edited) {
        edited = true
        fs.appendFileSync(file, '\n建模时加的一句。\n')
        // The watcher reports it: a text edit is patched into the model served now, and the model
        // being made must not undo it.
        expect(dev.update(['zh-Hans/docs/pricing.md'])).toBe(true)
      }
      return out
    })
    await dev.outline()
    await dev.rebuild()
    expect(edited).toBe(true)
    expect(docAt(dev.model!.pages, '/docs/pricing').html).toContain('建模时加的一句')
    expect(dev.model!.outlines).toBeUndefined()
  })
})
