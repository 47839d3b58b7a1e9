import { describe, expect, it } from 'vitest'
import { bigramChars, decodeVlq, decodeWords, encodeVlq, encodeWords, forEachDocument, postingBlocks, type SerializedPage } from '../../../../src/shared/search/format.ts'
import { random } from '../../workers/search/site.ts'

describe('src/shared/search/format', () => {
  it('round-trips VLQ numbers, small ones in one character', () => {
    const next = random(5)
    const values = [0, 1, 31, 32, 1023, 1024, 2 ** 30 - 1, ...Array.from({ length: 2000 }, () => Math.floor(next() ** 4 * 2 ** 30))]
    expect([...decodeVlq(encodeVlq(values))]).toEqual(values)
    expect(encodeVlq([0, 5, 31])).toHaveLength(3)
    expect([...decodeVlq('')]).toEqual([])
  })

  it('rejects a foreign character, a cut-off number and an oversized one', () => {
    expect(() => decodeVlq('A!')).toThrow(/Corrupt index/)
    expect(() => decodeVlq('g')).toThrow(/ends inside a number/)
    expect(() => decodeVlq('gggggggA')).toThrow(/Corrupt index/)
  })

  it('front-codes sorted words', () => {
    const words = ['api', 'apis', 'app', 'c++', 'node.js', 'node.jss', 'v11', 'v11.6.0', 'é']
    expect(decodeWords(encodeWords(words))).toEqual(words)
    expect(decodeWords('')).toEqual([])
  })

  it('knows a bigram: two code points, neither ASCII', () => {
    expect(bigramChars('划词')).toEqual(['划', '词'])
    expect(bigramChars('𠀀𠀁')).toEqual(['𠀀', '𠀁'])
    for (const term of ['划', 'ab', '划a', 'a划', '划词翻', 'node.js']) expect(bigramChars(term), term).toBeNull()
  })

  it('cuts posting blocks by postings and terms', () => {
    expect(postingBlocks([])).toEqual([])
    expect(postingBlocks([500, 1, 1])).toEqual([0, 1])
    expect(postingBlocks(Array.from({ length: 130 }, () => 1))).toEqual([0, 64, 128])
  })

  it('numbers documents: titles, then headings that differ from the title, then texts', () => {
    const pages: SerializedPage[] = [
      ['/a', 'A', [], [['', ''], ['#x', 'X'], ['#a', 'A']], 1, 'a-00000000.js'],
      ['/b', 'B', [], [['#y', 'Y']], 0, ''],
    ]
    const seen: string[] = []
    const next = forEachDocument(pages, 10, (id, type, page, section) => seen.push(`${id}:${type}:${page}:${section}`))
    expect(seen).toEqual(['10:0:0:-1', '11:0:1:-1', '12:1:0:1', '13:1:1:0', '14:2:0:-1'])
    expect(next).toBe(15)
  })
})
