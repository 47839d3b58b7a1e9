// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import {
  cleanTerms,
  markTerms,
  matchRanges,
  MAX_TERMS_LENGTH,
  unmarkTerms,
} from '../../../../../src/search-ui/highlight/mark-terms.ts'

function content(html: string): HTMLElement {
  const el = document.createElement('div')
  el.className = 'markdown'
  el.innerHTML = html
  document.body.replaceChildren(el)
  return el
}

const marked = (el: Element) =>
  [...el.querySelectorAll('mark[data-search-highlight]')].map((m) => m.textContent)

describe('src/search-ui/highlight/mark-terms', () => {
  it('marks every occurrence, ignoring case, and keeps the text as written', () => {
    const el = content('<p>DeepL limits: the deepl API and <b>DEEPL</b> Pro.</p>')
    const marks = markTerms([el], ['deepl'])
    expect(marks.map((m) => m.textContent)).toEqual(['DeepL', 'deepl', 'DEEPL'])
    expect(el.textContent).toBe('DeepL limits: the deepl API and DEEPL Pro.')
    expect(el.querySelector('b')!.innerHTML).toBe('<mark data-search-highlight="">DEEPL</mark>')
  })

  it('marks Chinese terms inside longer runs, and merges overlapping or touching terms', () => {
    const el = content('<p>划词翻译支持截图翻译。</p>')
    markTerms([el], ['划词', '词翻译', '截图'])
    expect(marked(el)).toEqual(['划词翻译', '截图'])
    expect(el.textContent).toBe('划词翻译支持截图翻译。')
  })

  it('treats terms as text: markup and regular-expression characters in a term match only themselves', () => {
    const el = content(
      '<p>Use C++ (not C) and a.b, plus &lt;img src=x onerror=alert(1)&gt; as text.</p>',
    )
    const before = document.querySelectorAll('img').length
    markTerms([el], ['c++', '(not', 'a.b', '<img src=x onerror=alert(1)>', '.*'])
    expect(marked(el)).toEqual(['C++', '(not', 'a.b', '<img src=x onerror=alert(1)>'])
    expect(document.querySelectorAll('img').length).toBe(before)
    expect(el.querySelector('mark:nth-of-type(4)')!.innerHTML).toBe(
      '&lt;img src=x onerror=alert(1)&gt;',
    )
  })

  it('leaves code in buttons, scripts and styles alone but marks code blocks', () => {
    const el = content(
      '<pre><code>api key</code></pre><button>api key</button><style>.api{}</style><p>api</p>',
    )
    markTerms([el], ['api'])
    expect(marked(el)).toEqual(['api', 'api'])
    expect(el.querySelector('button')!.innerHTML).toBe('api key')
  })

  it('unmarks back to the original text nodes', () => {
    const el = content('<p>Search the <em>search</em> page</p>')
    const html = el.innerHTML
    markTerms([el], ['search'])
    expect(marked(el)).toHaveLength(2)
    unmarkTerms([el])
    expect(el.innerHTML).toBe(html)
    expect(el.querySelector('p')!.childNodes).toHaveLength(3)
  })

  it('does nothing for empty or blank terms', () => {
    const el = content('<p>text</p>')
    expect(markTerms([el], ['', '  '])).toEqual([])
    expect(el.innerHTML).toBe('<p>text</p>')
  })
})

describe('matchRanges', () => {
  it('finds overlapping occurrences of one term', () => {
    expect(matchRanges('aaa', ['aa'])).toEqual([[0, 3]])
  })
  it('merges ranges that touch, keeps apart those that do not', () => {
    expect(matchRanges('abcd', ['ab', 'cd'])).toEqual([[0, 4]])
    expect(matchRanges('ab cd', ['ab', 'cd'])).toEqual([
      [0, 2],
      [3, 5],
    ])
  })
})

describe('cleanTerms', () => {
  it('trims, drops blanks and duplicates (any case), caps count and length', () => {
    expect(cleanTerms([' API ', 'api', '', 'Key'])).toEqual(['API', 'Key'])
    expect(cleanTerms(Array.from({ length: 30 }, (_, i) => `t${i}`))).toHaveLength(10)
    expect(cleanTerms(['x'.repeat(500)])[0]).toHaveLength(100)
  })

  it(`keeps at most ${MAX_TERMS_LENGTH} characters of all terms together, the last one cut, no character split`, () => {
    const terms = cleanTerms(Array.from({ length: 10 }, (_, i) => `${i}`.repeat(30)))
    expect(terms.map((t) => t.length)).toEqual([30, 30, 30, 10])
    expect(cleanTerms(['😀'.repeat(150)])[0]).toBe('😀'.repeat(100))
    expect(cleanTerms(['划词', '翻译']).join('')).toBe('划词翻译')
  })
})
