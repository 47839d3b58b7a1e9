import { describe, expect, it } from 'vitest'
import type { LinkItem } from '../../../../src/shared/config/schema.ts'
import { activeNavItem } from '../../../../src/theme/Navbar/active-item.ts'

const item = (to: string): LinkItem => ({ label: { 'zh-Hans': to, en: to }, to })
const ITEMS: LinkItem[] = [
  item('/docs/installv2/'),
  item('/docs/guides/summary'),
  item('/docs/faqs/'),
  item('/docs/log'),
  item('/blog'),
  item('/docs/histroy#2013-05-18'),
  item('/blog/2025/06/14/deepl-builtin-errors'),
  { label: { 'zh-Hans': 'x', en: 'x' }, href: 'https://example.com/' },
]

describe('src/theme/Navbar/active-item', () => {
  it('marks the item of the section holding the page', () => {
    expect(activeNavItem(ITEMS, '/docs/installv2')).toBe(0)
    expect(activeNavItem(ITEMS, '/docs/installv2/offline')).toBe(0)
    expect(activeNavItem(ITEMS, '/docs/guides/pdf')).toBe(1)
    expect(activeNavItem(ITEMS, '/docs/faqs/fat')).toBe(2)
    expect(activeNavItem(ITEMS, '/docs/log/v11')).toBe(3)
    expect(activeNavItem(ITEMS, '/blog/page/2')).toBe(4)
    expect(activeNavItem(ITEMS, '/docs/histroy')).toBe(5)
  })

  it('prefers the item that is exactly the page', () => {
    expect(activeNavItem(ITEMS, '/blog/2025/06/14/deepl-builtin-errors')).toBe(6)
    expect(activeNavItem(ITEMS, '/blog/2024/08/29/v11')).toBe(4)
  })

  it('marks nothing outside every section', () => {
    expect(activeNavItem(ITEMS, '/')).toBe(-1)
    expect(activeNavItem(ITEMS, '/docs/pricing/vip')).toBe(-1)
    expect(activeNavItem(ITEMS, '/docs/logo')).toBe(-1)
  })
})
