import { ZH_STOP_PHRASES } from './stop-words.ts'
import {
  joinable,
  LATIN_WORD,
  queryUnits,
  unitSlots,
  unitsKey,
  type QueryUnit,
} from '../../src/shared/search/query-units.ts'
import { maxEditsFor, withinEdits } from './typos.ts'

/** A phrase a query may contain: a glossary entry, or a Chinese question word or particle. */
export interface Phrase {
  /** Unit keys (see QueryUnit). */
  keys: string[]
  /** Index-term slots a page must all hold to hold the phrase itself. */
  slots: string[]
  /** Glossary groups the entry belongs to (none for a question word). */
  groups: number[]
  stop: boolean
}

/**
 * The glossary an index carries (groups of words that mean the same to a reader, in either
 * language) and the Chinese question words, matched in a query longest first. A glossary phrase
 * found in a query is satisfied by a page holding it or any other entry of its groups, in either
 * direction: 多少钱 finds 价格, and 价格 finds 多少钱. The site's own names (IndexRoot.names) are
 * read like question words.
 */
export class PhraseBook {
  private readonly byFirst = new Map<string, Phrase[]>()
  /** Per group, the slots of each of its entries. */
  private readonly groupSlots: string[][][] = []
  /** Entries of one Latin word as typed (folded, unstemmed), and their sorted list (see corrections). */
  private readonly wordPhrases = new Map<string, Phrase>()
  private readonly words: string[]
  /** Corrections by typed word: the same words come back keystroke after keystroke. */
  private readonly corrected = new Map<string, Phrase[]>()

  constructor(glossary: readonly (readonly string[])[] = [], names: readonly string[] = []) {
    const known = new Map<string, Phrase>()
    const add = (text: string, group: number) => {
      const units = queryUnits(text)
      // A lone character would match inside any word of a run; particles (吗, 呢) are cut out all the same.
      if (units.length === 0 || (units.length === 1 && units[0]!.kind === 'char' && group >= 0))
        return null
      const keys = units.map((u) => u.key)
      const id = unitsKey(units)
      let phrase = known.get(id)
      if (!phrase) {
        phrase = { keys, slots: unitSlots(units), groups: [], stop: group < 0 }
        known.set(id, phrase)
        const list = this.byFirst.get(keys[0]!)
        if (list) list.push(phrase)
        else this.byFirst.set(keys[0]!, [phrase])
      }
      if (group >= 0 && !phrase.groups.includes(group)) {
        phrase.groups.push(group)
        phrase.stop = false
      }
      const [unit] = units
      if (group >= 0 && units.length === 1 && unit!.kind === 'word' && LATIN_WORD.test(unit!.typed))
        this.wordPhrases.set(unit!.typed, phrase)
      return phrase
    }
    glossary.forEach((entries, group) => {
      const slots: string[][] = []
      for (const entry of entries) {
        const phrase = add(entry, group)
        if (phrase && !slots.some((s) => s.join('\u0000') === phrase.slots.join('\u0000')))
          slots.push(phrase.slots)
      }
      this.groupSlots.push(slots)
    })
    for (const stop of ZH_STOP_PHRASES) add(stop, -1)
    // The site's names are optional even where the glossary lists them: every page is about them.
    for (const name of names) {
      const phrase = add(name, -1)
      if (phrase) phrase.stop = true
    }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.keys.length - a.keys.length)
    this.words = [...this.wordPhrases.keys()].sort()
  }

  /**
   * Glossary entries of one word a typo away from a Latin word typed as `typed` (folded, unstemmed;
   * the edits maxEditsFor allows), nearest first, at most `max`, none with the word's own `key`:
   * pronounciation finds the group of pronunciation, a word readers use and the pages do not. The
   * glossary is small, so this costs the same on any site.
   */
  corrections(typed: string, key: string, max = 2): Phrase[] {
    const edits = maxEditsFor(typed.length)
    if (edits === 0 || !this.words.length) return []
    let nearest = this.corrected.get(typed)
    if (!nearest) {
      const found = new Map<string, number>()
      withinEdits(this.words, typed, edits, found)
      nearest = [...found]
        .sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1))
        .map(([word]) => this.wordPhrases.get(word)!)
        .filter((phrase, i, all) => all.indexOf(phrase) === i)
      if (this.corrected.size > 5_000) this.corrected.clear()
      this.corrected.set(typed, nearest)
    }
    return nearest.filter((phrase) => phrase.keys[0] !== key).slice(0, max)
  }

  /** The longest phrase that units `at…` start with, or null. */
  match(units: readonly QueryUnit[], at: number): Phrase | null {
    for (const phrase of this.byFirst.get(units[at]!.key) ?? []) {
      const end = at + phrase.keys.length
      if (end > units.length) continue
      let same = true
      for (let i = 1; same && i < phrase.keys.length; i++)
        same = units[at + i]!.key === phrase.keys[i]
      if (same && joinable(units, at, end)) return phrase
    }
    return null
  }

  /** The slots of every other entry of the phrase's groups. */
  synonyms(phrase: Phrase): string[][] {
    const own = phrase.slots.join('\u0000')
    const out = new Map<string, string[]>()
    for (const group of phrase.groups) {
      for (const slots of this.groupSlots[group]!) {
        const id = slots.join('\u0000')
        if (id !== own) out.set(id, slots)
      }
    }
    return [...out.values()]
  }
}
