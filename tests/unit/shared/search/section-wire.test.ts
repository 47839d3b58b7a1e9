import { describe, expect, it } from 'vitest'
import type { SerializedSection } from '../../../../src/shared/search/index-format.ts'
import { fromWireSections, toWireSections } from '../../../../src/shared/search/section-wire.ts'

describe('sections in page blocks', () => {
  it('leaves out hashes that the titles make, counting repeated headings through the page', () => {
    const sections: SerializedSection[] = [
      ['', ''],
      ['#智谱-ai第-2-部分', '智谱 AI（第 2 部分）'],
      ['#faq', 'FAQ'],
      ['#faq-1', 'FAQ'],
      ['#set-up-deepl', 'Set up DeepL'],
    ]
    const wire = toWireSections(sections)
    expect(wire).toEqual(['', '智谱 AI（第 2 部分）', 'FAQ', 'FAQ', 'Set up DeepL'])
    expect(fromWireSections(wire)).toEqual(sections)
  })

  it('keeps the pair of a heading with an id of its own, and the slugs after it stay in step', () => {
    const sections: SerializedSection[] = [
      ['', ''],
      ['#keys', 'API 密钥'],
      ['#faq', 'FAQ'],
      ['#faq-2', 'FAQ'],
      ['#faq-1', 'FAQ'],
    ]
    const wire = toWireSections(sections)
    expect(wire).toEqual(['', ['#keys', 'API 密钥'], 'FAQ', ['#faq-2', 'FAQ'], ['#faq-1', 'FAQ']])
    expect(fromWireSections(wire)).toEqual(sections)
  })

  it('keeps an intro with a title, and a heading without one, as pairs', () => {
    const sections: SerializedSection[] = [
      ['', 'Intro'],
      ['#x', ''],
      ['#', ''],
    ]
    expect(toWireSections(sections)).toEqual([
      ['', 'Intro'],
      ['#x', ''],
      ['#', ''],
    ])
    expect(fromWireSections(toWireSections(sections))).toEqual(sections)
  })

  it.each([
    ['not a list', { a: 1 }],
    ['a number', [1]],
    ['a pair of the wrong length', [['#a', 'A', 'B']]],
    ['a pair holding a number', [['#a', 2]]],
  ])('refuses %s', (_, wire) => {
    expect(fromWireSections(wire)).toBeNull()
  })
})
