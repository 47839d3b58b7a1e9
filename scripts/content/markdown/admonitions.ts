import type { ContainerDirective } from 'mdast-util-directive'
import type { Element, ElementContent } from 'hast'
import type { AllStrings } from '../../../src/shared/i18n/all.ts'
import type { RenderContext } from './context.ts'
import type { MarkdownStep } from './pipeline.ts'

/** The admonitions of the content format and the UI string of each one's default title. */
export const ADMONITIONS = {
  note: 'admonitionNote',
  tip: 'admonitionTip',
  info: 'admonitionInfo',
  warning: 'admonitionWarning',
  danger: 'admonitionDanger',
} as const satisfies Record<string, keyof AllStrings>

type Admonition = keyof typeof ADMONITIONS
const isAdmonition = (name: string): name is Admonition => Object.hasOwn(ADMONITIONS, name)
const NAMES = Object.keys(ADMONITIONS)
  .map((a) => `:::${a}`)
  .join(', ')

/**
 * True when the directive ends on a closing fence of at least as many colons as it opened with.
 * An unclosed one runs to the end of its container (the page, a list item, a quote), so its last
 * line is content instead.
 */
function isClosed(node: ContainerDirective, source: string): boolean {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  if (start === undefined || end === undefined) return true
  const colons = source.slice(start).match(/^:+/u)?.[0].length ?? 3
  const lineStart = source.lastIndexOf('\n', end - 1) + 1
  const lastChildEnd = node.children.at(-1)?.position?.end.offset ?? 0
  return (
    lineStart > start &&
    lastChildEnd <= lineStart &&
    new RegExp(`^[ \\t>]*:{${colons},}[ \\t]*$`, 'u').test(source.slice(lineStart, end))
  )
}

function check(node: ContainerDirective, ctx: RenderContext): void {
  const opening = `${':'.repeat(ctx.source.slice(node.position?.start.offset ?? 0).match(/^:+/u)?.[0].length ?? 3)}${node.name}`
  if (!isAdmonition(node.name))
    ctx.problem(node, `unknown admonition ":::${node.name}"`, `use one of ${NAMES}`)
  if (!isClosed(node, ctx.source)) {
    ctx.problem(
      node,
      `"${opening}" is never closed, so it takes in the rest of the page`,
      `end it with a line "${opening.replace(/[^:]/gu, '')}" where the box should end`,
    )
  }
}

/**
 * Admonitions (`:::tip[Title]` … `:::`): known names only, every one closed, rendered as a titled
 * box with the theme's classes.
 */
export const admonitions: MarkdownStep = {
  name: 'admonitions',
  enter: {
    containerDirective: (node, ctx) => check(node, ctx),
  },
  handlers: (ctx) => ({
    containerDirective(state, node: ContainerDirective): Element {
      const kind: Admonition = isAdmonition(node.name) ? node.name : 'note'
      const [head, ...rest] = node.children
      const hasLabel =
        head?.type === 'paragraph' &&
        (head.data as { directiveLabel?: boolean } | undefined)?.directiveLabel
      const title: ElementContent[] = hasLabel
        ? state.all(head)
        : [{ type: 'text', value: ctx.t[ADMONITIONS[kind]] }]
      const body = state.all({ ...node, children: hasLabel ? rest : node.children })
      const el: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['admonition', `admonition-${kind}`], role: 'note' },
        children: [
          {
            type: 'element',
            tagName: 'p',
            properties: { className: ['admonition-title'] },
            children: title,
          },
          {
            type: 'element',
            tagName: 'div',
            properties: { className: ['admonition-body'] },
            children: body,
          },
        ],
      }
      state.patch(node, el)
      return el
    },
  }),
}
