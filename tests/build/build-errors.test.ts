import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '../../scripts/site-build.ts'

const run = promisify(execFile)
const FIXTURE = path.join(ROOT, 'tests/fixtures/content/site-basic')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
let work: string

/** Every file of a folder with a hash of its bytes: "exactly as it was" means this is unchanged. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const abs = path.join(d, e.name)
      if (e.isDirectory()) walk(abs)
      else out[path.relative(dir, abs)] = createHash('sha256').update(fs.readFileSync(abs)).digest('hex')
    }
  }
  walk(dir)
  return out
}

/** Copies the fixture site, applies `edit` to it, and runs the real build CLI on it. */
async function buildBroken(name: string, edit: (dir: string) => void) {
  const content = path.join(work, name)
  fs.cpSync(FIXTURE, content, { recursive: true })
  edit(content)
  const out = path.join(work, `${name}-dist`)
  fs.mkdirSync(path.join(out, 'docs'), { recursive: true })
  fs.writeFileSync(path.join(out, 'index.html'), '<p>previous build</p>')
  fs.writeFileSync(path.join(out, 'docs', 'page.html'), '<p>previous page</p>')
  const before = snapshot(out)
  const result = await run(TSX, ['scripts/build.ts', '--content', content, '--out', out], { cwd: ROOT }).then(
    (r) => ({ code: 0, output: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, output: e.stdout + e.stderr }),
  )
  expect(snapshot(out), 'the previous dist/ is left exactly as it was').toEqual(before)
  return { ...result, rel: (p: string) => path.relative(ROOT, path.join(content, p)) }
}

const edit = (dir: string, rel: string, fn: (text: string) => string) => {
  const file = path.join(dir, rel)
  fs.writeFileSync(file, fn(fs.readFileSync(file, 'utf8')))
}

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-build-errors-'))
})
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

describe('scripts/build: bad input fails with file:line:col, a hint, and an untouched dist/', () => {
  it('reports bad and unknown front matter', async () => {
    const r = await buildBroken('frontmatter', (d) => {
      edit(d, 'zh-Hans/docs/log.md', (t) => t.replace('title: 更新日志', 'title: 更新日志\ntoc_max_heading_level: 9\ncolour: blue'))
    })
    expect(r.code).not.toBe(0)
    expect(r.output).toContain(`${r.rel('zh-Hans/docs/log.md')}:3:24 front matter toc_max_heading_level`)
    expect(r.output).toContain('(got 9)')
    expect(r.output).toContain(`${r.rel('zh-Hans/docs/log.md')}:4:1 front matter key "colour" is not known`)
    expect(r.output).toMatch(/hint: remove "colour" or use one of: title, description/u)
  })

  it('reports an unknown sidebar id with a suggestion', async () => {
    const r = await buildBroken('sidebar', (d) => edit(d, 'sidebars.ts', (t) => t.replace("'faqs/deepl'", "'faqs/deep'")))
    expect(r.code).not.toBe(0)
    expect(r.output).toMatch(new RegExp(`${r.rel('sidebars.ts')}:3:\\d+ sidebar "faqsSideBar" names doc id "faqs/deep"`, 'u'))
    expect(r.output).toMatch(/hint: did you mean .*"faqs\/deepl"/u)
  })

  it('reports two files that make one route', async () => {
    const r = await buildBroken('duplicate', (d) => fs.copyFileSync(path.join(d, 'zh-Hans/docs/faqs/index.md'), path.join(d, 'zh-Hans/docs/faqs.md')))
    expect(r.code).not.toBe(0)
    expect(r.output).toMatch(/both make the route \/docs\/faqs\//u)
    expect(r.output).toContain('hint: rename or remove one of them')
  })

  it('reports a broken link and a broken anchor', async () => {
    const r = await buildBroken('links', (d) => {
      edit(d, 'en/docs/faqs/index.md', (t) => t.replace('./deepl.md#fix', './deepl.md#nowhere').concat('\n[gone](../guides/missing.md)\n'))
    })
    expect(r.code).not.toBe(0)
    expect(r.output).toContain(`${r.rel('en/docs/faqs/index.md')}:8:3 anchor "#nowhere" does not exist on /en/docs/faqs/deepl`)
    expect(r.output).toContain('hint: use one of #fix')
    expect(r.output).toMatch(new RegExp(`${r.rel('en/docs/faqs/index.md')}:10:1 link to "en/docs/guides/missing.md" leads nowhere`, 'u'))
  })

  it('reports a missing image', async () => {
    const r = await buildBroken('image', (d) => fs.rmSync(path.join(d, 'zh-Hans/docs/guides/img/panel.svg')))
    expect(r.code).not.toBe(0)
    expect(r.output).toContain(`${r.rel('zh-Hans/docs/guides/panel.md')}:8:1 file "./img/panel.svg" does not exist`)
  })

  it('reports raw HTML outside the safe list', async () => {
    const r = await buildBroken('html', (d) => edit(d, 'zh-Hans/docs/log.md', (t) => `${t}\n<script>alert(1)</script>\n\n<kbd class="x">K</kbd>\n`))
    expect(r.code).not.toBe(0)
    expect(r.output).toContain(`${r.rel('zh-Hans/docs/log.md')}:8:1 raw HTML <script> is not allowed`)
    expect(r.output).toContain('hint: use Markdown instead, or one of the allowed tags: details, summary, kbd, br, sup, sub, mark')
    expect(r.output).toContain(`${r.rel('zh-Hans/docs/log.md')}:10:1 attributes on <kbd> are not allowed`)
  })

  it('reports an unknown fact, a version the changelog lacks and a typed price, each with its place and a hint', async () => {
    const r = await buildBroken('facts', (d) => {
      fs.writeFileSync(path.join(d, 'facts.yml'), 'vip-price-lifetime:\n  value: ¥98\n  source: price list\nlatest-version:\n  value: 11.6.0\n  source: changelog\n')
      edit(d, 'en/docs/log.md', (t) => `${t}\n## 11.6.0\n`)
      edit(d, 'en/docs/pricing.md', (t) => `${t}\nLifetime: :fact[vip-price-lifetime]. Yearly: :fact[vip-price-yearly]. Packages: ¥80.\n`)
      edit(d, 'en/docs/faqs/deepl.md', (t) => `${t}\nFixed in :fact[latest-version] and 11.5.3.\n`)
    })
    expect(r.code).not.toBe(0)
    expect(r.output).toContain(`${r.rel('en/docs/pricing.md')}:8:46 unknown fact "vip-price-yearly"`)
    expect(r.output).toMatch(/hint: did you mean "vip-price-lifetime"\? known facts \(.*facts\.yml\): latest-version, vip-price-lifetime/u)
    expect(r.output).toContain(`${r.rel('en/docs/pricing.md')}:8:81 price "¥80" is not written from the facts file`)
    expect(r.output).toContain(`${r.rel('en/docs/faqs/deepl.md')}:12:36 version 11.5.3 is not in the changelog`)
    expect(r.output).toContain('hint: name a version that content/en/docs/log/ lists (nearest: 11.6.0), or add the release to the changelog first')
    expect(r.output).not.toContain('version 11.6.0')
    expect(r.output).toMatch(/3 content errors found; the previous build was left untouched\./u)
  })

  it('reports every problem of a build at once', async () => {
    const r = await buildBroken('many', (d) => {
      edit(d, 'zh-Hans/docs/log.md', (t) => t.replace('title: 更新日志', 'titel: 更新日志'))
      edit(d, 'en/docs/pricing.md', (t) => `${t}\n[x](./nope.md)\n`)
      fs.rmSync(path.join(d, 'en/docs/guides/img/panel.svg'))
    })
    expect(r.code).not.toBe(0)
    expect(r.output).toContain('front matter key "titel" is not known')
    expect(r.output).toContain('link to "en/docs/nope.md" leads nowhere')
    expect(r.output).toContain('file "./img/panel.svg" does not exist')
    expect(r.output).toMatch(/\d+ content errors found; the previous build was left untouched\./u)
  })
})
