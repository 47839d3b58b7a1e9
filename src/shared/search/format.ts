/**
 * The search index as it travels from the build to the worker, and what the worker hands back.
 *
 * lunr's own JSON is far too big for Chinese bigrams, so the build ships the raw statistics instead
 * (sorted terms, posting lists of document and term frequency, document lengths) and the worker
 * rebuilds the lunr.Index from them. Section text is not in the index: it sits in separate text
 * files that the worker fetches only for the results it shows.
 */

/** Bump on any change to the files below; the worker refuses an index of another version. */
export const SEARCH_INDEX_VERSION = 1

/** Document types, in ranking order: page titles, then headings, then section text. */
export const DOC_TITLE = 0
export const DOC_HEADING = 1
export const DOC_TEXT = 2
export type SearchDocType = typeof DOC_TITLE | typeof DOC_HEADING | typeof DOC_TEXT

/** Section flags: the section has a heading document, a text document. */
export const HAS_HEADING = 1
export const HAS_TEXT = 2

/** `[hash, title, flags]`; the page intro has hash `''`. */
export type SerializedSection = [hash: string, title: string, flags: number]
/** `[path, title, crumbs, sections]`. */
export type SerializedPage = [path: string, title: string, crumbs: string[], sections: SerializedSection[]]

/** One independently downloadable part of an index; its documents follow those of earlier shards. */
export interface IndexShard {
  pages: SerializedPage[]
  /** Sorted terms, one a line, front-coded: a base-36 digit (characters shared with the line before) then the rest. */
  terms: string
  /** Per term, in term order, varint-coded: number of postings, then per posting the document gap and frequency. */
  postings: string
  /** Varint-coded number of terms in each document, in document order. */
  lengths: string
  /** Text files (name relative to this file's folder) and how many text documents each holds, in document order. */
  texts: [file: string, count: number][]
}

/** The file the worker loads first. */
export interface IndexRoot {
  v: typeof SEARCH_INDEX_VERSION
  locale: string
  /** Number of documents over all shards. */
  documents: number
  /** Shards inline, or file names (relative to this file's folder) to fetch in parallel. */
  shards: (IndexShard | string)[]
}

/** A text file: the section texts of consecutive text documents. */
export interface TextBucket {
  v: typeof SEARCH_INDEX_VERSION
  texts: string[]
}

/** Calls `visit` for every document of the pages, in document-id order (ids start at `firstId`). */
export function forEachDocument(
  pages: readonly SerializedPage[],
  firstId: number,
  visit: (id: number, type: SearchDocType, page: number, section: number) => void,
): number {
  let id = firstId
  pages.forEach(([, , , sections], page) => {
    visit(id++, DOC_TITLE, page, -1)
    sections.forEach(([, , flags], section) => {
      if (flags & HAS_HEADING) visit(id++, DOC_HEADING, page, section)
      if (flags & HAS_TEXT) visit(id++, DOC_TEXT, page, section)
    })
  })
  return id
}

// Varints as text, so the index stays JSON and gzips well: base-32 digits, most significant first;
// the last digit of a number comes from FINAL, the others from MORE. No separators are needed.
const FINAL = '0123456789ABCDEFGHIJKLMNOPQRSTUV'
const MORE = 'WXYZabcdefghijklmnopqrstuvwxyz-_'
const DIGIT = new Map<string, number>()
for (let i = 0; i < 32; i++) {
  DIGIT.set(FINAL[i]!, i)
  DIGIT.set(MORE[i]!, 32 + i)
}

/** Appends the varint text of a non-negative integer to `out`. */
export function encodeVarint(value: number, out: string[]): void {
  let digits = FINAL[value % 32]!
  value = Math.floor(value / 32)
  while (value > 0) {
    digits = MORE[value % 32]! + digits
    value = Math.floor(value / 32)
  }
  out.push(digits)
}

/** Reads varints from a string, in order. Throws on a character that is not a digit. */
export class VarintReader {
  private at = 0
  private readonly text: string
  constructor(text: string) {
    this.text = text
  }
  get done(): boolean {
    return this.at >= this.text.length
  }
  next(): number {
    let value = 0
    for (;;) {
      const digit = DIGIT.get(this.text.charAt(this.at++))
      if (digit === undefined) throw new Error('[search] Corrupt index: bad or missing varint digit')
      if (digit < 32) return value * 32 + digit
      value = value * 32 + digit - 32
    }
  }
}

/** Front-codes sorted terms (see IndexShard.terms). Terms must not contain a line break. */
export function encodeTerms(terms: readonly string[]): string {
  let previous = ''
  return terms
    .map((term) => {
      let shared = 0
      while (shared < 35 && shared < previous.length && term.charCodeAt(shared) === previous.charCodeAt(shared)) shared++
      previous = term
      return shared.toString(36) + term.slice(shared)
    })
    .join('\n')
}

/** Inverse of encodeTerms. */
export function decodeTerms(text: string): string[] {
  if (text === '') return []
  let previous = ''
  return text.split('\n').map((line) => {
    previous = previous.slice(0, parseInt(line.charAt(0), 36)) + line.slice(1)
    return previous
  })
}

/** A page, heading or section as the worker returns it (the shape docusaurus-search-local used). */
export interface SearchDocument {
  /** Document id. */
  i: number
  /** Text: the page title, the heading, or the section text. */
  t: string
  /** Page path without base URL, e.g. `/en/docs/faqs/deepl-limit`. */
  u: string
  /** Section hash such as `#fix`, or `''`. */
  h: string
  /** Id of the page's title document (its own id for a title). */
  p: number
  /** Crumbs above the page (title documents only). */
  b?: string[]
  /** Section title, or the page title for the intro (text documents only). */
  s?: string
}

/** One hit, ready to render: `*Html` fields are escaped with only `<mark>` added. */
export interface SearchResult {
  document: SearchDocument
  type: SearchDocType
  /** The page's title document, or null when this hit is the title itself. */
  page: SearchDocument | null
  /** lunr matchData.metadata: matched index term → field → (empty) metadata. */
  metadata: Record<string, Record<string, object>>
  /** The index terms the query was made of. */
  tokens: string[]
  score: number
  /** Page path plus hash, without base URL. */
  url: string
  titleHtml: string
  /** Crumbs and page title joined with " › ". */
  pathHtml: string
  /** Context around the first match in section text; empty for title and heading hits. */
  snippetHtml: string
  /** Words as they appear in the hit, for `?_highlight=` on the target page. */
  terms: string[]
}
