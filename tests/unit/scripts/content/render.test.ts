import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../../../../scripts/content/markdown/render.ts'
import { ROOT } from '../../../../scripts/site-build.ts'

const DIR = path.join(ROOT, 'tests/fixtures/markdown')
const cases = fs.readdirSync(DIR).filter((f) => f.endsWith('.md'))

/**
 * Golden files: `<case>.md` renders to `<case>.golden.json` (HTML, headings, links, sections).
 * `UPDATE=1 npx vitest run tests/unit/scripts/content/render.test.ts` writes them after a deliberate
 * change (review the diff); without it a missing golden file fails.
 */
describe('scripts/content/markdown/render', () => {
  it.each(cases)('%s matches its golden output', (name) => {
    const file = path.join(DIR, name)
    const result = renderMarkdown(fs.readFileSync(file, 'utf8'), {
      file,
      locale: 'zh-Hans',
      baseUrl: '/',
    })
    const actual = {
      html: result.html,
      excerptHtml: result.excerptHtml,
      headings: result.headings,
      links: result.links.map(({ token, kind, target, anchor }) => ({
        token,
        kind, // Route targets are site paths; only file targets depend on where the checkout lives.
        target: kind === 'file' ? path.relative(DIR, target) : target,
        anchor,
      })),
      sections: result.sections,
      problems: result.problems.map((p) => `${p.line}:${p.column} ${p.message}`),
    }
    const golden = file.replace(/\.md$/u, '.golden.json')
    if (process.env.UPDATE) fs.writeFileSync(golden, `${JSON.stringify(actual, null, 2)}\n`)
    expect(
      fs.existsSync(golden),
      `${path.relative(ROOT, golden)} is missing; write it with UPDATE=1 and review it`,
    ).toBe(true)
    expect(actual).toEqual(JSON.parse(fs.readFileSync(golden, 'utf8')))
  })

  it('renders admonitions, highlighted lines and heading anchors as the theme expects', () => {
    const render = (md: string) =>
      renderMarkdown(md, { file: path.join(DIR, 'x.md'), locale: 'en', baseUrl: '/' }).html
    expect(render(':::tip[Careful]\nBody\n:::')).toContain(
      '<div class="admonition admonition-tip" role="note"><p class="admonition-title">Careful</p>',
    )
    expect(render('```js {2}\na\nb\n```')).toContain('<span class="line hl">b</span>')
    expect(render('## Hello {#hi}')).toContain(
      '<h2 id="hi" class="anchor">Hello<a class="hash-link" href="#hi" aria-label="Direct link to Hello"',
    )
  })

  it('keeps Chinese characters in generated heading ids and de-duplicates them', () => {
    const { headings } = renderMarkdown('## 截图翻译\n\n## 截图翻译', {
      file: path.join(DIR, 'x.md'),
      locale: 'zh-Hans',
      baseUrl: '/',
    })
    expect(headings.map((h) => h.id)).toEqual(['截图翻译', '截图翻译-1'])
  })

  it('refuses unsafe raw HTML, unknown admonitions and anchors that are not on the page', () => {
    const { problems } = renderMarkdown(
      '<iframe src="x"></iframe>\n\n:::caution\nx\n:::\n\n[a](#nope)',
      { file: path.join(DIR, 'x.md'), locale: 'en', baseUrl: '/' },
    )
    expect(problems.map((p) => p.message)).toEqual([
      'raw HTML <iframe> is not allowed',
      'unknown admonition ":::caution"',
      'anchor "#nope" does not exist on this page',
    ])
  })
})
