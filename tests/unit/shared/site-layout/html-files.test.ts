import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../../src/shared/config/locales.ts'
import { DEFAULT_LOCALE } from '../../../../src/shared/paths.ts'
import {
  alternateFileOf,
  hostFilesFor,
  htmlCandidates,
  htmlFileOf,
  NOT_FOUND_FILES,
  notFoundFileOf,
  notFoundFor,
} from '../../../../src/shared/site-layout/html-files.ts'

describe('shared/site-layout/html-files', () => {
  it('writes each route where a static host looks for it, and the other spelling beside it', () => {
    expect(['/', '/docs/faqs/', '/docs/faqs', '/en/', '/en/blog'].map(htmlFileOf)).toEqual([
      'index.html',
      'docs/faqs/index.html',
      'docs/faqs.html',
      'en/index.html',
      'en/blog.html',
    ])
    expect(['/', '/docs/faqs/', '/docs/faqs', '/en/'].map(alternateFileOf)).toEqual([
      null,
      'docs/faqs.html',
      'docs/faqs/index.html',
      'en.html',
    ])
  })

  it('answers both spellings of a route from the files the build writes, canonical first', () => {
    expect(htmlCandidates('/')).toEqual(['index.html'])
    expect(htmlCandidates('/docs/faqs/')).toEqual(['docs/faqs/index.html', 'docs/faqs.html'])
    expect(htmlCandidates('/docs/faqs')).toEqual(['docs/faqs.html', 'docs/faqs/index.html'])
    expect(htmlCandidates('/en/404.html')).toEqual(['en/404.html'])
    for (const path of ['/docs/faqs/', '/docs/faqs', '/en/', '/en/blog']) {
      expect(htmlCandidates(path), path).toContain(htmlFileOf(path))
      if (alternateFileOf(path)) expect(htmlCandidates(path), path).toContain(alternateFileOf(path))
    }
  })

  it('finds, as a static host does, a file the build writes under either spelling of each route', () => {
    expect(['/', '/docs/faqs/', '/docs/faqs', '/robots.txt'].map(hostFilesFor)).toEqual([
      ['index.html'],
      ['docs/faqs/index.html'],
      ['docs/faqs', 'docs/faqs.html'],
      ['robots.txt', 'robots.txt.html'],
    ])
    for (const route of ['/docs/faqs/', '/docs/faqs', '/en/', '/en/blog/page/2']) {
      const written = [htmlFileOf(route), alternateFileOf(route)]
      const other = route.endsWith('/') ? route.slice(0, -1) : `${route}/`
      for (const asked of [route, other])
        expect(
          hostFilesFor(asked).some((f) => written.includes(f)),
          `${route} asked as ${asked}`,
        ).toBe(true)
      expect(hostFilesFor(route)).toContain(htmlFileOf(route))
    }
  })

  it('gives every locale of the site its own not-found page, the default one at the root', () => {
    expect(notFoundFileOf(DEFAULT_LOCALE)).toBe('404.html')
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      expect(notFoundFileOf(locale)).toBe(`${locale}/404.html`)
      expect([
        notFoundFor(`/${locale}/docs/x`),
        notFoundFor(`/${locale}`),
        notFoundFor(`/${locale}/`),
      ]).toEqual(Array(3).fill(`${locale}/404.html`))
      // A path that only starts with the same letters is not in that locale.
      expect(notFoundFor(`/${locale}ish/x`)).toBe('404.html')
    }
    expect([notFoundFor('/docs/x'), notFoundFor('/')]).toEqual(['404.html', '404.html'])
    expect(NOT_FOUND_FILES).toEqual(LOCALES.map(notFoundFileOf))
    expect(new Set(NOT_FOUND_FILES).size).toBe(LOCALES.length)
  })
})
