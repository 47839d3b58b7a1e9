import { scanText } from '../../src/shared/search/tokenize.ts'

/** `[start, end)` in UTF-16 units. */
export type Span = [start: number, end: number]

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!)
}

/** An index term found in a text, with its span. */
export interface TextToken {
  term: string
  start: number
  end: number
}

const tokenCache = new Map<string, TextToken[]>()
let cachedChars = 0
/** Bound on the cache: a site's whole text fits many times; a session of odd queries cannot grow it forever. */
const MAX_CACHED_CHARS = 8_000_000

/**
 * The index terms of `text` with their spans, by re-tokenising it (the index keeps no positions).
 * Kept per string: the search page re-reads the same sections for every query.
 */
export function textTokens(text: string): TextToken[] {
  let tokens = tokenCache.get(text)
  if (!tokens) {
    const list: TextToken[] = []
    scanText(text, (term, start, end) => list.push({ term, start, end }))
    if (cachedChars + text.length > MAX_CACHED_CHARS) {
      tokenCache.clear()
      cachedChars = 0
    }
    tokenCache.set(text, (tokens = list))
    cachedChars += text.length
  }
  return tokens
}

/**
 * Spans of the matched index terms in `text`. Overlapping and touching spans merge, so the bigrams
 * 划词 + 词翻 + 翻译 mark 划词翻译.
 */
export function matchSpans(text: string, matched: ReadonlySet<string>): Span[] {
  const merged: Span[] = []
  // Tokens come in text order, a joined form before its parts, so starts never decrease.
  for (const { term, start, end } of textTokens(text)) {
    if (!matched.has(term)) continue
    const last = merged.at(-1)
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
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
