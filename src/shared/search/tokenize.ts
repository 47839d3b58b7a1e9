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

const CJK_CLASS = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]`
const CJK_RUN_RE = new RegExp(`${CJK_CLASS}+`, 'gu')
const HAS_CJK_RE = new RegExp(CJK_CLASS, 'u')

/** Whether a text (a term, say: CJK terms are bigrams or single characters) holds any CJK character. */
export const hasCjk = (text: string): boolean => HAS_CJK_RE.test(text)

/** Cheap pre-check: nothing below U+2E80 is CJK. */
const MAYBE_CJK_RE = /[\u2e80-\uffff]/
const LETTERS = String.raw`[\p{L}\p{N}\p{M}]+`
// Letters, digits and marks, maybe joined to more by `.-_+'’`, maybe ending in `++`, `+` or `#`.
// CJK characters are letters too; a match holding any is split into runs afterwards.
const WORD_RE = new RegExp(String.raw`${LETTERS}(?:[-._+'\u2019]${LETTERS})*(?:\+\+?|#)?`, 'gu')
const JOINED_RE = /[-._+'\u2019#]/
const PART_RE = new RegExp(LETTERS, 'gu')
const LETTER_DIGIT_RE = /\p{N}+|[^\p{N}]+/gu
const DIGIT_RE = /\p{N}/u
const NON_DIGIT_RE = /[^\p{N}]/u
const ASCII_WORD_RE = /^[a-z]+$/
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII, NUL included
const NON_ASCII_RE = /[^\u0000-\u007f]/
const MARKS_RE = /\p{M}+/gu

/** How an index term was produced; the query builder treats each kind differently. */
export type TokenKind = 'cjk' | 'word' | 'joined' | 'part'

/** Receives each index term with its span `[start, end)` in the text (UTF-16 offsets). */
export type TokenVisitor = (term: string, start: number, end: number, kind: TokenKind) => void

const stemCache = new Map<string, string>()

/** English Porter stem of a lowercase ASCII word; other words are returned unchanged. */
export function stemWord(word: string): string {
  let stem = stemCache.get(word)
  if (stem === undefined) {
    if (word.length < 3 || !ASCII_WORD_RE.test(word)) return word
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

// Surrogates (CJK extension B and up) and compatibility forms need the careful path.
const NOT_SIMPLE_CJK_RE = /[\ud800-\udfff\uf900-\uffff]/

function visitCjkRun(run: string, offset: number, visit: TokenVisitor): void {
  if (!NOT_SIMPLE_CJK_RE.test(run)) {
    if (run.length === 1) visit(run, offset, offset + 1, 'cjk')
    for (let i = 0; i + 1 < run.length; i++)
      visit(run.slice(i, i + 2), offset + i, offset + i + 2, 'cjk')
    return
  }
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

/** Folding can leave nothing of a word made of marks alone (ۧ); such a term would match everything as a prefix. */
const HAS_LETTER_RE = /[\p{L}\p{N}]/u

function visitTerm(
  term: string,
  start: number,
  end: number,
  kind: TokenKind,
  visit: TokenVisitor,
): void {
  if (HAS_LETTER_RE.test(term)) visit(term, start, end, kind)
}

/** v11, mp3, gpt4: a short word of letters and digits, whose runs are index terms of their own too. */
const mixesLettersAndDigits = (word: string) =>
  word.length > 1 && word.length <= 20 && DIGIT_RE.test(word) && NON_DIGIT_RE.test(word)

/** The index terms of the letter and digit runs of such a word (gpt4 → gpt, 4); none for any other word. */
export function letterDigitRuns(word: string): string[] {
  return mixesLettersAndDigits(word)
    ? Array.from(word.matchAll(LETTER_DIGIT_RE), (m) => normalizeWord(m[0]))
    : []
}

function visitPart(part: string, start: number, visit: TokenVisitor, kind: 'word' | 'part'): void {
  if (part.length <= MAX_TERM_LENGTH)
    visitTerm(normalizeWord(part), start, start + part.length, kind, visit)
  // The letter and digit runs are searchable on their own too.
  if (mixesLettersAndDigits(part)) {
    for (const m of part.matchAll(LETTER_DIGIT_RE)) {
      const s = start + m.index
      visitTerm(normalizeWord(m[0]), s, s + m[0].length, 'part', visit)
    }
  }
}

const PLAIN_WORD_RE = /^[A-Za-z]+$/

/** A word without CJK characters. */
function visitWord(word: string, start: number, visit: TokenVisitor): void {
  // Most words of most text: ASCII letters only, nothing to fold, join or split.
  if (word.length <= MAX_TERM_LENGTH && PLAIN_WORD_RE.test(word)) {
    visit(stemWord(word.toLowerCase()), start, start + word.length, 'word')
    return
  }
  if (!JOINED_RE.test(word)) {
    visitPart(word, start, visit, 'word')
    return
  }
  if (word.length <= MAX_TERM_LENGTH)
    visitTerm(foldWord(word), start, start + word.length, 'joined', visit)
  for (const m of word.matchAll(PART_RE)) visitPart(m[0], start + m.index, visit, 'part')
}

function visitWords(text: string, offset: number, visit: TokenVisitor): void {
  for (const m of text.matchAll(WORD_RE)) visitWord(m[0], offset + m.index, visit)
}

/** A match holding CJK: its CJK runs, and words between them. */
function visitMixed(text: string, offset: number, visit: TokenVisitor, cjk: boolean): void {
  let at = 0
  for (const m of text.matchAll(CJK_RUN_RE)) {
    if (m.index > at) visitWords(text.slice(at, m.index), offset + at, visit)
    if (cjk) visitCjkRun(m[0], offset + m.index, visit)
    at = m.index + m[0].length
  }
  if (at < text.length) visitWords(text.slice(at), offset + at, visit)
}

/**
 * Calls `visit` for every index term of `text`, in text order (joined forms before their parts).
 * With `cjk: false`, CJK runs are skipped: the worker finds bigrams by string search instead.
 */
export function scanText(
  text: string,
  visit: TokenVisitor,
  { cjk = true }: { cjk?: boolean } = {},
): void {
  for (const m of text.matchAll(WORD_RE)) {
    if (MAYBE_CJK_RE.test(m[0]) && HAS_CJK_RE.test(m[0])) visitMixed(m[0], m.index, visit, cjk)
    else visitWord(m[0], m.index, visit)
  }
}

/** A run of CJK characters in a text: each character folded as the index folds it, with its offset. */
export interface CjkRun {
  chars: string[]
  starts: number[]
  end: number
}

/** The CJK runs of `text`, in order; their bigrams are the index terms scanText gives for them. */
export function cjkRuns(text: string): CjkRun[] {
  const runs: CjkRun[] = []
  for (const m of text.matchAll(CJK_RUN_RE)) {
    const run: CjkRun = { chars: [], starts: [], end: m.index + m[0].length }
    let at = m.index
    for (const ch of m[0]) {
      run.chars.push(foldCjkChar(ch))
      run.starts.push(at)
      at += ch.length
    }
    runs.push(run)
  }
  return runs
}

/** The index terms of `text`, in order, with repeats (their count is the term frequency). */
export function tokenize(text: string): string[] {
  const terms: string[] = []
  scanText(text, (term) => terms.push(term))
  return terms
}
