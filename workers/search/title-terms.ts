import { lowerBound } from './shard-terms.ts'

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
  private sorted: string[] | undefined
  private cumulative: Float64Array | undefined

  /** Adds a document and its terms (with repeats); returns its length in terms. */
  add(doc: number, terms: readonly string[]): number {
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

  get(term: string): TitlePostings | undefined {
    return this.postings.get(term)
  }

  df(term: string): number {
    return this.postings.get(term)?.docs.length ?? 0
  }

  /** All terms, sorted (built on first use, after loading). */
  terms(): readonly string[] {
    if (!this.sorted) {
      this.sorted = [...this.postings.keys()].sort()
      this.cumulative = new Float64Array(this.sorted.length + 1)
      this.sorted.forEach((term, i) => (this.cumulative![i + 1] = this.cumulative![i]! + this.df(term)))
    }
    return this.sorted
  }

  /** `[from, to)` in terms() of the terms starting with `prefix`. */
  prefixRange(prefix: string): [number, number] {
    const sorted = this.terms()
    const from = lowerBound(sorted, prefix)
    return [from, lowerBound(sorted, `${prefix}\uffff`, from)]
  }

  /** Postings of the terms in `[from, to)` of terms(). */
  rangePostings(from: number, to: number): number {
    this.terms()
    return this.cumulative![to]! - this.cumulative![from]!
  }
}
