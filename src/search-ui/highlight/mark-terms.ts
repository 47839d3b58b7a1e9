/**
 * Marks search terms in rendered page content by splitting text nodes. The terms come from the
 * address bar, so they only ever become text: no HTML is built from them.
 */

export const MARK_ATTRIBUTE = 'data-search-highlight'

/** Caps that keep a hostile URL from making the page slow or filling the screen. */
const MAX_TERMS = 10
/** Characters of all terms together: what the highlight banner shows of the address at most. */
export const MAX_TERMS_LENGTH = 100

// Text in these is not the reader's content (or is not shown at all).
const SKIP = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'TEXTAREA',
  'SVG',
  'BUTTON',
  'MARK',
])

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')

/**
 * Terms worth marking: trimmed, non-empty, each once (ignoring case), at most MAX_TERMS of them and
 * MAX_TERMS_LENGTH characters (code points) in all, the last one cut to fit.
 */
export function cleanTerms(terms: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  let left = MAX_TERMS_LENGTH
  for (const raw of terms) {
    const chars = Array.from(raw.trim())
    const term = chars.slice(0, left).join('')
    const key = term.toLowerCase()
    if (term === '' || seen.has(key)) continue
    seen.add(key)
    out.push(term)
    left -= Math.min(chars.length, left)
    if (out.length === MAX_TERMS || left === 0) break
  }
  return out
}

/**
 * Spans `[start, end)` of `text` that any term matches, ignoring case, merged where they overlap or
 * touch: "划词" and "词翻译" in "划词翻译" give one span, not two marks that split a character.
 */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const ranges: [number, number][] = []
  for (const term of terms) {
    const re = new RegExp(escapeRegExp(term), 'giu')
    for (let m = re.exec(text); m; m = re.exec(text)) {
      ranges.push([m.index, m.index + m[0].length])
      // Step one code unit, not past the match: "aa" in "aaa" matches twice, overlapping.
      re.lastIndex = m.index + 1
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const merged: [number, number][] = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([range[0], range[1]])
  }
  return merged
}

function textNodes(root: Element): Text[] {
  const doc = root.ownerDocument
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */, {
    acceptNode(node) {
      for (let el = node.parentElement; el && el !== root; el = el.parentElement) {
        if (SKIP.has(el.tagName.toUpperCase())) return 2 /* NodeFilter.FILTER_REJECT */
      }
      return 1 /* NodeFilter.FILTER_ACCEPT */
    },
  })
  const nodes: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text)
  return nodes
}

/** Wraps every match of `terms` inside `roots` in `<mark data-search-highlight>`; returns the marks in document order. */
export function markTerms(roots: readonly Element[], terms: readonly string[]): HTMLElement[] {
  const clean = cleanTerms(terms)
  const marks: HTMLElement[] = []
  if (clean.length === 0) return marks
  for (const root of roots) {
    for (const node of textNodes(root)) {
      const ranges = matchRanges(node.data, clean)
      const created: HTMLElement[] = []
      // From the end, so the offsets of earlier ranges stay valid while the node is split.
      for (let i = ranges.length - 1; i >= 0; i--) {
        const [start, end] = ranges[i]!
        const match = node.splitText(start)
        match.splitText(end - start)
        const mark = node.ownerDocument.createElement('mark')
        mark.setAttribute(MARK_ATTRIBUTE, '')
        match.replaceWith(mark)
        mark.append(match)
        created.push(mark)
      }
      marks.push(...created.reverse())
    }
  }
  return marks
}

/** Removes the marks `markTerms` added under `roots`, joining the text back together. */
export function unmarkTerms(roots: readonly Element[]): void {
  for (const root of roots) {
    const parents = new Set<Node>()
    for (const mark of root.querySelectorAll(`mark[${MARK_ATTRIBUTE}]`)) {
      const parent = mark.parentNode
      if (!parent) continue
      mark.replaceWith(...mark.childNodes)
      parents.add(parent)
    }
    for (const parent of parents) parent.normalize()
  }
}
