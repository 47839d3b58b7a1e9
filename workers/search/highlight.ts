import { scanText } from '../../src/shared/search/tokenize.ts'

/** `[start, end)` in UTF-16 units. */
export type Span = [start: number, end: number]

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!)
}

/**
 * Where the matched index terms occur in `text`, found by re-tokenising it (the index keeps no
 * positions). Overlapping and touching spans merge, so the bigrams 划词 + 词翻 + 翻译 mark 划词翻译.
 */
export function matchSpans(text: string, matched: ReadonlySet<string>): Span[] {
  const spans: Span[] = []
  scanText(text, (term, start, end) => {
    if (matched.has(term)) spans.push([start, end])
  })
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const merged: Span[] = []
  for (const span of spans) {
    const last = merged.at(-1)
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1])
    else merged.push([span[0], span[1]])
  }
  return merged
}

/** `text[from, to)` escaped, with the spans inside it wrapped in `<mark>`. */
export function markHtml(text: string, spans: readonly Span[], from = 0, to = text.length): string {
  let html = ''
  let at = from
  for (const [start, end] of spans) {
    const s = Math.max(start, from)
    const e = Math.min(end, to)
    if (e <= s) continue
    html += `${escapeHtml(text.slice(at, s))}<mark>${escapeHtml(text.slice(s, e))}</mark>`
    at = e
  }
  return html + escapeHtml(text.slice(at, to))
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}\p{M}]/u.test(ch) && !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(ch)
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff

/**
 * About `length` characters of context around the first match: the match, then context shared
 * between both sides (more on the right, where reading continues). Cuts avoid splitting a word or
 * a surrogate pair, and `…` marks every cut side.
 */
export function snippetHtml(text: string, spans: readonly Span[], length: number): string {
  const first = spans[0] ?? ([0, 0] as Span)
  const matchEnd = Math.min(first[1], first[0] + Math.max(length, 1))
  const room = Math.max(0, length - (matchEnd - first[0]))
  let left = Math.min(first[0], Math.floor(room / 3))
  const right = Math.min(text.length - matchEnd, room - left)
  left = Math.min(first[0], room - right)
  let start = first[0] - left
  let end = matchEnd + right
  // Move cuts out of Latin words, but never past the match itself.
  while (start > 0 && start < first[0] && isWordChar(text[start - 1]) && isWordChar(text[start])) start++
  while (end < text.length && end > matchEnd && isWordChar(text[end - 1]) && isWordChar(text[end])) end--
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start++
  if (end < text.length && isLowSurrogate(text.charCodeAt(end))) end--
  while (start < first[0] && /\s/.test(text[start]!)) start++
  while (end > matchEnd && /\s/.test(text[end - 1]!)) end--
  return `${start > 0 ? '…' : ''}${markHtml(text, spans, start, end)}${end < text.length ? '…' : ''}`
}

/** The matched words as written (lowercased, each once), for `?_highlight=` on the target page. */
export function surfaceTerms(text: string, spans: readonly Span[]): string[] {
  return [...new Set(spans.map(([start, end]) => text.slice(start, end).toLowerCase()))]
}
