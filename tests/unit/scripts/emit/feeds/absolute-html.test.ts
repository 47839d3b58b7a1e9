import { describe, expect, it } from 'vitest'
import { absolutizeHtml, absoluteUrlIn } from '../../../../../scripts/emit/feeds/absolute-html.ts'

const ORIGIN = 'https://example.org'
const POST = 'https://example.org/sub/blog/2025/06/14/post'

describe('scripts/emit/feeds/absolute-html', () => {
  it.each([
    ['/sub/docs/faqs/', 'https://example.org/sub/docs/faqs/'],
    ['#part', `${POST}#part`],
    ['img.png', 'https://example.org/sub/blog/2025/06/14/img.png'],
    ['../x', 'https://example.org/sub/blog/2025/06/x'],
    ['//cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['https://github.com/lmk123', 'https://github.com/lmk123'],
    ['mailto:a@example.org', 'mailto:a@example.org'],
    ['', ''],
  ])('resolves %j to %j', (value, expected) => {
    expect(absoluteUrlIn(value, ORIGIN, POST)).toBe(expected)
  })

  it('makes href, src and srcset absolute in any quoting, leaving other attributes alone', () => {
    const html = `<p><a href="/sub/docs/x" title="/not/a/url">x</a> <img src='/sub/assets/a.png' alt="a"> <img srcset="/sub/a.png 1x, /sub/b.png 2x" src=/sub/c.png></p>`
    expect(absolutizeHtml(html, ORIGIN, POST)).toBe(
      `<p><a href="https://example.org/sub/docs/x" title="/not/a/url">x</a> <img src="https://example.org/sub/assets/a.png" alt="a"> <img srcset="https://example.org/sub/a.png 1x, https://example.org/sub/b.png 2x" src="https://example.org/sub/c.png"></p>`,
    )
  })

  it('does not touch markup-like text, e.g. HTML shown in a code block', () => {
    const html = '<pre><code>&#x3C;a href="/docs/x">link&#x3C;/a></code></pre>'
    expect(absolutizeHtml(html, ORIGIN, POST)).toBe(html)
  })

  it('does not mistake an attribute value that looks like an attribute for one', () => {
    const html = `<a title=' href="/x"' href="/y">y</a>`
    expect(absolutizeHtml(html, ORIGIN, POST)).toBe(
      `<a title=' href="/x"' href="https://example.org/y">y</a>`,
    )
  })

  it('drops comments, heading anchors and copy buttons, which only make sense on the site', () => {
    const html = [
      '<p>intro</p>',
      '<!-- truncate -->',
      '<h2 id="a" class="anchor">A<a class="hash-link" href="#a" aria-label="A > B 的直接链接" title="标题的直接链接">#</a></h2>',
      '<div class="code-block"><pre><code>x</code></pre><button type="button" class="copy-code" aria-label="复制代码到剪贴板">复制</button></div>',
      '<p><a href="#a">#</a></p>',
    ].join('\n')
    expect(absolutizeHtml(html, ORIGIN, POST)).toBe(
      [
        '<p>intro</p>',
        '',
        '<h2 id="a" class="anchor">A</h2>',
        '<div class="code-block"><pre><code>x</code></pre></div>',
        `<p><a href="${POST}#a">#</a></p>`,
      ].join('\n'),
    )
  })
})
