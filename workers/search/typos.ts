/**
 * Typo tolerance: the indexed words a few edits away from a typed word (insertion, deletion,
 * substitution, or two neighbours swapped), found by walking the sorted word lists of the index
 * once, sharing the work of common prefixes, instead of trying every possible misspelling.
 */

/** Edits allowed in a Latin word typed with `letters` letters: none below 4, one up to 7, two beyond. */
export function maxEditsFor(letters: number): number {
  return letters < 4 ? 0 : letters < 8 ? 1 : 2
}

/**
 * Adds to `out` every word of `sorted` (ascending) within `max` edits of `word`, with its
 * distance (the smaller one when it is there already). Optimal string alignment distance, row by
 * row over each word's characters; a prefix whose row exceeds `max` everywhere skips every word
 * that shares it.
 */
export function withinEdits(
  sorted: readonly string[],
  word: string,
  max: number,
  out: Map<string, number>,
): void {
  const n = word.length
  const rows: Int32Array[] = [Int32Array.from({ length: n + 1 }, (_, j) => j)]
  let previous = ''
  /** Rows 0…valid are those of `previous`'s first characters. */
  let valid = 0
  for (let index = 0; index < sorted.length; index++) {
    const candidate = sorted[index]!
    let shared = 0
    const limit = Math.min(valid, candidate.length, previous.length)
    while (shared < limit && candidate.charCodeAt(shared) === previous.charCodeAt(shared)) shared++
    let pruned = -1
    for (let i = shared + 1; i <= candidate.length; i++) {
      let row = rows[i]
      if (!row) {
        row = new Int32Array(n + 1)
        rows[i] = row
      }
      const above = rows[i - 1]!
      const c = candidate.charCodeAt(i - 1)
      row[0] = i
      let best = i
      for (let j = 1; j <= n; j++) {
        let d = Math.min(
          above[j]! + 1,
          row[j - 1]! + 1,
          above[j - 1]! + (c === word.charCodeAt(j - 1) ? 0 : 1),
        )
        if (
          i > 1 &&
          j > 1 &&
          c === word.charCodeAt(j - 2) &&
          candidate.charCodeAt(i - 2) === word.charCodeAt(j - 1)
        )
          d = Math.min(d, rows[i - 2]![j - 2]! + 1)
        row[j] = d
        if (d < best) best = d
      }
      if (best > max) {
        pruned = i
        break
      }
    }
    previous = candidate
    if (pruned >= 0) {
      valid = pruned
      // Every later word starting with these characters is as far off: skip past them.
      const stem = candidate.slice(0, pruned)
      let low = index + 1
      let high = sorted.length
      while (low < high) {
        const mid = (low + high) >> 1
        if (sorted[mid]!.startsWith(stem)) low = mid + 1
        else high = mid
      }
      index = low - 1
      continue
    }
    valid = candidate.length
    const distance = rows[candidate.length]![n]!
    if (distance <= max && Math.abs(candidate.length - n) <= max) {
      const known = out.get(candidate)
      if (known === undefined || distance < known) out.set(candidate, distance)
    }
  }
}

/** Optimal string alignment distance between two words (as withinEdits counts). */
export function editDistance(a: string, b: string): number {
  const out = new Map<string, number>()
  withinEdits([a], b, Math.max(a.length, b.length), out)
  return out.get(a) ?? Math.max(a.length, b.length)
}
