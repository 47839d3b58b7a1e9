import { cjkRuns, foldWord, scanText } from './tokenize.ts'

/**
 * A query (or a glossary entry) as the units phrases are matched on: words as their index terms,
 * CJK runs as their characters, whose bigrams are made only once phrases have been cut out.
 */
export type QueryUnit = WordUnit | CharUnit

/** A word of Latin letters only (folded): what typos, glossary corrections and word spacing apply to. */
export const LATIN_WORD = /^[a-z]+$/u

export interface WordUnit {
  kind: 'word' | 'joined'
  /** Index term: a stemmed word, or a joined form such as `node.js`. */
  key: string
  /** As typed: folded, unstemmed. */
  typed: string
  /** Index terms of the pieces of a joined word (node + js), for pages that write them apart. */
  parts: string[]
  start: number
  end: number
}

export interface CharUnit {
  kind: 'char'
  /** The character, folded as the index folds it. */
  key: string
  /** Characters of one run share a number: only neighbours in a run make a bigram. */
  run: number
  start: number
  end: number
}

/** The units of `text`, in text order. */
export function queryUnits(text: string): QueryUnit[] {
  const units: QueryUnit[] = []
  let owner: WordUnit | undefined
  scanText(
    text,
    (term, start, end, kind) => {
      // Pieces of a joined word, or the letter and digit runs of a word such as v11, belong to it.
      if (kind === 'part' && owner && start < owner.end) {
        if (owner.kind === 'joined' && term !== owner.key && !owner.parts.includes(term))
          owner.parts.push(term)
        return
      }
      owner = {
        kind: kind === 'joined' ? 'joined' : 'word',
        key: term,
        typed: kind === 'joined' ? term : foldWord(text.slice(start, end)),
        parts: [],
        start,
        end,
      }
      units.push(owner)
    },
    { cjk: false },
  )
  cjkRuns(text).forEach((run, n) => {
    run.chars.forEach((key, i) => {
      units.push({
        kind: 'char',
        key,
        run: n,
        start: run.starts[i]!,
        end: run.starts[i + 1] ?? run.end,
      })
    })
  })
  return units.sort((a, b) => a.start - b.start)
}

/** One string for a run of units: how a phrase book tells entries apart that search reads alike (prices, price). */
export const unitsKey = (units: readonly QueryUnit[]): string =>
  units.map((unit) => unit.key).join('\u0000')

/** Whether units `[from, to)` can stand together in a phrase: characters only next to characters of their own run. */
export function joinable(units: readonly QueryUnit[], from: number, to: number): boolean {
  for (let i = from + 1; i < to; i++) {
    const a = units[i - 1]!
    const b = units[i]!
    if (a.kind === 'char' && b.kind === 'char' && a.run !== b.run) return false
  }
  return true
}

/**
 * Index-term slots of a piece of units, every one of which a page must hold to hold the piece:
 * each word, each bigram of neighbouring characters, a character that stands alone in its run.
 */
export function unitSlots(units: readonly QueryUnit[]): string[] {
  const slots: string[] = []
  units.forEach((unit, i) => {
    if (unit.kind !== 'char') {
      slots.push(unit.key)
      return
    }
    const next = units[i + 1]
    const previous = units[i - 1]
    const sameRun = (other: QueryUnit | undefined) =>
      other?.kind === 'char' && other.run === unit.run
    if (sameRun(next)) slots.push(unit.key + next!.key)
    else if (!sameRun(previous)) slots.push(unit.key)
  })
  return slots
}
