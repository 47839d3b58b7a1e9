import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadSiteConfig } from '../../../../scripts/content/config.ts'
import { headersFile, IMMUTABLE } from '../../../../scripts/emit/headers.ts'
import { headersFor, parseHeadersFile } from '../../../../scripts/serve/headers-file.ts'
import { ROOT } from '../../../../scripts/site-build.ts'

/** Paths of every kind the build writes. */
const HASHED = [
  '/assets/app-DVgEBdRA.js',
  '/assets/p/zh-Hans/docs-0a1b2c3d.js',
  '/assets/content/panel-0a1b2c3d.svg',
  '/search/zh-Hans.t0.1af33924.json',
  '/search/en.t12.0b1c2d3e.json',
  '/search/zh-Hans.p3.0b1c2d3e.json',
  '/search/en.texts.104628cc.json',
]
const REVALIDATED = [
  '/',
  '/index.html',
  '/docs/faqs/',
  '/en/docs/log',
  '/404.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/robots.txt',
  '/sitemap.xml',
  '/search/',
  '/search/zh-Hans.json',
  '/search/en.json',
  '/pages.zh-Hans.json',
  '/img/logo.png',
]

describe('scripts/emit/headers: the _headers file on hosts that combine rules', async () => {
  const { config } = await loadSiteConfig(
    path.join(ROOT, 'tests/fixtures/content/site-basic/site.config.ts'),
  )
  const rules = parseHeadersFile(headersFile(config!))

  it.each(HASHED)('leaves %s immutable even after the /* block merges in', (p) => {
    expect(headersFor(rules, p)['cache-control']).toBe(IMMUTABLE)
  })

  it.each(REVALIDATED)('never makes %s immutable', (p) => {
    expect(headersFor(rules, p)['cache-control'] ?? '').not.toContain('immutable')
  })

  it('keeps the service worker out of every cache', () => {
    expect(headersFor(rules, '/sw.js')['cache-control']).toBe('no-cache, no-store')
  })

  it('sends the security headers everywhere, once', () => {
    for (const p of [...HASHED, ...REVALIDATED, '/sw.js']) {
      const h = headersFor(rules, p)
      expect(h['x-content-type-options'], p).toBe('nosniff')
      expect(h['content-security-policy'], p).toMatch(
        /^default-src 'self';[^,]*frame-ancestors 'self'$/u,
      )
    }
  })
})
