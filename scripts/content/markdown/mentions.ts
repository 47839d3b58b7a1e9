import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { isFactText } from './fact-text.ts'

/** A version number or a yuan amount that a page states, where it stands, and whether a fact wrote it. */
export interface Mention {
  kind: 'version' | 'price'
  /** The text as written, e.g. `11.6.0`, `10.14.x`, `¥98`, `49 元`. */
  value: string
  line: number
  column: number
  /** Name of the fact that produced the text, when `:fact[…]` did. */
  fact?: string
}

/**
 * A three-part version of the extension: major 7 to 99 (6.x and earlier predate the changelog), an
 * `x` allowed as the last part (`10.14.x`). Not part of a longer dotted run such as an IP address.
 */
const VERSION = /(?<![\w.])v?((?:[7-9]|[1-9]\d)\.\d{1,3}\.(?:\d{1,3}|x))(?![\w]|\.\w)/gu
/** Versions of other software may stand right after its name: "Chrome 120.0.6099" is not ours. */
const OTHER_PRODUCT =
  /(?:Chrome|Chromium|Edge|Firefox|Safari|Opera|Node(?:\.js)?|PDF\.js|Tesseract|Windows|macOS|iOS|Android|Python)\s*$/u
/** Yuan amounts: ¥98, ￥ 3, 49 元, 1.5 万元, 30 yuan, RMB 98, 98 CNY. */
const AMOUNT = String.raw`\d(?:[\d,]*\d)?(?:\.\d+)?`
const PRICE = new RegExp(
  String.raw`[¥￥]\s?${AMOUNT}|${AMOUNT}\s?万?\s?元|${AMOUNT}\s?(?:yuan|RMB|CNY)\b|\b(?:RMB|CNY)\s?${AMOUNT}`,
  'gu',
)

/** Line and column of `offset` inside a node's text that starts at `line`:`column`. */
function positionIn(
  value: string,
  offset: number,
  line: number,
  column: number,
): { line: number; column: number } {
  const before = value.slice(0, offset)
  const breaks = before.split('\n').length - 1
  return breaks
    ? { line: line + breaks, column: offset - before.lastIndexOf('\n') }
    : { line, column: column + offset }
}

/** Every version and yuan amount in `text`, positioned as if `text` started at `line`:`column`. */
export function findMentionsInText(
  text: string,
  line: number,
  column: number,
  fact?: string,
): Mention[] {
  const out: Mention[] = []
  for (const m of text.matchAll(VERSION)) {
    if (OTHER_PRODUCT.test(text.slice(0, m.index))) continue
    const at = fact ? { line, column } : positionIn(text, m.index, line, column)
    out.push({ kind: 'version', value: m[1]!, ...at, ...(fact ? { fact } : {}) })
  }
  for (const m of text.matchAll(PRICE)) {
    const at = fact ? { line, column } : positionIn(text, m.index, line, column)
    out.push({ kind: 'price', value: m[0], ...at, ...(fact ? { fact } : {}) })
  }
  return out
}

/** Versions and prices stated in a page's text, inline code and code blocks, in document order. */
export function findMentions(tree: Root): Mention[] {
  const out: Mention[] = []
  visit(tree, (node) => {
    if (node.type !== 'text' && node.type !== 'inlineCode' && node.type !== 'code') return
    const start = node.position?.start ?? { line: 1, column: 1 }
    if (node.type === 'code') {
      out.push(...findMentionsInText(node.value, start.line + 1, 1))
      return
    }
    // Inline code starts after its backtick.
    const column = node.type === 'inlineCode' ? start.column + 1 : start.column
    out.push(
      ...findMentionsInText(
        node.value,
        start.line,
        column,
        isFactText(node) ? node.data.fact : undefined,
      ),
    )
  })
  return out
}
