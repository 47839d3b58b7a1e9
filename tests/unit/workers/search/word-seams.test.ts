import { describe, expect, it } from 'vitest'
import { wordSeams } from '../../../../workers/search/word-seams.ts'

const seams = (text: string) => wordSeams([...text])

describe('word seams of a Chinese run', () => {
  it('fall between a word of two or more characters and its neighbour', () => {
    // 翻译/完/能/导出: 译完 and 能导 cross a seam beside a word; 完能 joins two single characters.
    expect(seams('翻译完能导出')).toEqual([false, true, false, true, false])
    expect(seams('翻译历史')).toEqual([false, true, false])
  })

  it('leave single characters side by side together: a word the dictionary lacks', () => {
    // The segmenter cuts 截图 into 截/图; the bigram stays a word of the query.
    expect(seams('截图翻译')).toEqual([false, true, false])
  })

  it('never split a run of two characters, and count characters, not code units', () => {
    expect(seams('导出')).toEqual([false])
    expect(seams('')).toEqual([])
    expect(seams('𠮷野家翻译').length).toBe(4)
  })
})
