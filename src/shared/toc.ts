import type { TocEntry } from './content/types.ts'

/** A heading with the headings nested under it. */
export interface TocNode extends TocEntry {
  children: TocNode[]
}

/**
 * Nests a page's flat heading list: each heading's parent is the nearest earlier heading of a
 * lower level. Building the tree before filtering is what keeps a skipped level from swallowing
 * its successors (see `filterToc`).
 */
export function treeifyToc(flat: readonly TocEntry[]): TocNode[] {
  const roots: TocNode[] = []
  const stack: TocNode[] = []
  for (const entry of flat) {
    const node: TocNode = { ...entry, children: [] }
    while (stack.length && stack.at(-1)!.level >= node.level) stack.pop()
    const parent = stack.at(-1)
    ;(parent ? parent.children : roots).push(node)
    stack.push(node)
  }
  return roots
}

/**
 * Keeps the headings of levels `minLevel..maxLevel`. A heading outside the range is dropped and its
 * children move up to its place, so h3, h2, h4 filtered to 3..4 gives [h3, h4], not h3 > h4.
 */
export function filterToc(
  nodes: readonly TocNode[],
  minLevel: number,
  maxLevel: number,
): TocNode[] {
  return nodes.flatMap((node) => {
    const children = filterToc(node.children, minLevel, maxLevel)
    return node.level >= minLevel && node.level <= maxLevel ? [{ ...node, children }] : children
  })
}

/** The table of contents of a page: tree first, then filtered to the levels it shows. */
export function tocTree(flat: readonly TocEntry[], minLevel: number, maxLevel: number): TocNode[] {
  return filterToc(treeifyToc(flat), minLevel, maxLevel)
}
