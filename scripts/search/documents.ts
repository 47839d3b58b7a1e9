import { forEachDocument, DOC_HEADING, DOC_TEXT, DOC_TITLE, type SerializedPage } from '../../src/shared/search/format.ts'
import type { SearchSource } from '../../src/shared/search/types.ts'
import { tokenize } from '../../src/shared/search/tokenize.ts'

/** Pages cut into documents and tokenised once, ready for lunr and the text files. */
export interface SearchDocuments {
  pages: SerializedPage[]
  /** Index terms of each document, in document-id order (see forEachDocument). */
  terms: string[][]
  /** The same for the text documents alone (the last ones); only these are shipped as postings. */
  textTerms: string[][]
  /** Per page, the text of each section (`''` when it has none). */
  texts: string[][]
}

/**
 * Cuts pages into documents: the title, each heading that does not repeat the title, and the text
 * of all sections together. A page whose text holds no term gets no text document.
 */
export function collectDocuments(sources: readonly SearchSource[]): SearchDocuments {
  const docs: SearchDocuments = { pages: [], terms: [], textTerms: [], texts: [] }
  const textTerms: string[][] = []
  for (const source of sources) {
    const texts = source.sections.map((section) => section.text.trim())
    const terms = texts.flatMap((text) => tokenize(text))
    textTerms.push(terms)
    docs.texts.push(texts)
    const sections = source.sections.map((s): [string, string] => [s.hash, s.title.trim()])
    docs.pages.push([source.path, source.title.trim(), [...source.crumbs], sections, terms.length > 0 ? 1 : 0])
  }
  forEachDocument(docs.pages, 0, (_id, type, page, section) => {
    const [, title, , sections] = docs.pages[page]!
    if (type === DOC_TITLE) docs.terms.push(tokenize(title))
    else if (type === DOC_HEADING) docs.terms.push(tokenize(sections[section]![1]))
    else if (type === DOC_TEXT) {
      docs.terms.push(textTerms[page]!)
      docs.textTerms.push(textTerms[page]!)
    }
  })
  return docs
}
