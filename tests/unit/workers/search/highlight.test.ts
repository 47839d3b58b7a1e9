import { describe, expect, it } from 'vitest'
import {
  escapeHtml,
  markHtml,
  matchesIn,
  matchSpans,
  snippetHtml,
  surfaceTerms,
  textTokens,
  type Span,
} from '../../../../workers/search/highlight.ts'
import { enPages, generatedPages, random, zhPages } from './site.ts'

/** What matchSpans must return: the tokenizer's spans of the matched terms, merged. */
function tokenSpans(text: string, matched: ReadonlySet<string>): Span[] {
  const merged: Span[] = []
  for (const { term, start, end } of textTokens(text)) {
    if (!matched.has(term)) continue
    const last = merged.at(-1)
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  return merged
}

describe('workers/search/highlight', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })

  it('merges overlapping bigrams into one mark', () => {
    const text = '打开划词翻译设置'
    const spans = matchSpans(text, new Set(['划词', '词翻', '翻译']))
    expect(spans).toEqual([[2, 6]])
    expect(markHtml(text, spans)).toBe('打开<mark>划词翻译</mark>设置')
    expect(surfaceTerms(text, spans)).toEqual(['划词翻译'])
  })

  it('marks stemmed matches and joined words as written', () => {
    const text = 'Translations of Node.js'
    const spans = matchSpans(text, new Set(['translat', 'node.js']))
    expect(markHtml(text, spans)).toBe('<mark>Translations</mark> of <mark>Node.js</mark>')
    expect(surfaceTerms(text, spans)).toEqual(['translations', 'node.js'])
  })

  it('marks only inside the requested range', () => {
    expect(
      markHtml(
        'a deepl b deepl',
        [
          [2, 7],
          [10, 15],
        ],
        4,
        12,
      ),
    ).toBe('<mark>epl</mark> b <mark>de</mark>')
  })

  it('cuts snippets at word boundaries with … on cut sides only', () => {
    const text = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda'
    const spans = matchSpans(text, new Set(['epsilon']))
    expect(snippetHtml(text, spans, 20)).toBe('…delta <mark>epsilon</mark> zeta…')
    expect(
      snippetHtml('short deepl text', matchSpans('short deepl text', new Set(['deepl'])), 50),
    ).toBe('short <mark>deepl</mark> text')
  })

  it('starts at the beginning when nothing matched', () => {
    expect(snippetHtml('one two three four five', [], 8)).toBe('one two…')
  })

  it('never splits a surrogate pair', () => {
    const text = `${'𠀀'.repeat(20)}划词${'𠀀'.repeat(20)}`
    const html = snippetHtml(text, matchSpans(text, new Set(['划词'])), 11)
    expect(html).toContain('<mark>划词</mark>')
    expect(html.replace(/<\/?mark>|…/g, '')).toMatch(/^(?:[\ud800-\udbff][\udc00-\udfff]|划|词)+$/)
  })

  it('finds CJK terms by string search exactly where the tokenizer puts them', () => {
    const texts = [
      ...[
        ...zhPages,
        ...enPages,
        ...generatedPages('zh-Hans', 10),
        ...generatedPages('en', 5),
      ].flatMap((p) => p.sections.map((s) => s.text)),
      '划，词 划词划 𠀀𠀁𠀀 字 ﾃｽﾄ テスト \uf900\u8c48 用DeepL翻译 node.js的C++',
      '划',
      '，划，',
      'a划b',
      '𠀀',
      '哈哈哈',
    ]
    const next = random(11)
    for (const text of texts) {
      const tokens = textTokens(text).map((t) => t.term)
      for (let n = 0; n < 5; n++) {
        const matched = new Set(tokens.filter(() => next() < 0.2))
        for (const extra of ['划', '词', '哈哈', '𠀀', '字', 'テス', '\u8c48'])
          if (next() < 0.3) matched.add(extra)
        expect(matchSpans(text, matched), `${text.slice(0, 30)} ${[...matched].join(',')}`).toEqual(
          tokenSpans(text, matched),
        )
        const counted = textTokens(text).filter((t) => matched.has(t.term))
        expect(matchesIn(text, matched)).toEqual({
          terms: new Set(counted.map((t) => t.term)),
          total: counted.length,
        })
      }
    }
  })
})
