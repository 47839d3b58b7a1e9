import { describe, expect, it } from 'vitest'
import {
  contextOfPath,
  findContext,
  inContext,
  searchContexts,
} from '../../../../src/search-ui/contexts.ts'

const label = (s: string) => ({ 'zh-Hans': s, en: s })
const contexts = searchContexts([
  { label: label('Install'), to: '/docs/installv2/' },
  { label: label('Manual'), to: '/docs/guides/summary' },
  { label: label('FAQ'), to: '/docs/faqs/' },
  { label: label('News'), to: '/blog' },
  { label: label('History'), to: '/docs/histroy#2013-05-18' },
  { label: label('GitHub') },
])

describe('src/search-ui/contexts', () => {
  it('takes the sections among the navbar links, not single pages or anchors', () => {
    expect(contexts.map((c) => c.path)).toEqual(['docs/installv2', 'docs/faqs', 'blog'])
  })

  it('finds a context by ?ctx=, ignoring unknown values', () => {
    expect(findContext(contexts, 'docs/faqs')?.label.en).toBe('FAQ')
    expect(findContext(contexts, '/docs/faqs/')?.path).toBe('docs/faqs')
    expect(findContext(contexts, '../../etc')).toBeNull()
    expect(findContext(contexts, '<script>')).toBeNull()
    expect(findContext(contexts, null)).toBeNull()
  })

  it('knows the context of a page in either locale', () => {
    expect(contextOfPath(contexts, '/en/docs/faqs/deepl-limit')?.path).toBe('docs/faqs')
    expect(contextOfPath(contexts, '/blog/2025/06/14/x')?.path).toBe('blog')
    expect(contextOfPath(contexts, '/docs/faqsx')).toBeNull()
  })

  it('tests result URLs against a context', () => {
    const faqs = findContext(contexts, 'docs/faqs')!
    expect(inContext('/en/docs/faqs/fat#why', faqs, 'en')).toBe(true)
    expect(inContext('/docs/faqs/', faqs, 'zh-Hans')).toBe(true)
    expect(inContext('/docs/faqsx', faqs, 'zh-Hans')).toBe(false)
    expect(inContext('/docs/faqs/fat', faqs, 'en')).toBe(false)
  })
})
