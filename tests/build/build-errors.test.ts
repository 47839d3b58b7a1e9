import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '../../scripts/site-build.ts'
import { snapshot } from './support/snapshot.ts'

const run = promisify(execFile)
const FIXTURE = path.join(ROOT, 'tests/fixtures/content/site-basic')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
let work: string

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
  const result = await run(TSX, ['scripts/build.ts', '--content', content, '--out', out], {
    cwd: ROOT,
  }).then(
    (r) => ({ code: 0, output: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      output: e.stdout + e.stderr,
    }),
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
      edit(d, 'zh-Hans/docs/log.md', (t) =>
        t.replace('title: 更新日志', 'title: 更新日志\ntoc_max_heading_level: 9\ncolour: blue'),
      )
    })
    expect(r.code).not.toBe(0)
    expect(r.output).toContain(
      `${r.rel('zh-Hans/docs/log.md')}:3:24 front matter toc_max_heading_level`,
    )
    expect(r.output).toContain('(got 9)')
    expect(r.output).toContain(
      `${r.rel('zh-Hans/docs/log.md')}:4:1 front matter key "colour" is not known`,
    )
    expect(r.output).toMatch(/hint: remove "colour" or use one of: title, description/u)
  })

  it('reports an unknown sidebar id with a suggestion', async () => {
    const r = await buildBroken('sidebar', (d) =>
      edit(d, 'sidebars.ts', (t) => t.replace("'faqs/deepl'", "'faqs/deep'")),
    )
    expect(r.code).not.toBe(0)
    expect(r.output).toMatch(
      new RegExp(
        `${r.rel('sidebars.ts')}:3:\\d+ sidebar "faqsSideBar" names doc id "faqs/deep"`,
        'u',
      ),
    )
    expect(r.output).toMatch(/hint: did you mean .*"faqs\/deepl"/u)
  })

  it('reports two files that make one route', async () => {
    const r = await buildBroken('duplicate', (d) =>
      fs.copyFileSync(
        path.join(d, 'zh-Hans/docs/faqs/index.md'),
        path.join(d, 'zh-Hans/docs/faqs.md'),
      ),
    )
    expect(r.code).not.toBe(0)
    expect(r.output).toMatch(/both make the route \/docs\/faqs\//u)
    expect(r.output).toContain('hint: rename or remove one of them')
  })

  it('reports a broken link and a broken anchor', async () => {
    const r = await buildBroken('links', (d) => {
      edit(d, 'en/docs/faqs/index.md', (t) =>
        t
          .replace('./deepl.md#fix', './deepl.md#nowhere')
          .concat('\n[gone](../guides/missing.md)\n'),
      )
    })
    expect(r.code).not.toBe(0)
    expect(r.output).toContain(
      `${r.rel('en/docs/faqs/index.md')}:8:3 anchor "#nowhere" does not exist on /en/docs/faqs/deepl`,
    )
    expect(r.output).toContain('hint: use one of #fix')
    expect(r.output).toMatch(
      new RegExp(
        `${r.rel('en/docs/faqs/index.md')}:10:1 link to "en/docs/guides/missing.md" leads nowhere`,
        'u',
      ),
    )
  })

  it('reports a missing image', async () => {
    const r = await buildBroken('image', (d) =>
      fs.rmSync(path.join(d, 'zh-Hans/docs/guides/img/panel.svg')),
    )
    expect(r.code).not.toBe(0)
    expect(r.output).toContain(
      `${r.rel('zh-Hans/docs/guides/panel.md')}:8:1 file "./img/panel.svg" does not exist`,
    )
  })

  it('reports raw HTML outside the safe list', async () => {
    const r = await buildBroken('html', (d) =>
      edit(
        d,
        'zh-Hans/docs/log.md',
        (t) => `${t}\n<script>alert(1)</script>\n\n<kbd class="x">K</kbd>\n`,
      ),
    )
    expect(r.code).not.toBe(0)
    expect(r.output).toContain(
      `${r.rel('zh-Hans/docs/log.md')}:8:1 raw HTML <script> is not allowed`,
    )
    expect(r.output).toContain(
      'hint: use Markdown instead, or one of the allowed tags: details, summary, kbd, br, sup, sub, mark',
    )
    expect(r.output).toContain(
      `${r.rel('zh-Hans/docs/log.md')}:10:1 attributes on <kbd> are not allowed`,
    )
  })

  it('reports an unknown fact, a version the changelog lacks and a typed price, each with its place and a hint', async () => {
    const r = await buildBroken('facts', (d) => {
      fs.writeFileSync(
        path.join(d, 'facts.yml'),
        'vip-price-lifetime:\n  value: ¥98\n  source: price list\nlatest-version:\n  value: 11.6.0\n  source: changelog\n',
      )
      edit(d, 'en/docs/log.md', (t) => `${t}\n## 11.6.0\n`)
      edit(
        d,
        'en/docs/pricing.md',
        (t) =>
          `${t}\nLifetime: :fact[vip-price-lifetime]. Yearly: :fact[vip-price-yearly]. Packages: ¥80.\n`,
      )
      edit(d, 'en/docs/faqs/deepl.md', (t) => `${t}\nFixed in :fact[latest-version] and 11.5.3.\n`)
    })
    expect(r.code).not.toBe(0)
    expect(r.output).toContain(
      `${r.rel('en/docs/pricing.md')}:8:46 unknown fact "vip-price-yearly"`,
    )
    expect(r.output).toMatch(
      /hint: did you mean "vip-price-lifetime"\? known facts \(.*facts\.yml\): latest-version, vip-price-lifetime/u,
    )
    expect(r.output).toContain(
      `${r.rel('en/docs/pricing.md')}:8:81 price "¥80" is not written from the facts file`,
    )
    expect(r.output).toContain(
      `${r.rel('en/docs/faqs/deepl.md')}:12:36 version 11.5.3 is not in the changelog`,
    )
    expect(r.output).toContain(
      'hint: name a version that content/en/docs/log/ lists (nearest: 11.6.0), or add the release to the changelog first',
    )
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

  it('reports YAML errors at their cause once per file, unsafe content and bad UTF-8 at their place, in one build', async () => {
    const r = await buildBroken('causes', (d) => {
      edit(d, 'zh-Hans/docs/log.md', (t) =>
        t.replace('description: 更新日志', 'keywords: [更新, 日志\ndescription: 更新日志'),
      )
      edit(d, 'tags.yml', (t) => t.replace('  label:', '  label\n    x: 1'))
      edit(
        d,
        'en/docs/log.md',
        (t) =>
          `${t}\n[x](javascript:alert(1))\n\n<!--> <img src=x onerror=alert(1)> -->\n\n:::warning\nThe rest of the page.\n`,
      )
      fs.appendFileSync(
        path.join(d, 'en/docs/pricing.md'),
        Buffer.from([0x0a, 0x61, 0xc3, 0x28, 0x0a]),
      )
    })
    expect(r.code).not.toBe(0)
    // Front matter: the first cause only, where it is, without the parser's own line numbers.
    const zhLog = r.rel('zh-Hans/docs/log.md')
    expect(r.output.split('\n').filter((l) => l.startsWith(zhLog))).toEqual([
      `${zhLog}:3:11 front matter is not valid YAML: the bracket [ opened here is never closed`,
    ])
    expect(r.output).not.toMatch(/at line \d+, column \d+/u)
    // tags.yml: its one error, and no "unknown tag" in the posts that use it.
    expect(r.output).toContain(
      `${r.rel('tags.yml')}:2:3 tag file is not valid YAML: Implicit keys need to be on a single line`,
    )
    expect(r.output).not.toContain('unknown tag')
    // Unsafe content, each at its place.
    const enLog = r.rel('en/docs/log.md')
    const lineOf = (start: string) =>
      fs
        .readFileSync(path.join(work, 'causes/en/docs/log.md'), 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith(start)) + 1
    expect(r.output).toContain(
      `${enLog}:${lineOf('[x]')}:1 link "javascript:alert(1)" uses the scheme "javascript:", which is not allowed`,
    )
    expect(r.output).toContain(
      `${enLog}:${lineOf('<!-->')}:5 HTML comment "<!-->" or "<!--->" ends at once in a browser`,
    )
    expect(r.output).toContain(`${enLog}:${lineOf('<!-->')}:7 raw HTML <img> is not allowed`)
    expect(r.output).toContain(
      `${enLog}:${lineOf(':::warning')}:1 ":::warning" is never closed, so it takes in the rest of the page`,
    )
    expect(r.output).toMatch(
      new RegExp(`${r.rel('en/docs/pricing.md')}:\\d+:2 the file is not valid UTF-8 here`, 'u'),
    )
    expect(r.output).toContain('7 content errors found')
  })

  it('reports a config file that does not parse at its line and column, never with a stack trace', async () => {
    const r = await buildBroken('config', (d) =>
      edit(d, 'site.config.ts', (t) => t.replace("baseUrl: '/',", "baseUrl: '/'',")),
    )
    expect(r.code).not.toBe(0)
    expect(r.output).toMatch(
      new RegExp(`${r.rel('site.config.ts')}:\\d+:\\d+ site.config.ts does not parse: `, 'u'),
    )
    expect(r.output).not.toMatch(/^\s+at /mu)
  })

  it('reports a content folder that imports the site code from outside the repository, and one that does not exist', async () => {
    const r = await buildBroken('imports', (d) =>
      edit(
        d,
        'sidebars.ts',
        (t) =>
          `import { defineSidebars } from '../src/shared/config/define.ts'\n${t.replace('export default {', 'export default defineSidebars({').replace(/\}\s*$/u, '})\n')}`,
      ),
    )
    expect(r.code).not.toBe(0)
    expect(r.output).toContain(
      `${r.rel('sidebars.ts')}:1:33 sidebars.ts cannot import "../src/shared/config/define.ts": there is no such file from this folder`,
    )
    expect(r.output).not.toMatch(/^\s+at /mu)
    const missing = await buildBroken('missing', (d) => fs.rmSync(d, { recursive: true }))
    expect(missing.code).not.toBe(0)
    expect(missing.output).toContain(`${missing.rel('')} the content folder does not exist`)
  })
})
