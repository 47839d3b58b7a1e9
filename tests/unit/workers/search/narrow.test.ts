import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SearchSource } from '../../../../src/shared/search/types.ts'
import { rank } from '../../../../workers/search/api.ts'
import { loadIndex, type LoadedIndex } from '../../../../workers/search/load-index.ts'
import { narrowPages } from '../../../../workers/search/narrow.ts'
import { planQuery } from '../../../../workers/search/query-plan.ts'
import { FALLBACK_BELOW } from '../../../../workers/search/rank.ts'
import { buildSiteOf, generatedPages, ORIGIN, random, serveSite } from './site.ts'

/**
 * A site where some words are on every page and others on a few: 翻译 and translate everywhere,
 * 设置 and settings on most pages, 截图 / screenshot on some, 快捷键 / hotkey on fewer than
 * FALLBACK_BELOW, in titles, headings and text.
 */
function corpus(locale: 'zh-Hans' | 'en'): SearchSource[] {
  const next = random(7)
  const w =
    locale === 'en'
      ? {
          common: 'translate',
          most: 'settings',
          some: 'screenshot',
          few: 'hotkey',
          other: 'history',
        }
      : { common: '翻译', most: '设置', some: '截图', few: '快捷键', other: '历史' }
  const sep = locale === 'en' ? ' ' : ''
  const pages = generatedPages(locale, 240, 3).map((page, i) => {
    const words = [
      w.common,
      ...(next() < 0.7 ? [w.most] : []),
      ...(i % 9 === 0 ? [w.some] : []),
      ...(i % 41 === 0 ? [w.few] : []),
      ...(next() < 0.2 ? [w.other] : []),
    ]
    const at = Math.floor(next() * 3)
    return {
      ...page,
      title: at === 0 ? [page.title, ...words.slice(1, 2)].join(sep) : page.title,
      sections: page.sections.map((s, k) => ({
        ...s,
        ...(k === at ? { text: `${s.text}${sep}${words.join(sep)}` } : {}),
        ...(k === 1 && next() < 0.3 ? { title: `${s.title}${sep}${w.common}` } : {}),
      })),
    }
  })
  return pages
}

const site = buildSiteOf(corpus('zh-Hans'), corpus('en'))
let zh: LoadedIndex
let en: LoadedIndex

describe('narrowing to the pages that may hold the whole query', () => {
  beforeEach(async () => {
    serveSite(site)
    zh = await loadIndex(new URL(`/${site.zh.root}`, ORIGIN))
    en = await loadIndex(new URL(`/${site.en.root}`, ORIGIN))
  })
  afterEach(() => vi.unstubAllGlobals())

  const queries: [() => LoadedIndex, string][] = [
    ...[
      '截图翻译',
      '翻译截图',
      '截图 翻译 设置',
      '快捷键翻译',
      '翻译快捷键设置',
      '翻译历史',
      '历史截图',
      '翻译',
      '设置翻译',
      '截图',
      '怎么截图翻译',
      '截图翻译吗',
      '翻译设',
      '快捷',
      '翻译 不存在',
    ].map((q) => [() => zh, q] as [() => LoadedIndex, string]),
    ...[
      'screenshot translate',
      'translate screenshot settings',
      'hotkey translate',
      'translate hotkey settings',
      'translate history',
      'translate',
      'how do I translate a screenshot',
      'screensh',
      'translate hotk',
      'screnshot translate',
      'translate zzzz',
    ].map((q) => [() => en, q] as [() => LoadedIndex, string]),
  ]

  it('gives the ranking of the whole match set, first results, pages downloaded ahead and counts alike', () => {
    let narrowed = 0
    let fellBack = 0
    for (const [index, query] of queries) {
      const loaded = index()
      const filter = narrowPages(
        loaded.index,
        planQuery(loaded.index, loaded.phrases, query),
        loaded.docs,
      )
      const fast = rank(loaded, query, 8, 16)
      const full = rank(loaded, query, 8, 16, false)
      expect(fast.ranking, query).toEqual(full.ranking)
      expect(fast.outcome.matches.terms, query).toEqual(full.outcome.matches.terms)
      expect(fast.outcome.tokens, query).toEqual(full.outcome.tokens)
      if (filter) {
        narrowed++
        if (full.ranking.strictPages < FALLBACK_BELOW) fellBack++
        // Fewer documents scored: what the narrowing is for.
        else
          expect(fast.outcome.matches.ids.length, query).toBeLessThan(
            full.outcome.matches.ids.length,
          )
      }
    }
    // Both ways were taken: narrowed and kept, narrowed and given up for the whole match set.
    expect(narrowed).toBeGreaterThan(6)
    expect(fellBack).toBeGreaterThan(0)
    expect(narrowed - fellBack).toBeGreaterThan(3)
  })

  it('does not narrow a query of one common word, nor one whose parts are all rare', () => {
    const plan = (q: string) => planQuery(zh.index, zh.phrases, q)
    expect(narrowPages(zh.index, plan('翻译'), zh.docs)).toBeNull()
    expect(narrowPages(zh.index, plan('截图'), zh.docs)).toBeNull()
    expect(narrowPages(zh.index, plan('截图翻译'), zh.docs)).not.toBeNull()
  })
})
