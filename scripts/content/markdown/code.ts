import { createLowlight, common } from 'lowlight'
import type { Element, ElementContent, Root as HastRoot, Text } from 'hast'
import { timed } from '../../lib/phases.ts'

const lowlight = createLowlight(common)
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'hosts', 'console'])

/** Parses a fence's meta string: `title="x.json" {1,3-5}`. */
export function parseCodeMeta(meta: string | null | undefined): {
  title?: string
  lines: Set<number>
} {
  const lines = new Set<number>()
  const title = meta?.match(/title=(?:"([^"]*)"|'([^']*)'|(\S+))/u)
  const ranges = meta?.match(/\{([\d,\s-]+)\}/u)?.[1]
  for (const part of ranges?.split(',') ?? []) {
    const [from, to] = part.trim().split('-').map(Number)
    if (!from) continue
    for (let n = from; n <= (to || from); n++) lines.add(n)
  }
  const value = title?.[1] ?? title?.[2] ?? title?.[3]
  return value === undefined ? { lines } : { title: value, lines }
}

interface Segment {
  text: string
  className: string[]
}

// Flattening nested token spans into one span per run lets a line break fall anywhere without
// leaving unbalanced elements; class names are merged, so the theme CSS uses single-class rules.
function flatten(
  nodes: readonly (ElementContent | HastRoot['children'][number])[],
  classes: string[],
  out: Segment[],
): Segment[] {
  for (const node of nodes) {
    if (node.type === 'text') out.push({ text: node.value, className: classes })
    else if (node.type === 'element') {
      const own = (node.properties.className as string[] | undefined) ?? []
      flatten(node.children, own.length ? [...classes, ...own] : classes, out)
    }
  }
  return out
}

function toLines(segments: Segment[]): Segment[][] {
  const lines: Segment[][] = [[]]
  for (const seg of segments) {
    const parts = seg.text.split('\n')
    parts.forEach((text, i) => {
      if (i > 0) lines.push([])
      if (text) lines.at(-1)!.push({ text, className: seg.className })
    })
  }
  return lines
}

const textNode = (value: string): Text => ({ type: 'text', value })

/**
 * Highlights `code` at build time and returns one `<span class="line">` per source line, so that
 * highlighted lines can be marked and no highlighter has to run in the browser.
 */
export function highlightCode(
  code: string,
  lang: string | null | undefined,
  marked: Set<number>,
): { lang: string; lines: Element[] } {
  const name = (lang ?? '').toLowerCase()
  const known = !PLAIN.has(name) && lowlight.registered(name)
  const tree = known
    ? timed('highlight', () => lowlight.highlight(name, code))
    : { type: 'root' as const, children: [textNode(code)] }
  const lines = toLines(flatten(tree.children, [], [])).map(
    (segments, i): Element => ({
      type: 'element',
      tagName: 'span',
      properties: { className: marked.has(i + 1) ? ['line', 'hl'] : ['line'] },
      children: segments.map((s) =>
        s.className.length
          ? {
              type: 'element',
              tagName: 'span',
              properties: { className: s.className },
              children: [textNode(s.text)],
            }
          : textNode(s.text),
      ),
    }),
  )
  return { lang: known ? name : 'text', lines }
}
