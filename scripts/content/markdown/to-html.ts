import type { Root } from 'mdast'
import type { Root as HastRoot } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { toHast } from 'mdast-util-to-hast'
import type { RenderContext } from './context.ts'
import type { MarkdownStep } from './pipeline.ts'

/**
 * The HTML of a (part of a) tree, with the steps' handlers and HTML rework. Raw HTML passes through
 * as written: the raw HTML step has already checked it the way a browser reads it.
 */
export function treeToHtml(root: Root, steps: readonly MarkdownStep[], ctx: RenderContext): string {
  const handlers = Object.assign({}, ...steps.map((s) => s.handlers?.(ctx) ?? {}))
  const hast = toHast(root, {
    allowDangerousHtml: true,
    handlers,
    footnoteLabel: ctx.t.footnotes,
    footnoteBackLabel: ctx.t.footnoteBack,
  }) as HastRoot
  for (const step of steps) step.hast?.(hast, ctx)
  return toHtml(hast, { allowDangerousHtml: true })
}
