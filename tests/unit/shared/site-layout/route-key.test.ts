import { describe, expect, it } from 'vitest'
import { pathKey, routeKey } from '../../../../src/shared/site-layout/route-key.ts'

describe('shared/site-layout/route-key', () => {
  it('gives both spellings of a path one key, without query or hash', () => {
    expect(
      ['/docs/faqs/', '/docs/faqs', '/docs/faqs/?q=1', '/docs/faqs#top', '/docs/faqs/#top'].map(
        pathKey,
      ),
    ).toEqual(Array(5).fill('/docs/faqs'))
    expect([pathKey('/'), pathKey('/en/'), pathKey('/en/docs/x/')]).toEqual([
      '/',
      '/en',
      '/en/docs/x',
    ])
  })

  it('names a page within its locale by its default-locale path', () => {
    expect(
      ['/docs/faqs/', '/en/docs/faqs/', '/en/docs/faqs', '/en/docs/faqs?x#y'].map(routeKey),
    ).toEqual(Array(4).fill('/docs/faqs'))
    expect(['/en/', '/en', '/', '/en?x'].map(routeKey)).toEqual(Array(4).fill('/'))
    expect(routeKey('/english/x/')).toBe('/english/x')
  })
})
