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

/** What numbering needs to know of a page: how many heading documents it has, and whether a text document. */
export interface PageShape {
  headings: number
  text: boolean
}

/** The shape of a serialized page (see PageShape). */
export function pageShape([, title, , sections, hasText]: SerializedPage): PageShape {
  return {
    headings: sections.filter((section) => hasHeadingDocument(title, section)).length,
    text: hasText === 1,
  }
}

/** The index in a page's sections of its `ordinal`-th heading document, or -1. */
export function headingSection(
  title: string,
  sections: readonly SerializedSection[],
  ordinal: number,
): number {
  let k = 0
  for (let i = 0; i < sections.length; i++) {
    if (!hasHeadingDocument(title, sections[i]!)) continue
    if (k++ === ordinal) return i
  }
  return -1
}

/**
 * Calls `visit` for every document of the pages in id order: all page titles, then all headings
 * (`ordinal` counts a page's heading documents from 0; see headingSection), then all page texts.
 * Grouping by type keeps the posting lists of text terms within a narrow id range, which codes
 * 15–30 % smaller. Returns the number of documents. The build and the worker both number
 * documents with this, the worker from IndexRoot.docs alone.
 */
export function forEachDocument(
  shapes: readonly PageShape[],
  visit: (id: number, type: SearchDocType, page: number, ordinal: number) => void,
): number {
  let id = 0
  for (let page = 0; page < shapes.length; page++) visit(id++, DOC_TITLE, page, -1)
  shapes.forEach(({ headings }, page) => {
    for (let k = 0; k < headings; k++) visit(id++, DOC_HEADING, page, k)
  })
  shapes.forEach(({ text }, page) => {
    if (text) visit(id++, DOC_TEXT, page, -1)
  })
  return id
}
