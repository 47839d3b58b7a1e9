import lunr from 'lunr'

/**
 * The one tokenizer of site search. The index build and the search worker both cut text here, so a
 * word is turned into the same index terms on both sides.
 *
 * - Chinese and Japanese runs become overlapping bigrams (a lone character stays a unigram). This
 *   finds 划词, which ICU word segmentation splits, and it does not depend on the browser's ICU.
 * - Other letters and digits form words, lowercased, accents folded and English-stemmed. Words
 *   joined by `.`, `-`, `_`, `+` or `'` (node.js, v11.6.0, ctrl+k) and words with a trailing `++`
 *   or `#` (c++, c#) also give the joined form, unstemmed, so such terms can be searched as typed.
 * - Stop words are kept: a search for "the settings" requires both words.
 */

/** Terms longer than this (hashes, base64, pasted junk) are not indexed or searched. */
export const MAX_TERM_LENGTH = 40

const CJK_CHAR = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc`
const WORD_CHAR = String.raw`(?:(?![${CJK_CHAR}])[\p{L}\p{N}\p{M}])`
const JOINER = String.raw`[-._+'\u2019]`
// A CJK run, or a word with optional joined words and an optional trailing `++`/`+`/`#`.
const TOKEN_RE = new RegExp(
  String.raw`([${CJK_CHAR}]+)|(${WORD_CHAR}+(?:${JOINER}${WORD_CHAR}+)*(?:\+\+?|#)?)`,
  'gu',
)
const PART_RE = new RegExp(`${WORD_CHAR}+`, 'gu')
const LETTER_DIGIT_RE = /\p{N}+|[^\p{N}]+/gu
const MIXED_RE = /^(?=.*\p{N})(?=.*[^\p{N}])/u
const ASCII_WORD_RE = /^[a-z]+$/
const NON_ASCII_RE = /[^\u0000-\u007f]/
const MARKS_RE = /\p{M}+/gu

/** How an index term was produced; the query builder treats each kind differently. */
export type TokenKind = 'cjk' | 'word' | 'joined' | 'part'

/** Receives each index term with its span `[start, end)` in the text (UTF-16 offsets). */
export type TokenVisitor = (term: string, start: number, end: number, kind: TokenKind) => void

const stemCache = new Map<string, string>()

/** English Porter stem of a lowercase ASCII word; other words are returned unchanged. */
export function stemWord(word: string): string {
  if (word.length < 3 || !ASCII_WORD_RE.test(word)) return word
  let stem = stemCache.get(word)
  if (stem === undefined) {
    stem = lunr.stemmer(new lunr.Token(word, {})).toString()
    // The worker lives for the whole session and sees arbitrary input: keep the cache bounded.
    if (stemCache.size > 50_000) stemCache.clear()
    stemCache.set(word, stem)
  }
  return stem
}

/** Lowercases and folds width and accents (ＡＰＩ → api, café → cafe), without stemming. */
export function foldWord(word: string): string {
  const lower = word.toLowerCase()
  if (!NON_ASCII_RE.test(lower)) return lower
  return lower.normalize('NFKD').replace(MARKS_RE, '').normalize('NFKC').toLowerCase()
}

/** The index term of a single word: folded, then stemmed. Safe for any string (never throws). */
export function normalizeWord(word: string): string {
  return stemWord(foldWord(word))
}

/** Full-width and compatibility CJK forms become their unified characters. */
function foldCjkChar(ch: string): string {
  return ch.charCodeAt(0) >= 0xf900 ? ch.normalize('NFKC') : ch
}

function visitCjkRun(run: string, offset: number, visit: TokenVisitor): void {
  const chars = Array.from(run, foldCjkChar)
  const starts: number[] = []
  let at = offset
  for (const ch of run) {
    starts.push(at)
    at += ch.length
  }
  if (chars.length === 1) {
    visit(chars[0]!, offset, at, 'cjk')
    return
  }
  for (let i = 0; i + 1 < chars.length; i++) {
    const end = i + 2 < starts.length ? starts[i + 2]! : at
    visit(chars[i]! + chars[i + 1]!, starts[i]!, end, 'cjk')
  }
}

function visitPart(part: string, start: number, visit: TokenVisitor, kind: 'word' | 'part'): void {
  if (part.length <= MAX_TERM_LENGTH) visit(normalizeWord(part), start, start + part.length, kind)
  // v11, mp3, gpt4: the letter and digit runs are searchable on their own too.
  if (part.length > 1 && part.length <= 20 && MIXED_RE.test(part)) {
    for (const m of part.matchAll(LETTER_DIGIT_RE)) {
      const s = start + m.index
      visit(normalizeWord(m[0]), s, s + m[0].length, 'part')
    }
  }
}

function visitWord(word: string, start: number, visit: TokenVisitor): void {
  const parts = Array.from(word.matchAll(PART_RE))
  if (parts.length === 1 && parts[0]![0].length === word.length) {
    visitPart(word, start, visit, 'word')
    return
  }
  if (word.length <= MAX_TERM_LENGTH) visit(foldWord(word), start, start + word.length, 'joined')
  for (const m of parts) visitPart(m[0], start + m.index, visit, 'part')
}

/** Calls `visit` for every index term of `text`, in text order (joined forms before their parts). */
export function scanText(text: string, visit: TokenVisitor): void {
  for (const m of text.matchAll(TOKEN_RE)) {
    if (m[1] !== undefined) visitCjkRun(m[1], m.index, visit)
    else if (m[2] !== undefined) visitWord(m[2], m.index, visit)
  }
}

/** The index terms of `text`, in order, with repeats (their count is the term frequency). */
export function tokenize(text: string): string[] {
  const terms: string[] = []
  scanText(text, (term) => terms.push(term))
  return terms
}

/** One term of a query, as the search worker needs it. */
export interface QueryToken {
  /** Index term: a bigram, a stemmed word, or a joined form such as `node.js`. */
  term: string
  /** The typed form (folded, unstemmed), used as the prefix while the user is still typing. */
  typed: string
  kind: 'cjk' | 'word' | 'joined'
  /** Index terms of the pieces (node + js, v + 11), tried when the whole finds nothing. */
  parts: string[]
  /** Bigrams of one CJK run share a number, so the query builder knows which are neighbours. */
  run: number
}

/**
 * The terms of a search query, in order and without repeats (a repeat keeps its last place, so the
 * word being typed stays last). Parts of a word are attached to it instead of being terms.
 */
export function tokenizeQuery(query: string): QueryToken[] {
  const tokens: QueryToken[] = []
  let owner: QueryToken | undefined
  let ownerEnd = -1
  let run = 0
  scanText(query, (term, start, end, kind) => {
    if (kind === 'part' && owner && start < ownerEnd) {
      if (!owner.parts.includes(term) && term !== owner.term) owner.parts.push(term)
      return
    }
    // Overlapping bigrams come from the same run; anything else starts a new one.
    if (!(kind === 'cjk' && owner?.kind === 'cjk' && start < ownerEnd)) run++
    const typed = kind === 'word' || kind === 'part' ? foldWord(query.slice(start, end)) : term
    owner = { term, typed, kind: kind === 'part' ? 'word' : kind, parts: [], run }
    ownerEnd = end
    tokens.push(owner)
  })
  const seen = new Set<string>()
  const unique: QueryToken[] = []
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!
    if (seen.has(token.term)) continue
    seen.add(token.term)
    unique.push(token)
  }
  return unique.reverse()
}
