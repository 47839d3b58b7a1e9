import GithubSlugger from 'github-slugger'
import type { Heading } from 'mdast'
import type { Element } from 'hast'
import { format } from '../../../src/shared/i18n/all.ts'
import { perRender, type MarkdownStep } from './pipeline.ts'
import { plainText, squash } from './text.ts'

const EXPLICIT_ID = /\s*\{#([^}\s]+)\}\s*$/u

/** Headings of one render in document order, collected during the walk. */
const found = perRender((): Heading[] => [])

/** The id a heading was given (set by the headings step). */
export const headingId = (node: Heading): string => (node.data!.hProperties as { id: string }).id

/**
 * Heading ids: `{#id}` when written, else a slug of the text that keeps Chinese characters. Ids
 * are given after the walk, when directives inside headings have become their text.
 */
export const headings: MarkdownStep = {
  name: 'headings',
  enter: {
    heading: (node, ctx) => void found(ctx).push(node),
  },
  after(_tree, ctx) {
    const slugger = new GithubSlugger()
    const explicit = new Set<string>()
    for (const node of found(ctx)) {
      const last = node.children.at(-1)
      const m = last?.type === 'text' ? last.value.match(EXPLICIT_ID) : null
      let id: string | undefined
      if (last?.type === 'text' && m) {
        id = m[1]!
        last.value = last.value.slice(0, m.index)
        if (explicit.has(id))
          ctx.problem(
            node,
            `heading id "${id}" is used twice on this page`,
            'give each heading a different {#id}',
          )
        explicit.add(id)
        slugger.slug(id) // reserved, so generated slugs never collide with it
      }
      const text = squash(plainText(node))
      id ??= slugger.slug(text)
      node.data = { ...node.data, hProperties: { id } }
      ctx.headings.push({ depth: node.depth, id, text })
    }
  },
  handlers: (ctx) => ({
    heading(state, node: Heading): Element {
      const id = headingId(node)
      const text = ctx.headings.find((h) => h.id === id)?.text ?? id
      const children = state.all(node)
      children.push({
        type: 'element',
        tagName: 'a',
        properties: {
          className: ['hash-link'],
          href: `#${encodeURIComponent(id)}`,
          ariaLabel: format(ctx.t.headingLinkTo, { heading: text }),
          title: ctx.t.headingLink,
        },
        children: [{ type: 'text', value: '#' }],
      })
      const el: Element = {
        type: 'element',
        tagName: `h${node.depth}`,
        properties: { id, className: ['anchor'] },
        children,
      }
      state.patch(node, el)
      return el
    },
  }),
}
