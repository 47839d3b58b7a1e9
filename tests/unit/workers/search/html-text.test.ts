import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../../../../scripts/content/markdown/render.ts'
import { ROOT } from '../../../../scripts/site-build.ts'
import type { SerializedSection } from '../../../../src/shared/search/index-format.ts'
import {
  decodeEntities,
  htmlParts,
  htmlText,
  sectionTexts,
} from '../../../../workers/search/html-text.ts'

const DIR = path.join(ROOT, 'tests/fixtures/markdown')

/** What the build indexes and what the worker reads back from the HTML, for one Markdown file. */
function bothWays(markdown: string, locale: 'zh-Hans' | 'en' = 'en') {
  const result = renderMarkdown(markdown, { file: path.join(DIR, 'x.md'), locale, baseUrl: '/' })
  const sections = result.sections.map((s): SerializedSection => [s.id ? `#${s.id}` : '', s.title])
  return {
    built: result.sections.map((s) => s.text.trim()),
    read: sectionTexts(sections, htmlParts(result.html)),
  }
}

describe('workers/search/html-text', () => {
  it('decodes character references, leaving unknown ones as written', () => {
    expect(
      decodeEntities(
        'a &#x26; b &#38; &lt;c&gt; &quot;d&quot; &nbsp;&hellip; &#x1F600; &#0; &bogus; & x',
      ),
    ).toBe('a & b & <c> "d" \u00a0… 😀 \ufffd &bogus; & x')
  })

  it('reads text out of HTML: no heading links, copy buttons or footnote marks; alt texts kept; blocks apart, inline tags not', () => {
    const html =
      '<h4 id="x" class="anchor">Deep<a class="hash-link" href="#x" aria-label="Direct link" title="t">#</a></h4>\n' +
      '<p>one<em>two</em> <code>C&#x3C;T></code><sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref>1</a></sup></p><p>three</p>' +
      '<div class="code-block" data-lang="js"><pre class="code" tabindex="0"><code class="language-js"><span class="line">let a</span>\n<span class="line">b</span></code></pre>' +
      '<button type="button" class="copy-code" aria-label="Copy code" data-copied="Copied">Copy</button></div>' +
      '<p><img src="/a.png" alt="A &#x26; B">x<br>y</p><!-- hidden --><script>alert(1)</script>'
    expect(htmlText(html)).toBe('Deep onetwo C<T> three let a b A & B x y')
  })

  it('cuts HTML at h1–h3 ids into parts, footnotes going with the part that refers to them', () => {
    const html =
      '<p>Intro<sup><a href="#user-content-fn-n" id="user-content-fnref-n" data-footnote-ref aria-describedby="footnote-label">1</a></sup>.</p>\n' +
      '<h2 id="a&#x26;b" class="anchor">A<a class="hash-link" href="#a%26b">#</a></h2><p>Body A</p>' +
      '<h4 id="deep" class="anchor">Deep</h4><p>still A</p>' +
      '<h3 id="c" class="anchor">C</h3><p>Body C</p>' +
      '<section data-footnotes class="footnotes"><h2 class="sr-only" id="footnote-label">Footnotes</h2><ol>' +
      '<li id="user-content-fn-n"><p>The note. <a href="#user-content-fnref-n" data-footnote-backref="" class="data-footnote-backref">↩</a></p></li></ol></section>'
    expect(htmlParts(html)).toEqual([
      ['', '', 'Intro. The note.'],
      ['a&b', 'A', 'Body A Deep still A'],
      ['c', 'C', 'Body C'],
    ])
  })

  it('aligns parts with the sections of the index; a heading that opens no section stays in the one before', () => {
    const sections: SerializedSection[] = [
      ['', ''],
      ['#a', 'A'],
      ['#b', 'B'],
      ['#c', 'C'],
    ]
    const parts: [string, string, string][] = [
      ['', '', 'intro'],
      ['a', 'A', 'text a'],
      ['nested', 'Nested', 'inside a'],
      ['c', 'C', 'text c'],
    ]
    expect(sectionTexts(sections, parts)).toEqual(['intro', 'text a Nested inside a', '', 'text c'])
    expect(
      sectionTexts(
        [['', '']],
        [
          ['', '', 'only'],
          ['x', 'X', 'more'],
        ],
      ),
    ).toEqual(['only X more'])
    expect(sectionTexts([], [['', '', 'only']])).toEqual([])
  })

  it.each(fs.readdirSync(DIR).filter((f) => f.endsWith('.md')))(
    'reads the section texts the build indexed from the HTML of %s',
    (name) => {
      const { built, read } = bothWays(fs.readFileSync(path.join(DIR, name), 'utf8'), 'zh-Hans')
      expect(read).toHaveLength(built.length)
      // The HTML says a little more (default admonition titles, raw HTML, link placeholders spelled
      // out); every word the build indexed is there, in the same section.
      const words = (text: string) => text.split(/[\s\p{P}\p{S}]+/u).filter(Boolean)
      built.forEach((text, i) => {
        const have = new Set(words(read[i]!))
        expect(
          words(text).filter((w) => !have.has(w)),
          `section ${i}: ${read[i]}`,
        ).toEqual([])
      })
    },
  )

  it('reads the same text as the build from ordinary Markdown', () => {
    const markdown = [
      'Intro with **bold**, `code` and a [link](https://example.com) & more.',
      '',
      '## First {#first}',
      '',
      'Para one.',
      '',
      '- item a',
      '- item b',
      '',
      '#### Deeper',
      '',
      '```js',
      'const a = 1 < 2',
      '```',
      '',
      '### Second',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      '> quoted ![alt text](https://example.com/x.png)',
    ].join('\n')
    const { built, read } = bothWays(markdown)
    expect(read).toEqual(built)
  })
})
