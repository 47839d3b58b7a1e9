import type { Nodes, RootContent } from 'mdast'
import { SKIP } from 'unist-util-visit'
import type { MarkdownStep } from './pipeline.ts'

type InlineDirective = Extract<Nodes, { type: 'textDirective' | 'leafDirective' }>

/** The source text of a text or leaf directive that is not one of ours (e.g. the `:b` of `a:b`). */
function directiveAsText(node: InlineDirective): RootContent[] {
  const colons = node.type === 'leafDirective' ? '::' : ':'
  const out: RootContent[] = [{ type: 'text', value: colons + node.name }]
  if (node.children.length)
    out.push({ type: 'text', value: '[' }, ...(node.children as RootContent[]), {
      type: 'text',
      value: ']',
    })
  const attrs = Object.entries(node.attributes ?? {})
  if (attrs.length)
    out.push({
      type: 'text',
      value: `{${attrs.map(([k, v]) => (v ? `${k}="${v}"` : k)).join(' ')}}`,
    })
  return out
}

/**
 * Text and leaf directives that no earlier step claimed become the text they were written as, so
 * `Edge:Settings` reads as written. Steps for directives of our own go before this one. The walk
 * goes on at the replacement, so a link inside the brackets is checked like any other.
 */
export const plainDirectives: MarkdownStep = {
  name: 'plain directives',
  enter: {
    textDirective: (node, _ctx, parent, index) => asText(node, parent, index),
    leafDirective: (node, _ctx, parent, index) => asText(node, parent, index),
  },
}

/** Replaces the directive and has the walk go on at its replacement, not inside the removed node. */
function asText(
  node: InlineDirective,
  parent: { children: unknown[] } | undefined,
  index: number | undefined,
): [typeof SKIP, number] | undefined {
  if (!parent || index === undefined) return undefined
  parent.children.splice(index, 1, ...directiveAsText(node))
  return [SKIP, index]
}
