import type { SerializedPage, SerializedSection } from './index-format.ts'

/**
 * Document numbering: which documents a page makes and in what order their ids run. The build and
 * the worker both number documents with forEachDocument, so ids agree without being shipped.
 */

/** Document types, in ranking order. */
export const DOC_TITLE = 0
export const DOC_HEADING = 1
export const DOC_TEXT = 2
export type SearchDocType = typeof DOC_TITLE | typeof DOC_HEADING | typeof DOC_TEXT

/** A heading gets a document unless it is the intro or merely repeats the page title. */
export function hasHeadingDocument(pageTitle: string, [hash, title]: SerializedSection): boolean {
  return hash !== '' && title !== '' && title !== pageTitle
}

/**
 * Calls `visit` for every document of the pages in id order, starting at `firstId`: all page titles,
 * then all headings (`section` is the index in the page's sections), then all page texts. Grouping by
 * type keeps the posting lists of text terms within a narrow id range, which codes 15–30 % smaller.
 * Returns the next free id. The build and the worker both number documents with this.
 */
export function forEachDocument(
  pages: readonly SerializedPage[],
  firstId: number,
  visit: (id: number, type: SearchDocType, page: number, section: number) => void,
): number {
  let id = firstId
  pages.forEach((_, page) => visit(id++, DOC_TITLE, page, -1))
  pages.forEach(([, title, , sections], page) => {
    sections.forEach((section, i) => {
      if (hasHeadingDocument(title, section)) visit(id++, DOC_HEADING, page, i)
    })
  })
  pages.forEach(([, , , , hasText], page) => {
    if (hasText) visit(id++, DOC_TEXT, page, -1)
  })
  return id
}

