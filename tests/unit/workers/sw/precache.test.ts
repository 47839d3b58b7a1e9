import { describe, expect, it } from 'vitest'
import {
  isQuotaError,
  precacheItems,
  QuotaError,
  totalBytes,
} from '../../../../workers/sw/precache.ts'

describe('workers/sw/precache', () => {
  const scope = 'https://example.org/sub/'

  it('keys files as Workbox does: hashed names by URL, others with their revision', () => {
    const items = precacheItems(
      [
        { url: 'assets/app-1234abcd.js', revision: null, bytes: 100 },
        { url: 'docs/x.html', revision: 'r1', bytes: 50 },
        'favicon.svg',
      ],
      scope,
    )
    expect(items.map((item) => [item.path, item.url, item.key, item.bytes, item.group])).toEqual([
      [
        'assets/app-1234abcd.js',
        'https://example.org/sub/assets/app-1234abcd.js',
        'https://example.org/sub/assets/app-1234abcd.js',
        100,
        null,
      ],
      [
        'docs/x.html',
        'https://example.org/sub/docs/x.html',
        'https://example.org/sub/docs/x.html?__WB_REVISION__=r1',
        50,
        'content',
      ],
      [
        'favicon.svg',
        'https://example.org/sub/favicon.svg',
        'https://example.org/sub/favicon.svg',
        0,
        null,
      ],
    ])
    expect(totalBytes(items)).toBe(150)
  })

  it('puts files in the parts the build names, and the rest in the shell', () => {
    const items = precacheItems(
      [
        { url: 'docs/faqs/x.html', revision: 'r', group: 'zh-Hans:faqsSideBar' },
        {
          url: 'assets/p/zh-Hans-docs-faqs-x-1234abcd.js',
          revision: null,
          group: 'zh-Hans:faqsSideBar',
        },
        { url: 'assets/p/zh-Hans-faqsSideBar-1234abcd.js', revision: null },
        { url: 'search/zh-Hans.1234abcd.json', revision: null },
      ],
      scope,
    )
    expect(items.map((item) => item.group)).toEqual([
      'zh-Hans:faqsSideBar',
      'zh-Hans:faqsSideBar',
      null,
      null,
    ])
  })

  it('lists a file named twice once', () => {
    const items = precacheItems(
      [
        { url: 'manifest.webmanifest', revision: 'a', bytes: 10 },
        { url: 'manifest.webmanifest', revision: 'a' },
      ],
      scope,
    )
    expect(items).toHaveLength(1)
  })

  it('recognises a refusal to store, from the browser or from the room check', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true)
    expect(isQuotaError(new QuotaError('no room'))).toBe(true)
    expect(isQuotaError(new TypeError('Failed to fetch'))).toBe(false)
  })
})
