import { describe, expect, it } from 'vitest'
import {
  DATA_DIR,
  dataChunkPath,
  hashedSearchPatterns,
  isContentFile,
  isSearchTextsFile,
  pageListFile,
  SEARCH_DIR,
  searchFileStem,
  searchRootFile,
} from '../../../../src/shared/site-layout/folders.ts'
import { headersFor, parseHeadersFile } from '../../../../scripts/serve/headers-file.ts'

describe('shared/site-layout/folders', () => {
  it('names the fixed files of the output', () => {
    expect([searchRootFile('zh-Hans'), searchRootFile('en')]).toEqual([
      `${SEARCH_DIR}/zh-Hans.json`,
      `${SEARCH_DIR}/en.json`,
    ])
    expect(pageListFile('en')).toBe('pages.en.json')
    expect(dataChunkPath('en-docs-x-0123abcd.js')).toBe(`${DATA_DIR}/en-docs-x-0123abcd.js`)
  })

  it('tells page content from the app shell', () => {
    for (const url of [
      'docs/faqs/deepl-limit.html',
      '/en/index.html',
      dataChunkPath('en-docs-x-0123abcd.js'),
      `${SEARCH_DIR}/en.0123abcd.json`,
      searchRootFile('en'),
    ])
      expect(isContentFile(url), url).toBe(true)
    for (const url of [
      '404.html',
      'en/404.html',
      'assets/main-CzmSI8SD.css',
      'assets/DocPage-28K-Fbvm.js',
      'favicon.svg',
      pageListFile('en'),
    ])
      expect(isContentFile(url), url).toBe(false)
  })

  it('knows the search texts files, and nothing else, by name', () => {
    for (const path of [
      `${SEARCH_DIR}/${searchFileStem('en', 'texts')}.0123abcd.json`,
      '/search/zh-Hans.texts.89abcdef.json',
    ])
      expect(isSearchTextsFile(path), path).toBe(true)
    for (const path of [
      'search/en.0123abcd.json',
      'search/en.t1.0123abcd.json',
      'search/en.texts.json',
      'x/search/en.texts.0123abcd.json',
      'search/en.texts.0123abcd.json.map',
    ]) {
      expect(isSearchTextsFile(path), path).toBe(false)
    }
  })

  it('marks every hashed search file, and never a root file, for the immutable header rule', () => {
    const rules = parseHeadersFile(
      ['zh-Hans', 'en']
        .flatMap((l) =>
          hashedSearchPatterns(l as 'en').flatMap((p) => [p, '  Cache-Control: immutable']),
        )
        .join('\n'),
    )
    const hashed = (['zh-Hans', 'en'] as const).flatMap((l) => [
      searchFileStem(l, { shard: 0 }),
      searchFileStem(l, { shard: 12 }),
      searchFileStem(l, { block: 3 }),
      searchFileStem(l, 'texts'),
      searchFileStem(l, 'variants'),
    ])
    for (const stem of hashed)
      expect(headersFor(rules, `/${SEARCH_DIR}/${stem}.0123abcd.json`)['cache-control'], stem).toBe(
        'immutable',
      )
    for (const root of [searchRootFile('zh-Hans'), searchRootFile('en')])
      expect(headersFor(rules, `/${root}`)['cache-control'], root).toBeUndefined()
  })
})
