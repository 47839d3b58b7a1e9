import { describe, expect, it } from 'vitest'
import { problemsOf, render } from './support.ts'

const SCRIPT = 'raw HTML <script> is not allowed'
const ABRUPT =
  'HTML comment "<!-->" or "<!--->" ends at once in a browser, so what follows it is live markup'

describe('scripts/content/markdown: raw HTML read as a browser reads it', () => {
  it.each([
    ['<!-->', '<!--> <script>alert(1)</script> -->', [`1:5 ${ABRUPT}`, `1:7 ${SCRIPT}`]],
    [
      '<!--->',
      '<!---> <img src=x onerror=alert(1)> -->',
      [`1:6 ${ABRUPT}`, '1:8 raw HTML <img> is not allowed'],
    ],
    [
      '<!-- a --!>',
      '<!-- a --!> <script>x</script> -->',
      [
        '1:11 HTML comment closed by "--!>": a browser ends it there, so what follows it is live markup',
        `1:13 ${SCRIPT}`,
      ],
    ],
    [
      'an inline <!-->',
      'a <!--> <b>x</b> --> b',
      [`1:7 ${ABRUPT}`, '1:9 raw HTML <b> is not allowed'],
    ],
    ['a comment inside a comment', '<!-- <!-- x -->', ['1:10 HTML comment holds "<!--"']],
    [
      'a processing instruction',
      '<?php echo 1 ?>',
      [
        '1:2 processing instruction "<?…>" is not HTML; a browser hides everything up to the next ">"',
      ],
    ],
    [
      'a CDATA section',
      '<![CDATA[ x ]]>',
      ['1:9 CDATA section "<![CDATA[…" is not HTML; a browser hides everything up to the next ">"'],
    ],
    [
      'a declaration',
      '<!ELEMENT x>',
      [
        '1:3 markup declaration "<!…>" is not a comment; a browser hides everything up to the next ">"',
      ],
    ],
    ['a doctype', '<!DOCTYPE html>', ['1:1 raw HTML <!DOCTYPE> is not allowed']],
    ['a stray closing tag of the page', 'a </div> b', ['1:3 raw HTML </div> is not allowed']],
    [
      'svg with a script',
      '<svg><script>x</script></svg>',
      ['1:1 raw HTML <svg> is not allowed', `1:6 ${SCRIPT}`],
    ],
    [
      'an event handler on a safe tag',
      'a<br/>b <kbd onclick="x">K</kbd>',
      ['1:9 attributes on <kbd> are not allowed (got "onclick="x"")'],
    ],
    [
      'a value on details open',
      '<details open="x">\n\n</details>',
      ['1:1 attributes on <details> are not allowed (got "open="x"")'],
    ],
    ['an unclosed safe tag', 'a <kbd>K b', ['1:3 <kbd> is never closed']],
    ['a closing tag with no opening', 'a </kbd> b', ['1:3 closing </kbd> has no opening <kbd>']],
    [
      'crossed tags',
      'a <kbd>x</mark> b',
      ['1:3 <kbd> is never closed', '1:9 closing </mark> has no opening <mark>'],
    ],
    [
      'a tag inside a list item',
      '- item\n\n  <details>\n  <summary>S</summary>\n  <div>x</div>\n  </details>',
      ['5:3 raw HTML <div> is not allowed'],
    ],
  ])('refuses %s', (_, md, expected) => {
    expect(problemsOf(md)).toEqual(expected)
  })

  it('accepts the safe tags, details open, upper case and plain comments, and leaves them as written', () => {
    const md =
      'Press <KBD>Ctrl</KBD> + <kbd>K</kbd>, H<sub>2</sub>O, x<sup>2</sup>, <mark>m</mark>.<br/>\n\n<details open>\n<summary>More</summary>\n\nBody\n\n</details>\n\n<!-- a note for authors -->'
    const { problems, html } = render(md)
    expect(problems).toEqual([])
    expect(html).toContain('<details open>\n<summary>More</summary>')
    expect(html).toContain('<!-- a note for authors -->')
  })

  it('reports a closing tag of a refused tag once, with its opening', () => {
    expect(problemsOf('<iframe src="x"></iframe>')).toEqual([
      '1:1 raw HTML <iframe> is not allowed',
    ])
  })
})
