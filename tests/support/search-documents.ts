import { cutDocuments } from '../../scripts/search/documents.ts'
import type { SerializedPage } from '../../src/shared/search/index-format.ts'
import type { SearchSource } from '../../src/shared/search/types.ts'
import { tokenize } from '../../src/shared/search/tokenize.ts'

/** Pages cut into documents and tokenised once: each document's index terms, with repeats. */
export interface SearchDocuments {
  pages: SerializedPage[]
  /** Index terms of each document, in document-id order (see forEachDocument). */
  terms: string[][]
}

/**
 * The build's documents with each one's terms as a plain list: the form a lunr reference index is
 * built from, to hold the build's own inverted index (scripts/search/invert.ts) to it.
 */
export function collectDocuments(
  sources: readonly SearchSource[],
  chunks: readonly string[] = [],
): SearchDocuments {
  const { pages, docs } = cutDocuments(
    sources,
    chunks,
    (texts) => texts.flatMap((text) => tokenize(text)),
    (terms) => terms.length,
  )
  return { pages, terms: docs }
}
