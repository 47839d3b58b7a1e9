import { describe, expect, it } from 'vitest'
import { htmlCandidates, isContent, isTextsFile, notFoundFor } from '../../../../workers/sw/entries.ts'

describe('workers/sw/entries', () => {
  it('tells page content from the app shell', () => {
    for (const url of ['docs/faqs/deepl-limit.html', '/en/index.html', 'assets/p/en-docs-x-0123abcd.js', 'search/en.0123abcd.json']) expect(isContent(url), url).toBe(true)
    for (const url of ['404.html', 'en/404.html', 'assets/main-CzmSI8SD.css', 'assets/DocPage-28K-Fbvm.js', 'favicon.svg']) expect(isContent(url), url).toBe(false)
  })

  it('knows the search texts files, and nothing else, by name', () => {
    for (const path of ['search/en.texts.0123abcd.json', '/search/zh-Hans.texts.89abcdef.json']) expect(isTextsFile(path), path).toBe(true)
    for (const path of ['search/en.0123abcd.json', 'search/en.s1.0123abcd.json', 'search/en.texts.json', 'x/search/en.texts.0123abcd.json', 'search/en.texts.0123abcd.json.map']) {
      expect(isTextsFile(path), path).toBe(false)
    }
  })

  it('answers both spellings of a route, and the not-found page of its locale', () => {
    expect(htmlCandidates('/')).toEqual(['index.html'])
    expect(htmlCandidates('/docs/faqs/')).toEqual(['docs/faqs/index.html', 'docs/faqs.html'])
    expect(htmlCandidates('/docs/faqs')).toEqual(['docs/faqs.html', 'docs/faqs/index.html'])
    expect([notFoundFor('/en/docs/x'), notFoundFor('/en'), notFoundFor('/english'), notFoundFor('/docs/x')]).toEqual(['en/404.html', 'en/404.html', '404.html', '404.html'])
  })
})
