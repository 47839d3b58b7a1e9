import { describe, expect, it } from 'vitest'
import { highlightTerms, withoutHighlight } from '../../../../../src/search-ui/highlight/params.ts'

describe('src/search-ui/highlight/params', () => {
  it('reads the terms from the router-parsed query: one string, or an array for repeated parameters', () => {
    expect(highlightTerms({ _highlight: '截图', x: 1 })).toEqual(['截图'])
    expect(highlightTerms({ _highlight: ['deepl', 'api key'] })).toEqual(['deepl', 'api key'])
    expect(highlightTerms({})).toEqual([])
  })

  it('turns terms the router decoded as JSON back into text, and ignores objects', () => {
    expect(highlightTerms({ _highlight: [11.6, true, 'v11'] })).toEqual(['11.6', 'true', 'v11'])
    expect(highlightTerms({ _highlight: { a: 1 } })).toEqual([])
    expect(highlightTerms({ _highlight: null })).toEqual([])
  })

  it('keeps hostile terms as plain strings', () => {
    expect(highlightTerms({ _highlight: '<img src=x onerror=alert(1)>' })).toEqual([
      '<img src=x onerror=alert(1)>',
    ])
  })

  it('removes the terms and keeps other parameters and the hash', () => {
    expect(withoutHighlight('/sub/docs/x?_highlight=a&_highlight=b&theme=dark#part')).toBe(
      '/sub/docs/x?theme=dark#part',
    )
    expect(withoutHighlight('/docs/x?_highlight=a#%E6%AE%B5')).toBe('/docs/x#%E6%AE%B5')
  })
})
