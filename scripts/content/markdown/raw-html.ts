import type { Html } from 'mdast'
import type { RenderContext } from './context.ts'
import { checkRawHtml, type SafeTag } from './html-safelist.ts'
import { perRender, type MarkdownStep } from './pipeline.ts'

interface FileState {
  reported: Set<string>
  /** Safe tags of the whole file in document order, with file positions. */
  tags: SafeTag[]
}
const stateOf = perRender((): FileState => ({ reported: new Set(), tags: [] }))

/**
 * File position of a point inside a raw HTML node. Lines after the first are matched against the
 * source line, since Markdown containers (lists, quotes) strip their indentation from the value.
 */
function filePosition(
  node: Html,
  line: number,
  column: number,
  ctx: RenderContext,
): { line: number; column: number } {
  const start = node.position?.start ?? { line: 1, column: 1 }
  if (line === 1) return { line: start.line, column: start.column + column - 1 }
  const fileLine = start.line + line - 1
  const sourceLine = ctx.source.split('\n', fileLine)[fileLine - 1] ?? ''
  const valueLine = node.value.split('\n')[line - 1] ?? ''
  const indent = sourceLine.endsWith(valueLine) ? sourceLine.length - valueLine.length : 0
  return { line: fileLine, column: indent + column }
}

/**
 * Raw HTML against the safe list (read by a real HTML tokenizer, see html-safelist.ts), and every
 * safe tag that is opened closed again in order: an unclosed `<details>` would swallow the rest of
 * the page.
 */
export const rawHtml: MarkdownStep = {
  name: 'raw html',
  enter: {
    html(node, ctx) {
      const state = stateOf(ctx)
      const { problems, tags } = checkRawHtml(node.value, state.reported)
      for (const p of problems) {
        const at = filePosition(node, p.line, p.column, ctx)
        ctx.problemAt(at.line, at.column, p.message, p.hint)
      }
      for (const t of tags) state.tags.push({ ...t, ...filePosition(node, t.line, t.column, ctx) })
    },
  },
  after(_tree, ctx) {
    const open: SafeTag[] = []
    for (const tag of stateOf(ctx).tags) {
      if (!tag.closing) {
        open.push(tag)
        continue
      }
      const at = open.findLastIndex((o) => o.name === tag.name)
      if (at === -1) {
        ctx.problemAt(
          tag.line,
          tag.column,
          `closing </${tag.name}> has no opening <${tag.name}>`,
          `remove it, or add <${tag.name}> before it`,
        )
        continue
      }
      for (const inner of open.splice(at).slice(1)) {
        ctx.problemAt(
          inner.line,
          inner.column,
          `<${inner.name}> is not closed before </${tag.name}>`,
          `add </${inner.name}> before line ${tag.line}`,
        )
      }
    }
    for (const tag of open)
      ctx.problemAt(
        tag.line,
        tag.column,
        `<${tag.name}> is never closed`,
        `add </${tag.name}> where it should end; otherwise it takes in the rest of the page`,
      )
  },
}
