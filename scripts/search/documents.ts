import {
  forEachDocument,
  headingSection,
  pageShape,
  DOC_HEADING,
  DOC_TEXT,
  DOC_TITLE,
} from '../../src/shared/search/documents.ts'
import type { SerializedPage } from '../../src/shared/search/index-format.ts'
import type { SearchSource } from '../../src/shared/search/types.ts'

/** Pages cut into documents, each document turned into `T` (its terms, say), in document-id order. */
export interface CutDocuments<T> {
  pages: SerializedPage[]
  docs: T[]
}

/**
 * Cuts pages into documents: the title (with the sidebar label, see SearchSource.label), each
 * heading that does not repeat the title, and the text of all sections together with the page's
 * keywords and description. `termsOf` turns the texts of a
 * document (cut apart, each tokenised on its own) into what the caller keeps of it, and `size` says
 * how many terms that holds: a page whose text holds none gets no text document. `chunks` gives each
 * page's data chunk name (see SerializedPage), in the order of `sources`.
 */
export function cutDocuments<T>(
  sources: readonly SearchSource[],
  chunks: readonly string[],
  termsOf: (texts: readonly string[]) => T,
  size: (terms: T) => number,
): CutDocuments<T> {
  const pages: SerializedPage[] = []
  const texts: T[] = []
  const labels: string[] = []
  sources.forEach((source, i) => {
    labels.push(source.label?.trim() ?? '')
    const parts = source.sections.map((section) => section.text.trim())
    parts.push(...(source.keywords ?? []))
    if (source.description) parts.push(source.description)
    const terms = termsOf(parts)
    texts.push(terms)
    const sections = source.sections.map((s): [string, string] => [s.hash, s.title.trim()])
    pages.push([
      source.path,
      source.title.trim(),
      [...source.crumbs],
      sections,
      size(terms) > 0 ? 1 : 0,
      chunks[i] ?? '',
    ])
  })
  // Titles and headings repeat across generated and versioned pages: each distinct one is cut once.
  const cut = new Map<string, T>()
  const short = (text: string) => {
    let terms = cut.get(text)
    if (terms === undefined) {
      terms = termsOf([text])
      cut.set(text, terms)
    }
    return terms
  }
  const docs: T[] = []
  forEachDocument(pages.map(pageShape), (_id, type, page, ordinal) => {
    const [, title, , sections] = pages[page]!
    // A line break between title and label: no bigram or joined word across the two.
    if (type === DOC_TITLE) docs.push(short(labels[page] ? `${title}\n${labels[page]}` : title))
    else if (type === DOC_HEADING)
      docs.push(short(sections[headingSection(title, sections, ordinal)]![1]))
    else if (type === DOC_TEXT) docs.push(texts[page]!)
  })
  return { pages, docs }
}
