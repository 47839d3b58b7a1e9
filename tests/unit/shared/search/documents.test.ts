import { describe, expect, it } from 'vitest'
import {
  forEachDocument,
  headingSection,
  pageShape,
} from '../../../../src/shared/search/documents.ts'
import type { SerializedPage } from '../../../../src/shared/search/index-format.ts'

describe('src/shared/search/documents', () => {
  const pages: SerializedPage[] = [
    [
      '/a',
      'A',
      [],
      [
        ['', ''],
        ['#x', 'X'],
        ['#a', 'A'],
        ['#z', 'Z'],
      ],
      1,
      'a-00000000.js',
    ],
    ['/b', 'B', [], [['#y', 'Y']], 0, ''],
  ]

  it('numbers documents: titles, then headings that differ from the title, then texts', () => {
    const seen: string[] = []
    const count = forEachDocument(pages.map(pageShape), (id, type, page, ordinal) =>
      seen.push(`${id}:${type}:${page}:${ordinal}`),
    )
    expect(seen).toEqual(['0:0:0:-1', '1:0:1:-1', '2:1:0:0', '3:1:0:1', '4:1:1:0', '5:2:0:-1'])
    expect(count).toBe(6)
  })

  it("finds the section of a page's heading document", () => {
    const [, title, , sections] = pages[0]!
    expect([0, 1, 2].map((k) => headingSection(title, sections, k))).toEqual([1, 3, -1])
  })
})
