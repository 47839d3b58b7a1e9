import { describe, expect, it } from 'vitest'
import { forEachDocument } from '../../../../src/shared/search/documents.ts'
import type { SerializedPage } from '../../../../src/shared/search/index-format.ts'

describe('src/shared/search/documents', () => {
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
