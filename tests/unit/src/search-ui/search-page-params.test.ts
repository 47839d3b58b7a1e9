import { describe, expect, it } from 'vitest'
import {
  addressQuery,
  MAX_ADDRESS_QUERY,
  paramText,
  withQuery,
} from '../../../../src/search-ui/SearchPage/use-search-page-params.ts'

describe('src/search-ui/SearchPage/use-search-page-params', () => {
  it('reads every query value the router decoded as text', () => {
    expect(paramText('api key')).toBe('api key')
    expect(paramText(11.6)).toBe('11.6')
    expect(paramText(true)).toBe('true')
    expect(paramText([1, 2])).toBe('[1,2]')
    expect(paramText(undefined)).toBeNull()
  })

  it('rewrites q only, keeping ctx, version and the hash', () => {
    expect(withQuery('/sub/en/search?q=a&ctx=docs%2Ffaqs&version=v2#top', '划词 翻译')).toBe(
      '/sub/en/search?q=%E5%88%92%E8%AF%8D+%E7%BF%BB%E8%AF%91&ctx=docs%2Ffaqs&version=v2#top',
    )
    expect(withQuery('/search?q=a&ctx=blog', '')).toBe('/search?ctx=blog')
    expect(withQuery('/search', '<img src=x>')).toBe('/search?q=%3Cimg+src%3Dx%3E')
  })

  it(`keeps at most ${MAX_ADDRESS_QUERY} characters of the query for the address, none cut in half`, () => {
    expect(addressQuery('deepl')).toBe('deepl')
    expect(addressQuery('a'.repeat(300_000))).toBe('a'.repeat(MAX_ADDRESS_QUERY))
    expect(addressQuery('😀'.repeat(300))).toBe('😀'.repeat(MAX_ADDRESS_QUERY))
    expect(Array.from(addressQuery('划'.repeat(201)))).toHaveLength(MAX_ADDRESS_QUERY)
  })
})
