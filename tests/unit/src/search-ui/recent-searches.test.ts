import { describe, expect, it } from 'vitest'
import {
  addRecent,
  MAX_RECENT,
  parseRecent,
  removeRecent,
} from '../../../../src/search-ui/recent-searches.ts'

describe('src/search-ui/recent-searches', () => {
  it('puts the newest first and keeps at most five', () => {
    let list: string[] = []
    for (const q of ['a', 'b', 'c', 'd', 'e', 'f']) list = addRecent(list, q)
    expect(list).toEqual(['f', 'e', 'd', 'c', 'b'])
    expect(MAX_RECENT).toBe(5)
  })

  it('keeps a query once, ignoring case and outer spaces, moving it to the front', () => {
    expect(addRecent(['deepl', 'api key', '划词'], '  API Key ')).toEqual([
      'API Key',
      'deepl',
      '划词',
    ])
    expect(addRecent(['划词'], '划词')).toEqual(['划词'])
  })

  it('ignores blank queries', () => {
    expect(addRecent(['a'], '   ')).toEqual(['a'])
  })

  it('removes one entry', () => {
    expect(removeRecent(['a', 'b', 'c'], 'b')).toEqual(['a', 'c'])
  })

  it('reads whatever storage holds without throwing', () => {
    expect(parseRecent(null)).toEqual([])
    expect(parseRecent('not json')).toEqual([])
    expect(parseRecent('{"a":1}')).toEqual([])
    expect(parseRecent('["a", 1, "", "b", "c", "d", "e", "f"]')).toEqual(['a', 'b', 'c', 'd', 'e'])
  })
})
