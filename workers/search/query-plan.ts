import { letterDigitRuns, stemWord } from '../../src/shared/search/tokenize.ts'
import type { Phrase, PhraseBook } from './phrases.ts'
import {
  LATIN_WORD,
  queryUnits,
  type CharUnit,
  type QueryUnit,
  type WordUnit,
} from '../../src/shared/search/query-units.ts'
import type { SearchIndex } from './search-index.ts'
import { isStopWord } from './stop-words.ts'
import { wordSeams } from './word-seams.ts'
import { joinedKey, joinedTerms, splitTerms } from './word-spacing.ts'

/** Only this much of the query is read at all. */
export const MAX_QUERY_LENGTH = 1000
/** Parts beyond this many are left out: long pasted text must stay fast (docusaurus-search-local #312). */
export const MAX_QUERY_PARTS = 24
/** Bigrams ending with a lone CJK character that a one-character query also looks for. */
const MAX_ENDINGS = 30
/**
 * A prefix whose words hold more postings than this, or a single letter or digit, is searched as its
 * most frequent words only: the cost of a wildcard grows with the postings it touches (`s*` on a
 * 10,000-page site: millions), and one letter says little about what is wanted anyway.
 */
const MAX_PREFIX_POSTINGS = 20_000
const MAX_COMPLETIONS = 4
/** Score boosts: the whole typed word over words that merely start with it, a typo's correction below both, a glossary synonym below the word typed. */
const WHOLE_WORD_BOOST = 10
const TYPO_BOOST = 0.5
const SYNONYM_BOOST = 0.7

/**
 * One way a page can hold a part of the query: index-term slots, each satisfied by any of its
 * terms, of which the page must hold `minimum`.
 */
export interface Alternative {
  slots: string[][]
  minimum: number
  /** A typo's correction: ranked below what the reader actually typed. */
  fuzzy: boolean
  /** Another entry of a glossary group the reader's word is in: a page holding the word itself ranks higher. */
  synonym?: boolean
  boost: number
  /** Extra score for the term the reader typed out in full, when the slot is a prefix's expansion. */
  whole?: string
}

/** A word, a bigram or a phrase of the query, with every way a page can hold it. */
export interface Part {
  /** The query text it comes from. */
  text: string
  start: number
  end: number
  /** A question word or particle, or a seam bigram: scored, but no page needs it (see stop-words.ts). */
  stop: boolean
  /** A bigram across two words (能翻, 被上: no page holds it, or 译完: see word-seams.ts): not a question word, but needed by none. */
  seam?: boolean
  alternatives: Alternative[]
  /** A Latin word no page holds, with its nearest indexed words: what "did you mean" offers. */
  unknown?: string[]
  /** A Chinese character of the query read as another (see substituteTypos): where it stands, and the character. */
  respelt?: { start: number; end: number; char: string }
  /** The CJK run a bigram belongs to: a page holds the run with runMinimum of its bigrams (see QueryPlan.needs). */
  run?: number
}

export interface QueryPlan {
  parts: Part[]
}

/**
 * What a page must hold to hold the whole query, as masks over the plan's parts with the number of
 * them each needs: one part each, or a CJK run's bigrams with runMinimum of them. A page's coverage
 * is the sum over these of min(parts held, need).
 */
export interface Need {
  mask: number
  need: number
}

/** The needs of a plan (see Need); question words and particles need nothing. */
export function planNeeds(plan: QueryPlan): Need[] {
  const needs: Need[] = []
  const runs = new Map<number, Need>()
  plan.parts.forEach((part, p) => {
    if (part.stop) return
    if (part.run === undefined) {
      needs.push({ mask: 1 << p, need: 1 })
      return
    }
    let run = runs.get(part.run)
    if (!run) {
      run = { mask: 0, need: 0 }
      runs.set(part.run, run)
      needs.push(run)
    }
    run.mask |= 1 << p
    run.need++
  })
  for (const run of runs.values()) run.need = runMinimum(run.need)
  return needs
}

/** The part of a typed word every longer word with that start keeps after stemming (settings → set). */
function stemSafePrefix(typed: string): string {
  const stem = stemWord(typed)
  let i = 0
  while (i < typed.length && typed[i] === stem[i]) i++
  return typed.slice(0, Math.max(i, 1))
}

/** The words a prefix stands for: all of them, or the most frequent few of a broad one. */
function expandPrefix(index: SearchIndex, prefix: string): string[] {
  const broad =
    (prefix.length === 1 && prefix < '\u0080') || index.prefixPostings(prefix) > MAX_PREFIX_POSTINGS
  return broad ? index.topCompletions(prefix, MAX_COMPLETIONS) : index.expand(prefix)
}

const exactly = (slots: string[], boost = 1): Alternative => ({
  slots: slots.map((s) => [s]),
  minimum: slots.length,
  fuzzy: false,
  boost,
})

/** A glossary phrase as typed, then every other entry of its groups, ranked below it. */
const phraseAlternatives = (phrases: PhraseBook, phrase: Phrase, boost = 1): Alternative[] => [
  exactly(phrase.slots, boost),
  ...phrases
    .synonyms(phrase)
    .map((slots) => ({ ...exactly(slots, boost * SYNONYM_BOOST), synonym: true })),
]

/** A part made of the query's units `first` to `last`. */
const spanPart = (
  text: string,
  first: QueryUnit,
  last: QueryUnit,
  alternatives: Alternative[],
  stop = false,
): Part => ({
  text: text.slice(first.start, last.end),
  start: first.start,
  end: last.end,
  stop,
  alternatives,
})

/**
 * A word of the query (not in a phrase): exact, or a prefix while typed; its pieces; its typos,
 * among the indexed words and, for a word no page holds, among the glossary's words, with their
 * synonyms (pronounciation → pronunciation → read aloud).
 */
function wordPart(
  index: SearchIndex,
  phrases: PhraseBook,
  unit: WordUnit,
  text: string,
  typed: boolean,
): Part {
  const part: Part = {
    text: text.slice(unit.start, unit.end),
    start: unit.start,
    end: unit.end,
    stop: false,
    alternatives: [],
  }
  let prefixed: string[] = []
  if (typed) {
    const prefix = unit.kind === 'word' ? stemSafePrefix(unit.typed) : unit.key
    prefixed = expandPrefix(index, prefix)
    part.alternatives.push({
      slots: [prefixed],
      minimum: 1,
      fuzzy: false,
      boost: 1,
      whole: unit.key,
    })
  } else {
    part.alternatives.push(exactly([unit.key]))
  }
  if (unit.kind === 'joined' && unit.parts.length > 1) part.alternatives.push(exactly(unit.parts))
  // A word of letters and digits no page holds as typed (gpt4, glm4): pages write it apart (GPT-4, GLM 4).
  const runs = unit.kind === 'word' && index.df(unit.key) === 0 ? letterDigitRuns(unit.typed) : []
  if (runs.length > 1) part.alternatives.push(exactly(runs))
  // A word still being typed is the start of what is meant, not a typo, while longer words start with it.
  if (
    unit.kind === 'word' &&
    LATIN_WORD.test(unit.typed) &&
    !(typed && prefixed.some((term) => term !== unit.key))
  ) {
    const corrections = index.corrections(unit.key, unit.typed)
    if (corrections.length) {
      part.alternatives.push({ slots: [corrections], minimum: 1, fuzzy: true, boost: TYPO_BOOST })
      if (index.df(unit.key) === 0) part.unknown = corrections
    }
    // A word the pages write as two (webpage): both of them, as typed. When the word is also a typo
    // away from one the pages hold (firefix: fire fix, or firefox), the split is as much a guess.
    const halves = splitTerms(index, unit)
    if (halves)
      part.alternatives.push(
        corrections.length
          ? { ...exactly(halves), fuzzy: true, boost: TYPO_BOOST }
          : exactly(halves),
      )
    if (index.df(unit.key) === 0) {
      for (const phrase of phrases.corrections(unit.typed, unit.key))
        part.alternatives.push(
          ...phraseAlternatives(phrases, phrase, TYPO_BOOST).map((a) => ({ ...a, fuzzy: true })),
        )
    }
  }
  return part
}

/**
 * A glossary phrase of several words that the words from `at` make once its first one, which no
 * page holds, is corrected (shorcut keys → shortcut keys), where the next word would otherwise be
 * read as an entry of another group (keys as API keys): read as one part, as if typed right, since a
 * misspelt word that makes a glossary phrase with its neighbour says plainly what was meant (read
 * as a correction, every page would hold the phrase only by a typo and the broad synonyms would
 * rank level with it). Null when the word is known or no such phrase follows.
 */
function correctedPhrase(
  index: SearchIndex,
  phrases: PhraseBook,
  units: readonly QueryUnit[],
  at: number,
): Phrase | null {
  const unit = units[at]!
  if (
    unit.kind !== 'word' ||
    at + 1 >= units.length ||
    !LATIN_WORD.test(unit.typed) ||
    index.df(unit.key) > 0
  )
    return null
  const next = phrases.match(units, at + 1)
  if (!next || next.stop) return null
  for (const key of index.corrections(unit.key, unit.typed)) {
    const phrase = phrases.match(
      units.map((u, i) => (i === at ? { ...u, key } : u)),
      at,
    )
    if (
      phrase &&
      phrase.keys.length > 1 &&
      !phrase.stop &&
      !phrase.groups.some((g) => next.groups.includes(g))
    )
      return phrase
  }
  return null
}

/**
 * How many of a CJK run's `bigrams` a page must hold to hold the run. Requiring them all would find
 * only the exact phrase: 安装包为什么这么大 must find 为什么…的安装包这么大, which lacks 包为 and 么这. A
 * run of two-character words has one seam between every two words, so up to (n − 1) / 2 of its n
 * bigrams may be missing; lunr's score then ranks the pages that hold more (and rarer) first.
 */
export function runMinimum(bigrams: number): number {
  return bigrams - Math.floor((bigrams - 1) / 2)
}

/**
 * Characters of one run left between phrases: its bigrams, each a part of its own, tied into one
 * run that a page holds with runMinimum of them. A bigram no page holds is a seam between two
 * words (能翻, 被上) and does not count, unless the index holds no bigram of the run at all; nor
 * does one across a seam the word segmenter finds (译完 of 翻译完能导出, see word-seams.ts). A lone
 * character is searched only when it is all there is or is still being typed.
 */
function charParts(
  index: SearchIndex,
  chars: CharUnit[],
  text: string,
  typedLast: boolean,
  alone: boolean,
  run: number,
): Part[] {
  const span = (a: CharUnit, b: CharUnit) => ({
    text: text.slice(a.start, b.end),
    start: a.start,
    end: b.end,
    stop: false,
  })
  if (chars.length === 1) {
    const [only] = chars
    if (!typedLast && !alone) return []
    const slot = expandPrefix(index, only!.key)
    if (alone) slot.push(...index.bigramsEndingWith(only!.key, MAX_ENDINGS))
    // After other words it may be the start of the next word (报 of 报错) or a word of its own (用 of
    // 怎么用): it ranks the pages that go on with it higher, but none needs it.
    return [
      {
        ...span(only!, only!),
        stop: !alone,
        alternatives: [{ slots: [slot], minimum: 1, fuzzy: false, boost: 1 }],
      },
    ]
  }
  const parts: Part[] = []
  for (let i = 0; i + 1 < chars.length; i++)
    parts.push({
      ...span(chars[i]!, chars[i + 1]!),
      alternatives: [exactly([chars[i]!.key + chars[i + 1]!.key])],
      run,
    })
  substituteTypos(index, chars, parts)
  // A run the index knows none of stays whole: the query asks for something this index lacks.
  const known = parts.filter((part) => part.alternatives.some((a) => index.df(a.slots[0]![0]!) > 0))
  if (known.length > 0) {
    // Of those it knows, the bigrams within words, unless every one of them stands across a seam.
    const seams = wordSeams(chars.map((c) => c.key))
    // A last character still being typed starts a word the segmenter cannot see yet (历 of 翻译历史).
    if (typedLast) seams[seams.length - 1] = false
    const inWords = known.filter((part) => !seams[parts.indexOf(part)])
    const needed = inWords.length > 0 ? inWords : known
    for (const part of parts) {
      if (needed.includes(part)) continue
      part.stop = part.seam = true
      delete part.run
    }
  }
  return parts
}

/** How many times more often than any other the character read for a typo must fit (see substituteTypos). */
const DOMINANT_FIT = 3

/**
 * A character mistyped inside a run (兑奂码, 谷哥翻译) is often one the index holds in no bigram at
 * all. When one character makes both of its bigrams known with its neighbours (换: 兑换, 换码),
 * or does so far more often than any other (DOMINANT_FIT), it is read as a typo's correction: the
 * two bigrams join those parts as fuzzy alternatives. A character the index does hold (就 of 下就把)
 * is a word of its own, only not next to these; and one at either end of a run has one neighbour
 * only, which too many characters would fit. Both stay as typed.
 */
function substituteTypos(index: SearchIndex, chars: readonly CharUnit[], parts: Part[]): void {
  for (let i = 1; i + 1 < chars.length; i++) {
    const before = chars[i - 1]!.key
    const typed = chars[i]!.key
    const after = chars[i + 1]!.key
    if (index.holdsCharacter(typed)) continue
    // Each character that fits, by how often the rarer of its two bigrams occurs.
    const fits = index
      .expand(before)
      .filter((bigram) => [...bigram].length === 2 && bigram.startsWith(before))
      .map((bigram) => {
        const key = bigram.slice(before.length)
        return { key, df: Math.min(index.df(bigram), index.df(key + after)) }
      })
      .filter((fit) => fit.df > 0)
      .sort((a, b) => b.df - a.df)
    // One character fits, or one far more often than any other (搜苟翻译: 搜狗 and 狗翻 on several
    // pages, 搜一 and 一翻 once). Where several fit alike (用光了: 用不了, 用到了), the reader typed a
    // word the site lacks.
    if (!fits.length || (fits.length > 1 && fits[0]!.df < DOMINANT_FIT * fits[1]!.df)) continue
    const key = fits[0]!.key
    parts[i - 1]!.respelt = { start: chars[i]!.start, end: chars[i]!.end, char: key }
    parts[i - 1]!.alternatives.push({ ...exactly([before + key], TYPO_BOOST), fuzzy: true })
    parts[i]!.alternatives.push({ ...exactly([key + after], TYPO_BOOST), fuzzy: true })
  }
}

/**
 * The parts of a query: glossary phrases (with their synonyms), question words and particles
 * (optional), words (the last one a prefix while it may still be typed, with typo corrections)
 * and the bigrams of what is left of each CJK run.
 */
export function planQuery(index: SearchIndex, phrases: PhraseBook, query: string): QueryPlan {
  const text = query.slice(0, MAX_QUERY_LENGTH)
  const units = queryUnits(text)
  // A trailing space or punctuation ends the last word; so does cutting the query short.
  const typing = query.length <= MAX_QUERY_LENGTH && /[\p{L}\p{N}\p{M}+#._'-]$/u.test(text)
  const parts: Part[] = []
  const isLast = (i: number) => typing && i === units.length - 1
  let pending: CharUnit[] = []
  let runs = 0
  const flush = (lastIndex: number) => {
    if (pending.length)
      parts.push(...charParts(index, pending, text, isLast(lastIndex), units.length === 1, runs++))
    pending = []
  }
  for (let i = 0; i < units.length; ) {
    const unit: QueryUnit = units[i]!
    const phrase = phrases.match(units, i)
    if (phrase) {
      flush(i - 1)
      const alternatives = phraseAlternatives(phrases, phrase)
      if (phrase.keys.length === 1 && unit.kind !== 'char' && isLast(i) && !phrase.stop) {
        // A glossary word still being typed may be the start of a longer word as well.
        const part = wordPart(index, phrases, unit, text, true)
        part.alternatives.push(...alternatives.slice(1))
        parts.push(part)
      } else
        parts.push(
          spanPart(text, unit, units[i + phrase.keys.length - 1]!, alternatives, phrase.stop),
        )
      i += phrase.keys.length
      continue
    }
    if (unit.kind === 'char') {
      if (pending.length && pending.at(-1)!.run !== unit.run) flush(i - 1)
      pending.push(unit)
      i++
      continue
    }
    flush(i - 1)
    // Two words the pages write as one (screen shot): either way, the word or both words.
    const next = units[i + 1]
    const joined =
      isStopWord(unit.typed) ||
      !next ||
      next.kind === 'char' ||
      isStopWord(next.typed) ||
      phrases.match(units, i + 1)
        ? null
        : joinedTerms(index, unit, next, isLast(i + 1))
    if (joined) {
      parts.push(
        spanPart(text, unit, next!, [
          {
            slots: [joined.terms],
            minimum: 1,
            fuzzy: joined.fuzzy,
            boost: joined.fuzzy ? TYPO_BOOST : 1,
          },
          exactly([unit.key, next!.key]),
        ]),
      )
      i += 2
      continue
    }
    const corrected = isStopWord(unit.typed) ? null : correctedPhrase(index, phrases, units, i)
    if (corrected) {
      parts.push(
        spanPart(
          text,
          unit,
          units[i + corrected.keys.length - 1]!,
          phraseAlternatives(phrases, corrected, TYPO_BOOST),
        ),
      )
      i += corrected.keys.length
      continue
    }
    if (isStopWord(unit.typed)) parts.push(spanPart(text, unit, unit, [exactly([unit.key])], true))
    else parts.push(wordPart(index, phrases, unit, text, isLast(i)))
    i++
  }
  flush(units.length - 1)

  // A repeated word counts once; a query of nothing but question words searches for them.
  const seen = new Set<string>()
  const unique = parts.filter((part) => {
    const id = part.alternatives[0]!.slots.map((s) => s.join('|')).join(' ')
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
  if (unique.every((part) => part.stop)) for (const part of unique) part.stop = false
  return { parts: unique.slice(0, MAX_QUERY_PARTS) }
}

/** Every index term a plan may match, with its boost summed over the alternatives that name it. */
export function planTerms(plan: QueryPlan): Map<string, number> {
  const boosts = new Map<string, number>()
  const add = (term: string, boost: number) => boosts.set(term, (boosts.get(term) ?? 0) + boost)
  for (const part of plan.parts) {
    for (const alternative of part.alternatives) {
      for (const slot of alternative.slots) for (const term of slot) add(term, alternative.boost)
      if (alternative.whole !== undefined) add(alternative.whole, WHOLE_WORD_BOOST)
    }
  }
  return boosts
}

/** The index terms a query may touch, for fetching the term shards they are in before planning it. */
export interface QueryTerms {
  /** Its words and bigrams, as typed (unstemmed too, whose neighbours typos are matched against). */
  own: string[]
  /** Starts of words still being typed, and a lone character's bigrams. */
  prefixes: string[]
  /** The terms of its glossary phrases' synonyms, and the words its neighbouring words make run together. */
  synonyms: string[]
}

/**
 * The terms planQuery will look up for `query`, found without the index: the same units, phrases
 * and prefixes. A one-letter prefix asks for its own shard only: the words it might start are
 * counted among those loaded (see expandPrefix).
 */
export function queryTerms(phrases: PhraseBook, query: string): QueryTerms {
  const text = query.slice(0, MAX_QUERY_LENGTH)
  const units = queryUnits(text)
  const typing = query.length <= MAX_QUERY_LENGTH && /[\p{L}\p{N}\p{M}+#._'-]$/u.test(text)
  const out: QueryTerms = { own: [], prefixes: [], synonyms: [] }
  const prefix = (start: string) =>
    start.length === 1 ? out.own.push(start) : out.prefixes.push(start)
  for (let i = 0; i < units.length; ) {
    const unit = units[i]!
    const last = typing && i === units.length - 1
    const phrase = phrases.match(units, i)
    if (phrase) {
      out.own.push(...phrase.slots)
      for (const slots of phrases.synonyms(phrase)) out.synonyms.push(...slots)
      if (unit.kind !== 'char' && phrase.keys.length === 1 && last)
        prefix(unit.kind === 'word' ? stemSafePrefix(unit.typed) : unit.key)
      i += phrase.keys.length
      continue
    }
    if (unit.kind === 'char') {
      const next = units[i + 1]
      const previous = units[i - 1]
      const inRun = (other: QueryUnit | undefined) =>
        other?.kind === 'char' && other.run === unit.run
      if (inRun(next)) out.own.push(unit.key + next!.key)
      else if (!inRun(previous)) prefix(unit.key)
    } else {
      out.own.push(
        unit.key,
        unit.typed,
        ...unit.parts,
        ...(unit.kind === 'word' ? letterDigitRuns(unit.typed) : []),
      )
      // The word it makes with the next one (screen shot → screenshot, see joinedTerms): a guess, so
      // read after the words themselves, like a synonym.
      const next = units[i + 1]
      if (unit.kind === 'word' && next?.kind === 'word') out.synonyms.push(joinedKey(unit, next))
      if (last) prefix(unit.kind === 'word' ? stemSafePrefix(unit.typed) : unit.key)
      // A misspelt word may stand for a glossary word (see wordPart): its terms, in case no page holds the word.
      if (unit.kind === 'word' && LATIN_WORD.test(unit.typed) && !isStopWord(unit.typed)) {
        for (const phrase of phrases.corrections(unit.typed, unit.key)) {
          out.synonyms.push(...phrase.slots)
          for (const slots of phrases.synonyms(phrase)) out.synonyms.push(...slots)
        }
      }
    }
    i++
  }
  return out
}
