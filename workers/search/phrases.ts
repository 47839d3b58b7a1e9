import { ZH_STOP_PHRASES } from './stop-words.ts'
import { joinable, queryUnits, unitSlots, type QueryUnit } from './query-units.ts'

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
 * direction: 多少钱 finds 价格, and 价格 finds 多少钱.
 */
export class PhraseBook {
  private readonly byFirst = new Map<string, Phrase[]>()
  /** Per group, the slots of each of its entries. */
  private readonly groupSlots: string[][][] = []

  constructor(glossary: readonly (readonly string[])[] = []) {
    const known = new Map<string, Phrase>()
    const add = (text: string, group: number) => {
      const units = queryUnits(text)
      // A lone character would match inside any word of a run; particles (吗, 呢) are cut out all the same.
      if (units.length === 0 || (units.length === 1 && units[0]!.kind === 'char' && group >= 0)) return null
      const keys = units.map((u) => u.key)
      const id = keys.join('\u0000')
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
      return phrase
    }
    glossary.forEach((entries, group) => {
      const slots: string[][] = []
      for (const entry of entries) {
        const phrase = add(entry, group)
        if (phrase && !slots.some((s) => s.join('\u0000') === phrase.slots.join('\u0000'))) slots.push(phrase.slots)
      }
      this.groupSlots.push(slots)
    })
    for (const stop of ZH_STOP_PHRASES) add(stop, -1)
    for (const list of this.byFirst.values()) list.sort((a, b) => b.keys.length - a.keys.length)
  }

  /** The longest phrase that units `at…` start with, or null. */
  match(units: readonly QueryUnit[], at: number): Phrase | null {
    for (const phrase of this.byFirst.get(units[at]!.key) ?? []) {
      const end = at + phrase.keys.length
      if (end > units.length) continue
      let same = true
      for (let i = 1; same && i < phrase.keys.length; i++) same = units[at + i]!.key === phrase.keys[i]
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
