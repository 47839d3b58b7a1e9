import type { Nodes, Parents, Root } from 'mdast'
import type { Root as HastRoot } from 'hast'
import type { Handlers } from 'mdast-util-to-hast'
import { visit, type VisitorResult } from 'unist-util-visit'
import type { RenderContext } from './context.ts'

type NodeOf<T extends Nodes['type']> = Extract<Nodes, { type: T }>
type Enter<T extends Nodes['type']> = (
  node: NodeOf<T>,
  ctx: RenderContext,
  parent: Parents | undefined,
  index: number | undefined,
) => VisitorResult | undefined

/**
 * One job of the Markdown renderer. A step may rework the whole tree before the walk (a directive
 * that expands into text everything else should see), reacts to the node types it names during the
 * single walk over the tree (returning a visitor result when it replaced the node), may finish its
 * job once the walk is over, brings its own mdast → hast handlers, and may rework the HTML tree.
 */
export interface MarkdownStep {
  name: string
  before?: (tree: Root, ctx: RenderContext) => void
  enter?: { [T in Nodes['type']]?: Enter<T> }
  after?: (tree: Root, ctx: RenderContext) => void
  handlers?: (ctx: RenderContext) => Partial<Handlers>
  hast?: (tree: HastRoot, ctx: RenderContext) => void
}

/**
 * Runs the steps' `before` in order, then walks the tree once, giving each node to the steps that
 * asked for its type, in step order. A step that replaces a node returns `[SKIP, index]`, which
 * ends the dispatch for that node: the walk goes on at the replacement, so its content is visited
 * by every step (a link in it is still checked). Last, each step's `after`.
 */
export function runSteps(tree: Root, steps: readonly MarkdownStep[], ctx: RenderContext): void {
  for (const step of steps) step.before?.(tree, ctx)
  const byType = new Map<string, Enter<Nodes['type']>[]>()
  for (const step of steps) {
    for (const [type, fn] of Object.entries(step.enter ?? {})) {
      byType.set(type, [...(byType.get(type) ?? []), fn as Enter<Nodes['type']>])
    }
  }
  visit(tree, (node, index, parent) => {
    for (const fn of byType.get(node.type) ?? []) {
      const result = fn(node as never, ctx, parent, index)
      if (result !== undefined) return result
    }
    return undefined
  })
  for (const step of steps) step.after?.(tree, ctx)
}

/** State a step keeps for one render (what it collects during the walk for its `after`). */
export function perRender<T>(init: () => T): (ctx: RenderContext) => T {
  const states = new WeakMap<RenderContext, T>()
  return (ctx) => {
    let state = states.get(ctx)
    if (state === undefined) {
      state = init()
      states.set(ctx, state)
    }
    return state
  }
}
