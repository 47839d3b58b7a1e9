import lunr from 'lunr'

/** Per term, the documents holding it (ascending) and how often. */
export interface Postings {
  docs: number[]
  tfs: number[]
}

/**
 * What the query builder asks about terms before it lets lunr work. Each answer avoids a lunr
 * wildcard or fuzzy clause whose cost grows with the whole vocabulary (a leading wildcard or a typo
 * walks every one of the ~2,500 first characters of the zh token set).
 */
export interface TermStats {
  df(term: string): number
  /** Postings of all terms starting with `prefix`. */
  prefixPostings(prefix: string): number
  /** Terms starting with `prefix`, most frequent first, at most `max`. */
  topCompletions(prefix: string, max: number): string[]
  /** Two-character CJK terms ending with `char`, most frequent first, at most `max`. */
  bigramsEndingWith(char: string, max: number): string[]
  /** The word itself if indexed, else the most frequent indexed word one edit away (words that start with a-z or 0-9). */
  correct(word: string): string | undefined
}

/** @types/lunr lacks this lunr 2.3 factory. */
interface FuzzyStatics {
  fromFuzzyString(word: string, editDistance: number): lunr.TokenSet
}

/** A lunr.TokenSet node as lunr 2.3 has it (@types/lunr leaves these fields out). */
interface TokenSetNode {
  final: boolean
  edges: Record<string, TokenSetNode>
}

/**
 * lunr's token set as a plain trie over UTF-16 units (as lunr's own builder splits words).
 * TokenSet.fromArray also minimises it, which takes longer than the rest of the load together.
 */
export function trieTokenSet(terms: Iterable<string>): lunr.TokenSet {
  const newNode = () => new lunr.TokenSet() as unknown as TokenSetNode
  const root = newNode()
  for (const term of terms) {
    let node = root
    for (let i = 0; i < term.length; i++) node = node.edges[term.charAt(i)] ??= newNode()
    node.final = true
  }
  return root as unknown as lunr.TokenSet
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (sorted[mid]! < value) low = mid + 1
    else high = mid
  }
  return low
}

const LATIN_START = /^[a-z0-9]/
const isBigram = (term: string) => !LATIN_START.test(term) && Array.from(term).length === 2

/** Statistics over the merged postings; `sorted` is every term in code-unit order. */
export function termStats(merged: ReadonlyMap<string, Postings>, sorted: readonly string[]): TermStats {
  const cumulative = [0]
  for (const term of sorted) cumulative.push(cumulative.at(-1)! + merged.get(term)!.docs.length)
  // Every term with the prefix sorts between the prefix and the prefix followed by U+FFFF.
  const range = (prefix: string) => [lowerBound(sorted, prefix), lowerBound(sorted, `${prefix}\uffff`)] as const
  const df = (term: string) => merged.get(term)?.docs.length ?? 0
  const byFrequency = (a: string, b: string) => df(b) - df(a) || (a < b ? -1 : 1)
  // Built on first use only: most queries need neither.
  let endings: Map<string, string[]> | undefined
  let words: lunr.TokenSet | undefined

  return {
    df,
    prefixPostings(prefix) {
      const [from, to] = range(prefix)
      return cumulative[to]! - cumulative[from]!
    },
    topCompletions(prefix, max) {
      const [from, to] = range(prefix)
      return sorted.slice(from, to).sort(byFrequency).slice(0, max)
    },
    bigramsEndingWith(char, max) {
      if (!endings) {
        endings = new Map()
        for (const term of sorted) {
          if (!isBigram(term)) continue
          const last = Array.from(term)[1]!
          const list = endings.get(last)
          if (list) list.push(term)
          else endings.set(last, [term])
        }
        for (const list of endings.values()) list.sort(byFrequency)
      }
      return (endings.get(char) ?? []).slice(0, max)
    },
    correct(word) {
      if (df(word) > 0) return word
      words ??= trieTokenSet(sorted.filter((term) => LATIN_START.test(term)))
      const candidates = words.intersect((lunr.TokenSet as unknown as FuzzyStatics).fromFuzzyString(word, 1)).toArray()
      return candidates.sort(byFrequency)[0]
    },
  }
}
