import type { Nodes } from 'mdast'

const BLOCK = new Set([
  'paragraph',
  'heading',
  'list',
  'listItem',
  'blockquote',
  'table',
  'tableRow',
  'tableCell',
  'code',
  'containerDirective',
  'leafDirective',
  'footnoteDefinition',
  'thematicBreak',
])

/**
 * Plain text of a node for search and reading time. Blocks are joined with a space so that
 * "…DeepL." and the next paragraph's "Press…" never fuse into one word; raw HTML tags are dropped.
 */
export function plainText(node: Nodes): string {
  if (node.type === 'html' || node.type === 'yaml') return ''
  if ('value' in node) return node.value
  if (node.type === 'image') return node.alt ?? ''
  if (!('children' in node)) return ''
  const children = node.children as Nodes[]
  const sep = children.some((c) => BLOCK.has(c.type)) ? ' ' : ''
  return children.map(plainText).join(sep)
}

/** Collapses runs of whitespace into one space. */
export const squash = (s: string): string => s.replace(/\s+/gu, ' ').trim()
