import { describe, expect, it } from 'vitest'
import type { TocEntry } from '../../../src/shared/content/types.ts'
import { filterToc, tocTree, treeifyToc, type TocNode } from '../../../src/shared/toc.ts'

const h = (level: number, id: string): TocEntry => ({ id, text: id.toUpperCase(), level })

/** The tree as nested ids, easy to compare: `['a', ['b', 'c']]` = a, then b with child c. */
function shape(nodes: readonly TocNode[]): unknown[] {
  return nodes.flatMap((n) => (n.children.length ? [n.id, shape(n.children)] : [n.id]))
}

describe('src/shared/toc', () => {
  it('nests each heading under the nearest earlier heading of a lower level', () => {
    const tree = treeifyToc([
      h(2, 'a'),
      h(3, 'b'),
      h(4, 'c'),
      h(3, 'd'),
      h(2, 'e'),
      h(4, 'f'),
      h(3, 'g'),
    ])
    expect(shape(tree)).toEqual(['a', ['b', ['c'], 'd'], 'e', ['f', 'g']])
    expect(tree[0]!.text).toBe('A')
    expect(tree[0]!.level).toBe(2)
  })

  it('puts headings with no lower-level predecessor at the top', () => {
    expect(shape(treeifyToc([h(3, 'a'), h(2, 'b'), h(4, 'c')]))).toEqual(['a', 'b', ['c']])
    expect(treeifyToc([])).toEqual([])
  })

  it('builds the tree first, then filters: h3, h2, h4 at levels 3..4 is [h3, h4], not h3 > h4', () => {
    const filtered = tocTree([h(3, 'h3'), h(2, 'h2'), h(4, 'h4')], 3, 4)
    expect(shape(filtered)).toEqual(['h3', 'h4'])
    expect(filtered[0]!.children).toEqual([])
  })

  it('hoists the children of a dropped heading into its place, keeping order', () => {
    const tree = treeifyToc([h(2, 'a'), h(3, 'b'), h(4, 'c'), h(5, 'd'), h(3, 'e')])
    expect(shape(filterToc(tree, 3, 3))).toEqual(['b', 'e'])
    expect(shape(filterToc(tree, 3, 4))).toEqual(['b', ['c'], 'e'])
    expect(shape(filterToc(tree, 2, 3))).toEqual(['a', ['b', 'e']])
    expect(shape(filterToc(tree, 4, 6))).toEqual(['c', ['d']])
  })

  it('keeps the default range 2..3 and drops deeper headings', () => {
    expect(shape(tocTree([h(2, 'a'), h(3, 'b'), h(4, 'c'), h(2, 'd')], 2, 3))).toEqual([
      'a',
      ['b'],
      'd',
    ])
  })

  it('does not modify its input', () => {
    const flat = [h(2, 'a'), h(3, 'b')]
    const copy = structuredClone(flat)
    const tree = treeifyToc(flat)
    filterToc(tree, 3, 3)
    expect(flat).toEqual(copy)
    expect(shape(tree)).toEqual(['a', ['b']])
  })
})
