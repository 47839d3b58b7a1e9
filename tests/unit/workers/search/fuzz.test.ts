import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSearchApi } from '../../../../workers/search/api.ts'
import { buildSite, onlyMarkTags, random, serveSite } from './site.ts'

const QUERIES = 10_000

const LUNR_SYNTAX = [
  'foo:',
  'title:',
  't:deepl',
  '~',
  '^',
  '^2',
  '+',
  '-',
  '+-',
  '*',
  '**',
  '*ep*',
  ':',
  '"',
  '\\',
  'a~2',
  'deepl^10',
  '+deepl -limit',
  'deepl~1',
  '-',
  '()',
  '[]',
  '{}',
]
const WORDS = [
  'deepl',
  'limit',
  'settings',
  'translate',
  'api',
  'key',
  'C++',
  'node.js',
  'v11.6.0',
  'Ctrl+K',
  'openai-compatibilty',
  '划词',
  '翻译',
  '设置',
  '快捷键',
  '限制',
  'page',
  'the',
]
const EMOJI = ['🙂', '👍🏽', '👨‍👩‍👧', '🇨🇳', '❤️', '🧪']
// Code point ranges: ASCII, Latin-1, Greek, Arabic, Devanagari, CJK, Hangul, private use, astral CJK, emoji, specials.
const RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x370, 0x3ff],
  [0x600, 0x6ff],
  [0x900, 0x97f],
  [0x4e00, 0x9fff],
  [0xac00, 0xd7a3],
  [0xe000, 0xe0ff],
  [0x20000, 0x2a6df],
  [0x1f300, 0x1f64f],
  [0xfff0, 0xffff],
  [0x0, 0x1f],
]

function queryMaker(seed: number) {
  const next = random(seed)
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(list: readonly T[]) => list[int(list.length)]!
  const codePoint = () => {
    const [low, high] = pick(RANGES)
    return String.fromCodePoint(low + int(high - low + 1))
  }
  const unicode = (n: number) => Array.from({ length: n }, codePoint).join('')
  const loneSurrogate = () => String.fromCharCode(0xd800 + int(0x800))
  const makers: (() => string)[] = [
    () => unicode(1 + int(12)),
    () => Array.from({ length: 1 + int(4) }, () => pick(LUNR_SYNTAX)).join(pick(['', ' '])),
    () =>
      Array.from({ length: 1 + int(5) }, () => pick(WORDS)).join(
        pick([' ', '', '-', ':', '~', '^', '*']),
      ),
    () => `${pick(WORDS)}${pick(LUNR_SYNTAX)}${pick(WORDS)}`,
    () => Array.from({ length: 1 + int(5) }, () => pick(EMOJI)).join(''),
    () => pick(['', ' ', '\t\n', '\u3000', '\u200b', '…', '。，！']),
    () => `${pick(WORDS)}${loneSurrogate()}${unicode(3)}`,
    () => pick(WORDS).slice(0, 1 + int(6)),
    () => unicode(40 + int(200)),
  ]
  return (i: number): string => {
    // A few very long inputs: pasted text, one character repeated, a wall of CJK.
    if (i % 500 === 0)
      return pick([
        () => 'a'.repeat(10_000),
        () => unicode(10_000),
        () => '划词'.repeat(5_000),
        () => `${pick(WORDS)} `.repeat(2_000),
      ])()
    return pick(makers)()
  }
}

describe('workers/search fuzz', () => {
  const site = buildSite(40)
  const api = createSearchApi()
  const urls = [`/${site.zh.root}`, `/${site.en.root}`]

  beforeAll(async () => {
    serveSite(site)
    for (const url of urls) {
      await api.load(url)
      // Warm the JIT and the data chunks, as a session would.
      for (const query of ['deepl', '划词', 'page', 'the settings'])
        await api.search(query, { indexUrl: url, limit: 1000 })
    }
  })
  afterAll(() => vi.unstubAllGlobals())

  // How fast such queries are answered is a bench figure (npm run bench: worker query time), not a test.
  it(`${QUERIES} random queries never throw, never exceed the limit, and mark nothing but matches`, {
    timeout: 600_000,
  }, async () => {
    const make = queryMaker(20_260_101)
    const limits = [1, 3, 8, 8, 8, 8, 20, 1000]
    for (let i = 0; i < QUERIES; i++) {
      const query = make(i)
      // Every other query also asks the other language's index and for a "did you mean".
      const both = i % 2 === 0
      const options = {
        indexUrl: urls[i % 2]!,
        limit: limits[i % limits.length]!,
        ...(both ? { otherIndexUrl: urls[(i + 1) % 2]!, suggest: true } : {}),
      }
      const answer = await api.search(query, options)
      const results = [...answer.results, ...(answer.other?.results ?? [])]
      expect(results.length, JSON.stringify(query.slice(0, 80))).toBeLessThanOrEqual(options.limit)
      for (const r of results)
        expect(onlyMarkTags(r.titleHtml + r.pathHtml + r.snippetHtml)).toBe(true)
      if (answer.suggestion !== null)
        expect(answer.suggestion.length).toBeLessThanOrEqual(query.length + 200)
    }
  })
})
