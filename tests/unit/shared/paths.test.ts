import { describe, expect, it } from 'vitest'
import {
  alternatePath,
  applyTrailingSlash,
  localeOfPath,
  localizePath,
  stripBase,
  stripLocale,
  withBase,
} from '../../../src/shared/paths.ts'

describe('src/shared/paths: locales', () => {
  it('reads the locale from the path prefix; the default locale has none', () => {
    expect(localeOfPath('/')).toBe('zh-Hans')
    expect(localeOfPath('/docs/faqs/')).toBe('zh-Hans')
    expect(localeOfPath('/en')).toBe('en')
    expect(localeOfPath('/en/')).toBe('en')
    expect(localeOfPath('/en/docs/faqs/')).toBe('en')
    // Only a whole segment counts.
    expect(localeOfPath('/english/x')).toBe('zh-Hans')
    expect(localeOfPath('/docs/en/x')).toBe('zh-Hans')
  })

  it('adds and removes the locale prefix', () => {
    expect(localizePath('/docs/x', 'en')).toBe('/en/docs/x')
    expect(localizePath('/', 'en')).toBe('/en/')
    expect(localizePath('/docs/x', 'zh-Hans')).toBe('/docs/x')
    expect(stripLocale('/en/docs/x')).toBe('/docs/x')
    expect(stripLocale('/en/')).toBe('/')
    expect(stripLocale('/en')).toBe('/')
    expect(stripLocale('/docs/x')).toBe('/docs/x')
  })

  it('maps a page to the same page in the other locale, keeping the rest of the path, the query and the hash', () => {
    expect(alternatePath('/docs/faqs/deepl-limit', 'en')).toBe('/en/docs/faqs/deepl-limit')
    expect(alternatePath('/en/docs/faqs/deepl-limit', 'zh-Hans')).toBe('/docs/faqs/deepl-limit')
    expect(alternatePath('/docs/faqs/', 'en')).toBe('/en/docs/faqs/')
    expect(alternatePath('/docs/histroy#2013-05-18', 'en')).toBe('/en/docs/histroy#2013-05-18')
    expect(alternatePath('/en/search?q=deepl&ctx=docs', 'zh-Hans')).toBe('/search?q=deepl&ctx=docs')
    expect(alternatePath('/', 'en')).toBe('/en/')
    expect(alternatePath('/en/', 'zh-Hans')).toBe('/')
    expect(alternatePath('/en/blog', 'en')).toBe('/en/blog')
  })
})

describe('src/shared/paths: trailing slash', () => {
  it('leaves links alone when the setting is undefined', () => {
    expect(applyTrailingSlash('/docs/faqs', undefined)).toBe('/docs/faqs')
    expect(applyTrailingSlash('/docs/faqs/', undefined)).toBe('/docs/faqs/')
  })

  it('adds a slash when true, removes it when false, only on the path part', () => {
    expect(applyTrailingSlash('/docs/faqs', true)).toBe('/docs/faqs/')
    expect(applyTrailingSlash('/docs/faqs/', true)).toBe('/docs/faqs/')
    expect(applyTrailingSlash('/docs/faqs/', false)).toBe('/docs/faqs')
    expect(applyTrailingSlash('/docs/faqs', false)).toBe('/docs/faqs')
    expect(applyTrailingSlash('/docs/histroy#2013-05-18', true)).toBe('/docs/histroy/#2013-05-18')
    expect(applyTrailingSlash('/docs/histroy/#2013-05-18', false)).toBe('/docs/histroy#2013-05-18')
    expect(applyTrailingSlash('/search?q=a/b', true)).toBe('/search/?q=a/b')
    expect(applyTrailingSlash('/search/?q=a/b', false)).toBe('/search?q=a/b')
  })

  it('never changes hash-only links', () => {
    expect(applyTrailingSlash('#install', true)).toBe('#install')
    expect(applyTrailingSlash('#install', false)).toBe('#install')
    expect(applyTrailingSlash('#a/', false)).toBe('#a/')
  })

  it('never changes the root or a locale root', () => {
    for (const setting of [true, false]) {
      expect(applyTrailingSlash('/', setting)).toBe('/')
      expect(applyTrailingSlash('/en/', setting)).toBe('/en/')
      expect(applyTrailingSlash('/?q=1', setting)).toBe('/?q=1')
    }
  })
})

describe('src/shared/paths: base URL and route keys', () => {
  it('adds and removes the base URL', () => {
    expect(withBase('/docs/x', '/')).toBe('/docs/x')
    expect(withBase('/docs/x', '/sub/')).toBe('/sub/docs/x')
    expect(withBase('/', '/sub/')).toBe('/sub/')
    expect(withBase('https://example.com/', '/sub/')).toBe('https://example.com/')
    expect(stripBase('/sub/docs/x', '/sub/')).toBe('/docs/x')
    expect(stripBase('/sub', '/sub/')).toBe('/')
    expect(stripBase('/other/docs', '/sub/')).toBeNull()
    expect(stripBase('/docs/x', '/')).toBe('/docs/x')
  })
})
