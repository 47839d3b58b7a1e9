import { forEachDocument, headingSection, pageShape, DOC_HEADING, DOC_TEXT, DOC_TITLE } from '../../src/shared/search/documents.ts'
import type { SerializedPage } from '../../src/shared/search/index-format.ts'
import type { SearchSource } from '../../src/shared/search/types.ts'
import { tokenize } from '../../src/shared/search/tokenize.ts'

/** Pages cut into documents and tokenised once, ready to encode. */
export interface SearchDocuments {
  pages: SerializedPage[]
  /** Index terms of each document, in document-id order (see forEachDocument). */
  terms: string[][]
}

/**
 * Cuts pages into documents: the title (with the sidebar label, see SearchSource.label), each
 * heading that does not repeat the title, and the text of all sections together with the page's
 * keywords and description. A page whose text holds no
 * term gets no text document. `chunks` gives each page's data chunk name (see SerializedPage), in
 * the order of `sources`.
 */
export function collectDocuments(sources: readonly SearchSource[], chunks: readonly string[] = []): SearchDocuments {
  const docs: SearchDocuments = { pages: [], terms: [] }
  const textTerms: string[][] = []
  const labels: string[] = []
  sources.forEach((source, i) => {
    labels.push(source.label?.trim() ?? '')
    const terms = source.sections.flatMap((section) => tokenize(section.text.trim()))
    for (const keyword of source.keywords ?? []) terms.push(...tokenize(keyword))
    if (source.description) terms.push(...tokenize(source.description))
    textTerms.push(terms)
    const sections = source.sections.map((s): [string, string] => [s.hash, s.title.trim()])
    docs.pages.push([source.path, source.title.trim(), [...source.crumbs], sections, terms.length > 0 ? 1 : 0, chunks[i] ?? ''])
  })
  // Titles and headings repeat across generated and versioned pages: each distinct one is cut once.
  const cut = new Map<string, string[]>()
  const tokens = (text: string) => {
    let terms = cut.get(text)
    if (!terms) cut.set(text, (terms = tokenize(text)))
    return terms
  }
  forEachDocument(docs.pages.map(pageShape), (_id, type, page, ordinal) => {
    const [, title, , sections] = docs.pages[page]!
    // A line break between title and label: no bigram or joined word across the two.
    if (type === DOC_TITLE) docs.terms.push(tokens(labels[page] ? `${title}\n${labels[page]}` : title))
    else if (type === DOC_HEADING) docs.terms.push(tokens(sections[headingSection(title, sections, ordinal)]![1]))
    else if (type === DOC_TEXT) docs.terms.push(textTerms[page]!)
  })
  return docs
}
