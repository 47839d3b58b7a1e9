import { scanText } from '../../src/shared/search/tokenize.ts'

/** `[start, end)` in UTF-16 units. */
export type Span = [start: number, end: number]

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!)
}

/** An index term found in a text, with its span. */
export interface TextToken {
  term: string
  start: number
  end: number
}

/** Tokens per text: all of them, and words only. */
const caches = [new Map<string, TextToken[]>(), new Map<string, TextToken[]>()] as const
let cachedChars = 0
/**
 * Bound on the caches: all the text of a site like ours fits (~0.8 M characters); a 10,000-page
 * site or a session of odd queries cannot grow them forever.
 */
const MAX_CACHED_CHARS = 2_000_000

function cached(text: string, cjk: boolean): TextToken[] {
  const cache = caches[cjk ? 0 : 1]
  let tokens = cache.get(text)
  if (!tokens) {
    tokens = []
    const list = tokens
    scanText(text, (term, start, end) => list.push({ term, start, end }), { cjk })
    if (cachedChars + text.length > MAX_CACHED_CHARS) {
      for (const c of caches) c.clear()
      cachedChars = 0
    }
    cache.set(text, tokens)
    cachedChars += text.length
  }
  return tokens
}

/**
 * The index terms of `text` with their spans, by re-tokenising it (the index keeps no positions).
 * Kept per string: the search page re-reads the same sections for every query.
 */
export function textTokens(text: string): TextToken[] {
  return cached(text, true)
}

/** The same without CJK bigrams (found by string search instead, far faster than cutting them out). */
function wordTokens(text: string): TextToken[] {
  return cached(text, false)
}

const CJK_TERM_RE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]+$/u
const CJK_CHAR_RE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]/u
/** Characters the tokenizer folds inside CJK runs (compatibility ideographs, half-width kana): string search would miss them. */
const FOLDED_CJK_RE = /[\uf900-\ufaff\uff66-\uff9f]|\ud87e[\udc00-\ude1f]/

/**
 * Calls `visit` with every occurrence of a CJK index term as the tokenizer would cut it: any two
 * neighbouring CJK characters make a bigram; a CJK character makes a unigram only standing alone.
 */
function eachCjk(text: string, term: string, visit: (start: number, end: number) => void): void {
  const lone = term.length === 1 || (term.length === 2 && term.codePointAt(0)! > 0xffff)
  for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
    const end = at + term.length
    if (
      lone &&
      (CJK_CHAR_RE.test(charBefore(text, at)) ||
        (end < text.length && CJK_CHAR_RE.test(charAfter(text, end))))
    )
      continue
    visit(at, end)
  }
}

/**
 * Calls `visit` for each occurrence of each matched index term in `text`, not in text order. CJK
 * terms are found by string search; words by the tokenizer (the index stems them).
 */
function eachMatch(
  text: string,
  matched: ReadonlySet<string>,
  visit: (term: string, start: number, end: number) => void,
): void {
  if (FOLDED_CJK_RE.test(text)) {
    for (const { term, start, end } of textTokens(text))
      if (matched.has(term)) visit(term, start, end)
    return
  }
  let words = false
  for (const term of matched) {
    if (CJK_TERM_RE.test(term)) eachCjk(text, term, (start, end) => visit(term, start, end))
    else words = true
  }
  if (!words) return
  for (const { term, start, end } of wordTokens(text))
    if (matched.has(term)) visit(term, start, end)
}

/**
 * Spans of the matched index terms in `text`. Overlapping and touching spans merge, so the bigrams
 * 划词 + 词翻 + 翻译 mark 划词翻译.
 */
export function matchSpans(text: string, matched: ReadonlySet<string>): Span[] {
  const spans: Span[] = []
  eachMatch(text, matched, (_, start, end) => spans.push([start, end]))
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const merged: Span[] = []
  for (const [start, end] of spans) {
    const last = merged.at(-1)
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  return merged
}

/** The matched index terms `text` holds, and how many matches it holds in all. */
export function matchesIn(
  text: string,
  matched: ReadonlySet<string>,
): { terms: Set<string>; total: number } {
  const terms = new Set<string>()
  let total = 0
  eachMatch(text, matched, (term) => {
    terms.add(term)
    total++
  })
  return { terms, total }
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

/** Longest first match a snippet shows in full. */
const MAX_MATCH_LENGTH = 80

const CJK_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u
const WORD_RE = /[\p{L}\p{N}\p{M}]/u

/** A CJK character stands alone; letters and digits form words; everything else separates. */
function charClass(ch: string): 0 | 1 | 2 {
  return CJK_RE.test(ch) ? 0 : WORD_RE.test(ch) ? 1 : 2
}

function charBefore(text: string, at: number): string {
  if (at <= 0) return ''
  const low = text.charCodeAt(at - 1)
  return low >= 0xdc00 && low <= 0xdfff && at >= 2 ? text.slice(at - 2, at) : text.charAt(at - 1)
}

function charAfter(text: string, at: number): string {
  return String.fromCodePoint(text.codePointAt(at)!)
}

/** Start of the chunk (word, CJK character or separator run) that ends at `at`. */
function chunkBefore(text: string, at: number): number {
  const kind = charClass(charBefore(text, at))
  if (kind === 0) return at - charBefore(text, at).length
  while (at > 0 && charClass(charBefore(text, at)) === kind) at -= charBefore(text, at).length
  return at
}

/** End of the chunk that starts at `at`. */
function chunkAfter(text: string, at: number): number {
  const kind = charClass(charAfter(text, at))
  if (kind === 0) return at + charAfter(text, at).length
  while (at < text.length && charClass(charAfter(text, at)) === kind)
    at += charAfter(text, at).length
  return at
}

/**
 * About `length` characters around the first match: whole words (or CJK characters) are added
 * around it, about one on the left for two on the right, while they fit. `…` marks a cut side.
 */
export function snippetHtml(text: string, spans: readonly Span[], length: number): string {
  const first = spans[0] ?? ([0, 0] as Span)
  // The whole first match is kept, unless it is a merged run of many bigrams (a pasted sentence).
  let start = first[0]
  let end = Math.min(first[1], first[0] + Math.max(length, MAX_MATCH_LENGTH))
  let budget = length - (end - start)
  let left = 0
  let right = 0
  let leftDone = start === 0
  let rightDone = end >= text.length
  while (!(leftDone && rightDone)) {
    if (!leftDone && (rightDone || left * 2 < right)) {
      const to = chunkBefore(text, start)
      if (start - to > budget) leftDone = true
      else {
        budget -= start - to
        left += start - to
        start = to
        leftDone = start === 0
      }
    } else {
      const to = chunkAfter(text, end)
      if (to - end > budget) rightDone = true
      else {
        budget -= to - end
        right += to - end
        end = to
        rightDone = end >= text.length
      }
    }
  }
  while (start < first[0] && /\s/.test(text.charAt(start))) start++
  while (end > first[1] && /\s/.test(text.charAt(end - 1))) end--
  return `${start > 0 ? '…' : ''}${markHtml(text, spans, start, end)}${end < text.length ? '…' : ''}`
}

/** The matched words as written (lowercased, each once), for `?_highlight=` on the target page. */
export function surfaceTerms(text: string, spans: readonly Span[]): string[] {
  return [...new Set(spans.map(([start, end]) => text.slice(start, end).toLowerCase()))]
}
