import { HAS_HEADING, HAS_TEXT, type SerializedPage, type SerializedSection } from '../../src/shared/search/format.ts'
import type { SearchSource } from '../../src/shared/search/types.ts'
import { tokenize } from '../../src/shared/search/tokenize.ts'

/** The pages of an index (or shard), cut into documents and tokenised once. */
export interface SearchDocuments {
  pages: SerializedPage[]
  /** Index terms of each document, in document-id order (see forEachDocument). */
  terms: string[][]
  /** Section text of each text document, in document order. */
  texts: string[]
  /** UTF-8 bytes of all text, a cheap predictor of the index size. */
  textBytes: number
}

/**
 * Cuts pages into documents: the page title, each heading that is not just the page title again,
 * and each section's text. A text without a single term is left out; it could never be found.
 */
export function collectDocuments(sources: readonly SearchSource[]): SearchDocuments {
  const docs: SearchDocuments = { pages: [], terms: [], texts: [], textBytes: 0 }
  for (const source of sources) {
    const title = source.title.trim()
    docs.terms.push(tokenize(title))
    docs.textBytes += Buffer.byteLength(title)
    const sections = source.sections.map((section): SerializedSection => {
      const heading = section.title.trim()
      const text = section.text.trim()
      let flags = 0
      if (section.hash !== '' && heading !== '' && heading !== title) {
        flags |= HAS_HEADING
        docs.terms.push(tokenize(heading))
      }
      const textTerms = tokenize(text)
      if (textTerms.length > 0) {
        flags |= HAS_TEXT
        docs.terms.push(textTerms)
        docs.texts.push(text)
      }
      docs.textBytes += Buffer.byteLength(heading) + Buffer.byteLength(text)
      return [section.hash, heading, flags]
    })
    docs.pages.push([source.path, title, [...source.crumbs], sections])
  }
  return docs
}
