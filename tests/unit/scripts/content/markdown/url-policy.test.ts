import { describe, expect, it } from 'vitest'
import { problemsOf, render } from './support.ts'

const SCHEME_HINT = 'use an http:, https: or mailto: URL, or a path on this site'

describe('scripts/content/markdown: URL policy', () => {
  it.each([
    [
      'an inline link',
      '[x](javascript:alert(1))',
      '1:1 link "javascript:alert(1)" uses the scheme "javascript:", which is not allowed',
    ],
    [
      'mixed case',
      'Read [x](JaVaScRiPt:alert(1)).',
      '1:6 link "JaVaScRiPt:alert(1)" uses the scheme "javascript:", which is not allowed',
    ],
    [
      'a tab hidden as a character reference',
      '[x](jav&#x09;ascript:alert(1))',
      '1:1 link "jav\\tascript:alert(1)" uses the scheme "javascript:", which is not allowed',
    ],
    [
      'a letter hidden as a character reference',
      '[x](&#106;avascript:1)',
      '1:1 link "javascript:1" uses the scheme "javascript:", which is not allowed',
    ],
    [
      'an autolink',
      'See <javascript:alert(1)>',
      '1:5 link "javascript:alert(1)" uses the scheme "javascript:", which is not allowed',
    ],
    [
      'a vbscript reference definition',
      '[x][d]\n\n[d]: vbscript:msgbox',
      '3:1 link definition "vbscript:msgbox" uses the scheme "vbscript:", which is not allowed',
    ],
    [
      'a data: image',
      '![pic](data:image/svg+xml,<svg>)',
      '1:1 image "data:image/svg+xml,<svg>" uses the scheme "data:", which is not allowed',
    ],
    [
      'a data: image by reference',
      '![pic][d]\n\n  [d]: data:image/png;base64,AA',
      '3:3 link definition "data:image/png;base64,AA" uses the scheme "data:", which is not allowed',
    ],
    [
      'a file: link',
      '[x](file:///etc/passwd)',
      '1:1 link "file:///etc/passwd" uses the scheme "file:", which is not allowed',
    ],
    [
      'a link inside a directive that is not ours',
      'a:b[[x](javascript:1)]',
      '1:5 link "javascript:1" uses the scheme "javascript:", which is not allowed',
    ],
  ])('refuses %s', (_, md, expected) => {
    expect(problemsOf(md)).toEqual([expected])
    expect(render(md).problems[0]!.hint).toBe(SCHEME_HINT)
    expect(render(md).html).not.toMatch(/(?:href|src)="(?:javascript|vbscript|data|file):/iu)
  })

  it.each([
    ['//evil.example/x', '1:1 link "//evil.example/x" leads to another site without saying how'],
    [
      '\\\\\\\\evil.example',
      '1:1 link "\\\\\\\\evil.example" leads to another site without saying how',
    ],
    ['/\\\\evil.example', '1:1 link "/\\\\evil.example" leads to another site without saying how'],
  ])('refuses the scheme-less link %s to another site', (url, expected) => {
    const { problems } = render(`[x](${url})`)
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([expected])
    expect(problems[0]!.hint).toBe('write the full https:// URL')
  })

  it('accepts http, https, mailto and paths on the site', () => {
    const md =
      '## Top\n\n[a](https://example.com) [b](http://example.com) [c](mailto:a@example.com) [d](/docs/faqs/) [e](#top) <https://example.com/x>\n\n[r]: https://example.com/ref'
    const { problems, html, links } = render(md)
    expect(problems).toEqual([])
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">a</a>',
    )
    expect(html).toContain('<a href="mailto:a@example.com">c</a>')
    expect(links.map((l) => [l.kind, l.target])).toEqual([['route', '/docs/faqs/']])
  })

  it('reports a malformed percent escape instead of stopping', () => {
    expect(problemsOf('[x](./a%zz.md)')).toEqual([
      '1:1 link "./a%zz.md" has a malformed percent escape',
    ])
    expect(problemsOf('![x](./a%zz.png)')).toEqual([
      '1:1 image "./a%zz.png" has a malformed percent escape',
    ])
  })
})
