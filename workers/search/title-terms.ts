/** Postings of one term over the title and heading documents, documents ascending. */
export interface TitlePostings {
  docs: number[]
  tfs: number[]
}

/**
 * Terms of the page titles and section headings, which travel as text and are tokenised again in
 * the worker. Documents must be added in ascending id order.
 */
export class TitleTerms {
  private readonly postings = new Map<string, TitlePostings>()
  /** Terms by their first UTF-16 unit, for prefixes: made on first use, without sorting them all. */
  private byFirst: Map<number, string[]> | undefined
  private sorted: string[] | undefined

  /** Adds a document and its terms (with repeats); returns its length in terms. */
  add(doc: number, terms: readonly string[]): number {
    this.byFirst = undefined
    this.sorted = undefined
    for (const term of terms) {
      const entry = this.postings.get(term)
      if (!entry) this.postings.set(term, { docs: [doc], tfs: [1] })
      else if (entry.docs[entry.docs.length - 1] === doc) entry.tfs[entry.tfs.length - 1]!++
      else {
        entry.docs.push(doc)
        entry.tfs.push(1)
      }
    }
    return terms.length
  }

  /** The terms that are not CJK bigrams, sorted (made on first use). */
  wordList(): readonly string[] {
    this.sorted ??= [...this.postings.keys()].filter((term) => term.charCodeAt(0) < 0x80).sort()
    return this.sorted
  }

  get(term: string): TitlePostings | undefined {
    return this.postings.get(term)
  }

  df(term: string): number {
    return this.postings.get(term)?.docs.length ?? 0
  }

  /** All terms starting with `prefix` (code units, like lunr's wildcard), in no particular order. */
  withPrefix(prefix: string): string[] {
    if (prefix === '') return [...this.postings.keys()]
    if (!this.byFirst) {
      this.byFirst = new Map()
      for (const term of this.postings.keys()) {
        const list = this.byFirst.get(term.charCodeAt(0))
        if (list) list.push(term)
        else this.byFirst.set(term.charCodeAt(0), [term])
      }
    }
    const group = this.byFirst.get(prefix.charCodeAt(0)) ?? []
    return prefix.length === 1 ? group : group.filter((term) => term.startsWith(prefix))
  }
}
