import type { Text } from 'mdast'
import { SKIP } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import type { MarkdownStep } from '../../../../../scripts/content/markdown/pipeline.ts'
import { STEPS } from '../../../../../scripts/content/markdown/render.ts'
import { render } from './support.ts'

/** A text directive of our own, the way a step for one plugs in: before the plain-directive step. */
const shout: MarkdownStep = {
  name: 'shout',
  enter: {
    textDirective(node, _ctx, parent, index) {
      if (node.name !== 'shout' || !parent || index === undefined) return undefined
      const text: Text = {
        type: 'text',
        value: (node.children[0] as Text | undefined)?.value.toUpperCase() ?? '',
      }
      parent.children.splice(
        index,
        1,
        text,
        ...(node.attributes?.href
          ? [{ type: 'link' as const, url: node.attributes.href, children: [] }]
          : []),
      )
      return [SKIP, index]
    },
  },
}
const withShout = (() => {
  const at = STEPS.findIndex((s) => s.name === 'plain directives')
  return [...STEPS.slice(0, at), shout, ...STEPS.slice(at)]
})()

describe('scripts/content/markdown/pipeline', () => {
  it('runs a directive step placed before the plain-directive step, and leaves other directives as text', () => {
    const { html, problems } = render('Say :shout[hello] to a:b.', withShout)
    expect(problems).toEqual([])
    expect(html).toBe('<p>Say HELLO to a:b.</p>')
  })

  it('has every later step see what a step put in place of a node', () => {
    const { problems } = render('Say :shout[hi]{href="javascript:alert(1)"}.', withShout)
    expect(problems.map((p) => p.message)).toEqual([
      'link "javascript:alert(1)" uses the scheme "javascript:", which is not allowed',
    ])
  })

  it('gives headings their ids after directives inside them became text', () => {
    expect(render('## Version :shout[abc]', withShout).headings).toEqual([
      { depth: 2, id: 'version-abc', text: 'Version ABC' },
    ])
  })

  it('runs a whole-tree step before the walk, so every other step sees what it wrote', () => {
    const expand: MarkdownStep = {
      name: 'expand',
      before(tree) {
        tree.children.unshift(
          { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Added first' }] },
          { type: 'paragraph', children: [{ type: 'link', url: 'vbscript:x', children: [] }] },
        )
      },
    }
    const { headings, problems } = render('## Then', [expand, ...STEPS])
    expect(headings.map((h) => h.id)).toEqual(['added-first', 'then'])
    expect(problems.map((p) => p.message)).toEqual([
      'link "vbscript:x" uses the scheme "vbscript:", which is not allowed',
    ])
  })
})
