// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { internalHref } from '../../../../src/theme/Markdown/internal-href.ts'

const here = { origin: 'https://hcfy.ai', pathname: '/sub/docs/faqs/', search: '' }

function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a')
  a.setAttribute('href', href)
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v)
  return a
}

describe('src/theme/Markdown/internal-href', () => {
  it('hands root-relative page links under the base to the router, with query and hash', () => {
    expect(internalHref(link('/sub/docs/faqs/fat'), here, '/sub/')).toBe('/sub/docs/faqs/fat')
    expect(internalHref(link('/sub/en/docs/x?a=1#b'), here, '/sub/')).toBe('/sub/en/docs/x?a=1#b')
    expect(internalHref(link('/sub/docs/histroy#2013-05-18'), here, '/sub/')).toBe(
      '/sub/docs/histroy#2013-05-18',
    )
  })

  it('leaves everything else to the browser', () => {
    expect(internalHref(link('#fix'), here, '/sub/')).toBeNull()
    expect(internalHref(link('https://github.com/'), here, '/sub/')).toBeNull()
    expect(internalHref(link('//evil.example/x'), here, '/sub/')).toBeNull()
    expect(internalHref(link('/other/docs/x'), here, '/sub/')).toBeNull()
    expect(internalHref(link('/sub/assets/content/page-1a2b3c4d.svg'), here, '/sub/')).toBeNull()
    expect(internalHref(link('/sub/docs/x', { target: '_blank' }), here, '/sub/')).toBeNull()
    expect(internalHref(link('/sub/docs/x', { download: '' }), here, '/sub/')).toBeNull()
    // A jump to a heading of this very page scrolls natively.
    expect(internalHref(link('/sub/docs/faqs/#why'), here, '/sub/')).toBeNull()
  })

  it('keeps same-tab targets and .html pages', () => {
    expect(
      internalHref(link('/docs/x', { target: '_self' }), { ...here, pathname: '/' }, '/'),
    ).toBe('/docs/x')
    expect(internalHref(link('/docs/x.html'), { ...here, pathname: '/' }, '/')).toBe('/docs/x.html')
  })
})
