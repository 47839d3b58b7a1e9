/** Helpers that pick candidate terms: the most frequent of many, and the strings one typo away. */

const TYPO_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** The `keep` items of highest `df`, in one pass (a prefix may cover thousands of terms). */
export function mostFrequentOf<T>(items: Iterable<T>, keep: number, df: (item: T) => number): T[] {
  const top: { item: T; df: number }[] = []
  for (const item of items) {
    const value = df(item)
    if (top.length === keep && value <= top[keep - 1]!.df) continue
    let at = top.length === keep ? keep - 1 : top.length
    while (at > 0 && top[at - 1]!.df < value) at--
    top.splice(at, 0, { item, df: value })
    if (top.length > keep) top.pop()
  }
  return top.map((t) => t.item)
}

/** Every string one edit from `word` (a-z and 0-9 inserted or substituted), without `word` itself. */
export function oneEditAway(word: string): Set<string> {
  const out = new Set<string>()
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i)
    if (i < word.length) out.add(head + word.slice(i + 1))
    if (i + 1 < word.length) out.add(head + word[i + 1] + word[i] + word.slice(i + 2))
    for (const ch of TYPO_ALPHABET) {
      out.add(head + ch + word.slice(i))
      if (i < word.length) out.add(head + ch + word.slice(i + 1))
    }
  }
  out.delete(word)
  out.delete('')
  return out
}
