import { describe, expect, it } from 'vitest'
import { encodeVlq, encodeWords } from '../../../../scripts/search/streams.ts'
import { decodeVlq, decodeWords } from '../../../../workers/search/streams.ts'
import { random } from '../../workers/search/site.ts'

describe('scripts/search/streams, read back by workers/search/streams', () => {
  it('round-trips VLQ numbers, small ones in one character', () => {
    const next = random(5)
    const values = [
      0,
      1,
      31,
      32,
      1023,
      1024,
      2 ** 30 - 1,
      ...Array.from({ length: 2000 }, () => Math.floor(next() ** 4 * 2 ** 30)),
    ]
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
})
