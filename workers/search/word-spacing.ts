import { stemWord } from '../../src/shared/search/tokenize.ts'
import { LATIN_WORD, type QueryUnit, type WordUnit } from '../../src/shared/search/query-units.ts'
import type { SearchIndex } from './search-index.ts'
import { editDistance } from './typos.ts'

/** The shortest half a typed word is split into (web of webpage): shorter halves (a, an) match too much. */
const MIN_HALF = 3
/** The shortest word tried as two: shorter ones are rarely two words run together. */
const MIN_SPLIT = 6
/** The longest word tried as two: a longer one is no pair of words, and each cut costs two stems. */
const MAX_SPLIT = 30

const latin = (unit: QueryUnit | undefined): unit is WordUnit =>
  unit?.kind === 'word' && LATIN_WORD.test(unit.typed)

/** The index term two words make when run together (screen shot → screenshot). */
export const joinedKey = (a: WordUnit, b: WordUnit): string => stemWord(a.typed + b.typed)

/**
 * The index term two neighbouring Latin words make when run together ("screen shot" → screenshot),
 * when the index holds it; when one of the two is a word no page holds, the index terms a typo
 * away from them run together ("sillicon flow" → siliconflow), as a correction. Null otherwise, and
 * when both words are unknown (two typos are too far from anything to guess).
 * The reader spaced a word the pages write as one.
 */
export function joinedTerms(
  index: SearchIndex,
  a: QueryUnit | undefined,
  b: QueryUnit | undefined,
  typing: boolean,
): { terms: string[]; fuzzy: boolean } | null {
  if (!latin(a) || !latin(b)) return null
  const typed = a.typed + b.typed
  const key = joinedKey(a, b)
  if (index.df(key) > 0) return { terms: [key], fuzzy: false }
  const knownA = index.df(a.key) > 0
  const knownB = index.df(b.key) > 0
  // A second word still being typed is the start of a word, not a typo, unless the pages hold it.
  if (knownA === knownB || (typing && !knownB)) return null
  const corrections = index.corrections(key, typed)
  if (!corrections.length) return null
  // Read apart, the unknown word has corrections of its own (opanai → openai): the nearer reading wins.
  const unknown = knownA ? b : a
  const own = index.corrections(unknown.key, unknown.typed)
  if (own.length && editDistance(unknown.typed, own[0]!) <= editDistance(typed, corrections[0]!))
    return null
  return { terms: corrections, fuzzy: true }
}

/**
 * A Latin word no page holds, read as the two words the pages write apart ("webpage" → web page):
 * the pair of index terms, both held somewhere, whose rarer half most pages hold; or null.
 */
export function splitTerms(index: SearchIndex, unit: QueryUnit): [string, string] | null {
  if (
    !latin(unit) ||
    unit.typed.length < MIN_SPLIT ||
    unit.typed.length > MAX_SPLIT ||
    index.df(unit.key) > 0
  )
    return null
  let best: [string, string] | null = null
  let bestDf = 0
  for (let cut = MIN_HALF; cut <= unit.typed.length - MIN_HALF; cut++) {
    const left = stemWord(unit.typed.slice(0, cut))
    const right = stemWord(unit.typed.slice(cut))
    const df = Math.min(index.df(left), index.df(right))
    if (df > bestDf) {
      best = [left, right]
      bestDf = df
    }
  }
  return best
}
