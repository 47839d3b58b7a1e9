import { describe, expect, it } from 'vitest'
import { bigramChars, postingBlocks } from '../../../../src/shared/search/index-format.ts'

describe('src/shared/search/index-format', () => {
  it('knows a bigram: two code points, neither ASCII', () => {
    expect(bigramChars('划词')).toEqual(['划', '词'])
    expect(bigramChars('𠀀𠀁')).toEqual(['𠀀', '𠀁'])
    for (const term of ['划', 'ab', '划a', 'a划', '划词翻', 'node.js'])
      expect(bigramChars(term), term).toBeNull()
  })

  it('cuts posting blocks by postings and terms', () => {
    expect(postingBlocks([])).toEqual([])
    expect(postingBlocks([500, 1, 1])).toEqual([0, 1])
    expect(postingBlocks(Array.from({ length: 130 }, () => 1))).toEqual([0, 64, 128])
  })
})
