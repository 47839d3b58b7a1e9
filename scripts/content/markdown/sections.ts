import type { Nodes, Root } from 'mdast'
import type { HeadingInfo } from './context.ts'
import { headingId } from './headings.ts'
import { plainText, squash } from './text.ts'

/** Text of one searchable section: the page intro (`id` null) or a heading and what follows it. */
export interface SectionText {
  id: string | null
  title: string
  text: string
}

const hasSectionHeading = (node: Nodes): boolean =>
  'children' in node &&
  (node.children as Nodes[]).some(
    (c) => (c.type === 'heading' && c.depth <= 3) || hasSectionHeading(c),
  )

/**
 * Sections for search: h2 and h3 open a section wherever they sit (an admonition included); deeper
 * headings and everything else belong to the section they are in.
 */
export function searchSections(tree: Root, headings: readonly HeadingInfo[]): SectionText[] {
  const sections: SectionText[] = [{ id: null, title: '', text: '' }]
  const add = (node: Nodes) => {
    if (node.type === 'heading' && node.depth <= 3) {
      const id = headingId(node)
      sections.push({ id, title: headings.find((h) => h.id === id)?.text ?? '', text: '' })
    } else if (hasSectionHeading(node)) {
      for (const child of (node as { children: Nodes[] }).children) add(child)
    } else {
      const s = sections.at(-1)!
      const text = squash(plainText(node))
      s.text = s.text ? `${s.text} ${text}` : text
    }
  }
  for (const node of tree.children) add(node)
  return sections
}
