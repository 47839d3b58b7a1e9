import { SKIP, visit } from 'unist-util-visit'
import type { MarkdownStep } from './pipeline.ts'

/** Task-list boxes are read-only; their state needs a name for screen readers. */
export const taskLabels: MarkdownStep = {
  name: 'task labels',
  hast(tree, ctx) {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'input' && node.properties.type === 'checkbox')
        node.properties.ariaLabel = node.properties.checked ? ctx.t.taskDone : ctx.t.taskOpen
    })
  },
}

/** Wide tables scroll inside their own box instead of widening the page on phones. */
export const tableScroll: MarkdownStep = {
  name: 'table scroll',
  hast(tree) {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-wrap'], tabIndex: 0 },
        children: [node],
      }
      return SKIP
    })
  },
}
