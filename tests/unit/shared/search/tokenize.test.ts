import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  MAX_TERM_LENGTH,
  normalizeWord,
  scanText,
  tokenize,
} from '../../../../src/shared/search/tokenize.ts'

function spans(text: string) {
  const out: [string, string][] = []
  scanText(text, (term, start, end) => out.push([term, text.slice(start, end)]))
  return out
}

describe('src/shared/search/tokenize', () => {
  afterEach(() => vi.unstubAllGlobals())

  describe('Chinese', () => {
    it('cuts CJK runs into overlapping bigrams, so 划词 is a term', () => {
      expect(tokenize('划词翻译设置')).toEqual(['划词', '词翻', '翻译', '译设', '设置'])
    })

    it('keeps a lone character as a unigram', () => {
      expect(tokenize('划')).toEqual(['划'])
      expect(tokenize('好，用')).toEqual(['好', '用'])
    })

    it('never bridges punctuation, spaces or Latin text', () => {
      expect(tokenize('翻译。设置')).toEqual(['翻译', '设置'])
      expect(tokenize('用DeepL翻译')).toEqual(['用', 'deepl', '翻译'])
    })

    it('counts characters outside the BMP as one character', () => {
      expect(tokenize('𠀀𠀁字')).toEqual(['𠀀𠀁', '𠀁字'])
      expect(spans('a𠀀𠀁')).toEqual([
        ['a', 'a'],
        ['𠀀𠀁', '𠀀𠀁'],
      ])
    })

    it('folds compatibility ideographs and handles kana', () => {
      expect(tokenize('\uf900')).toEqual(['\u8c48'])
      expect(tokenize('ひらがなテスト')).toContain('テス')
    })

    it('does not use Intl.Segmenter (browser ICU differs)', () => {
      vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined })
      expect(tokenize('划词翻译 deepl')).toEqual(['划词', '词翻', '翻译', 'deepl'])
    })
  })

  describe('Latin', () => {
    it('lowercases and stems English words; stop words stay', () => {
      expect(tokenize('The Settings of Translations')).toEqual(['the', 'set', 'of', 'translat'])
    })

    it('folds full-width letters and accents', () => {
      expect(tokenize('ＡＰＩ café Ñandú')).toEqual(['api', 'cafe', 'nandu'])
    })

    it.each([
      ['C++', ['c++', 'c']],
      ['C#', ['c#', 'c']],
      ['node.js', ['node.js', 'node', 'js']],
      ['v11.6.0', ['v11.6.0', 'v11', 'v', '11', '6', '0']],
      ['openai-compatibilty', ['openai-compatibilty', 'openai', 'compatibilti']],
      ['Ctrl+K', ['ctrl+k', 'ctrl', 'k']],
      ['API key', ['api', 'key']],
      ['gpt4', ['gpt4', 'gpt', '4']],
    ])('%s gives the joined form and its parts', (text, terms) => {
      expect(tokenize(text)).toEqual(terms)
    })

    it('leaves sentence punctuation out of words', () => {
      expect(tokenize('Use node.js. Then, C++!')).toEqual([
        'us',
        'node.js',
        'node',
        'js',
        'then',
        'c++',
        'c',
      ])
    })

    it('reports spans of the original text', () => {
      expect(spans('Edge’s node.js')).toEqual([
        ['edge’s', 'Edge’s'],
        ['edg', 'Edge'],
        ['s', 's'],
        ['node.js', 'node.js'],
        ['node', 'node'],
        ['js', 'js'],
      ])
    })

    it('skips overlong junk but keeps its parts', () => {
      const junk = 'a'.repeat(MAX_TERM_LENGTH + 1)
      expect(tokenize(junk)).toEqual([])
      expect(tokenize(`${junk}.js`)).toEqual(['js'])
    })

    it('never yields an empty term (a word of combining marks folds to nothing)', () => {
      expect(tokenize('\u06e7 a\u0301 \u0301\u0302-\u0303')).toEqual(['a'])
    })

    it('normalizeWord never throws on odd input', () => {
      for (const word of ['', '\u0000', '\ud800', '🙂', 'İ', 'ß'])
        expect(typeof normalizeWord(word)).toBe('string')
    })
  })
})
