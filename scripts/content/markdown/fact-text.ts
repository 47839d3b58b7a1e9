import type { Text } from 'mdast'

declare module 'mdast' {
  interface TextData {
    /** Set on text that `:fact[name]` wrote: later checks know the value came from the facts file. */
    fact?: string
  }
}

/** A text node written by `:fact[…]`. */
export type FactText = Text & { data: { fact: string } }

export const isFactText = (node: { type: string; data?: unknown }): node is FactText =>
  node.type === 'text' && typeof (node.data as { fact?: unknown } | undefined)?.fact === 'string'
