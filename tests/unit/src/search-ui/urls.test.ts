import { describe, expect, it } from 'vitest'
import { resultHref, searchPageHref, versionIndexUrl } from '../../../../src/search-ui/urls.ts'

const root = { baseUrl: '/', trailingSlash: undefined }
const sub = { baseUrl: '/sub/', trailingSlash: undefined }

describe('src/search-ui/urls', () => {
  it('puts one _highlight per term before the hash', () => {
    expect(resultHref('/docs/guides/screenshot#start', ['截图', 'API key'], root)).toBe(
      '/docs/guides/screenshot?_highlight=%E6%88%AA%E5%9B%BE&_highlight=API+key#start',
    )
    expect(resultHref('/en/docs/faqs/deepl-limit', ['deepl'], root)).toBe(
      '/en/docs/faqs/deepl-limit?_highlight=deepl',
    )
  })

  it('adds the base URL and applies the trailing-slash rule to the path only', () => {
    expect(resultHref('/docs/faqs/#why', ['a'], sub)).toBe('/sub/docs/faqs/?_highlight=a#why')
    expect(resultHref('/docs/faqs/fat#why', ['a'], { baseUrl: '/sub/', trailingSlash: true })).toBe(
      '/sub/docs/faqs/fat/?_highlight=a#why',
    )
    expect(resultHref('/docs/faqs/#why', [], { baseUrl: '/', trailingSlash: false })).toBe(
      '/docs/faqs#why',
    )
  })

  it('encodes terms so they cannot break out of the query', () => {
    expect(resultHref('/docs/x', ['a&b=c#d', '<img src=x>'], root)).toBe(
      '/docs/x?_highlight=a%26b%3Dc%23d&_highlight=%3Cimg+src%3Dx%3E',
    )
  })

  it('builds the search page URL per locale, with an optional context', () => {
    expect(searchPageHref('zh-Hans', '划词 翻译', null, root)).toBe(
      '/search?q=%E5%88%92%E8%AF%8D+%E7%BF%BB%E8%AF%91',
    )
    expect(searchPageHref('en', 'api key', 'docs/faqs', sub)).toBe(
      '/sub/en/search?q=api+key&ctx=docs%2Ffaqs',
    )
  })

  it('puts the version between the base URL and the index path, and leaves foreign ones for the worker to refuse', () => {
    expect(versionIndexUrl('/search/zh-Hans.1.json', '/', null)).toBe('/search/zh-Hans.1.json')
    expect(versionIndexUrl('/sub/search/en.1.json', '/sub/', 'v2')).toBe('/sub/v2/search/en.1.json')
    expect(versionIndexUrl('/search/en.1.json', '/', '//evil.example/')).toBe(
      '///evil.example/search/en.1.json',
    )
    expect(
      new URL(versionIndexUrl('/search/en.1.json', '/', '//evil.example/'), 'https://hcfy.ai/')
        .origin,
    ).toBe('https://evil.example')
  })
})
