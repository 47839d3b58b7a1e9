import { describe, expect, it } from 'vitest'
import { maxEditsFor, withinEdits } from '../../../../workers/search/typos.ts'
import { random } from './site.ts'

/** Optimal string alignment distance, the plain way. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
    }
  }
  return d[a.length]![b.length]!
}

describe('workers/search/typos', () => {
  it('allows no edit below 4 letters, one up to 7, two from 8', () => {
    expect([1, 3, 4, 7, 8, 15].map(maxEditsFor)).toEqual([0, 0, 1, 1, 2, 2])
  })

  it('finds words one insertion, deletion, substitution or swap away', () => {
    const words = ['deep', 'deepl', 'error', 'screen', 'screenshot', 'translat', 'zzz'].sort()
    const near = (word: string, max: number) => {
      const out = new Map<string, number>()
      withinEdits(words, word, max, out)
      return Object.fromEntries(out)
    }
    expect(near('eror', 1)).toEqual({ error: 1 })
    expect(near('screnshot', 1)).toEqual({ screenshot: 1 })
    expect(near('transalt', 1)).toEqual({ translat: 1 })
    expect(near('deepl', 1)).toEqual({ deep: 1, deepl: 0 })
    expect(near('scrrenshtt', 1)).toEqual({})
    expect(near('scrrenshtt', 2)).toEqual({ screenshot: 2 })
  })

  it('finds exactly the words a plain distance finds, whatever prefixes it skips', () => {
    const next = random(7)
    const letters = 'abcde'
    const word = () =>
      Array.from(
        { length: 2 + Math.floor(next() * 6) },
        () => letters[Math.floor(next() * letters.length)],
      ).join('')
    const list = [...new Set(Array.from({ length: 400 }, word))].sort()
    for (let n = 0; n < 60; n++) {
      const typed = word()
      for (const max of [1, 2]) {
        const out = new Map<string, number>()
        withinEdits(list, typed, max, out)
        const expected = list.filter((w) => distance(w, typed) <= max)
        expect([...out.keys()].sort(), `${typed} ±${max}`).toEqual(expected)
        for (const [w, d] of out) expect(d, w).toBe(distance(w, typed))
      }
    }
  })
})
