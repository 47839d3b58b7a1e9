/** Text of one page for the search index, as the content build hands it over. */
export interface SearchSource {
  /** Canonical path with locale prefix, without base URL (e.g. `/en/docs/faqs/deepl-limit`). */
  path: string
  title: string
  /**
   * The page's shorter name in the sidebar (front matter sidebar_label), when it is not its title:
   * readers type what they see in the navigation, so it is searched with the title, never shown.
   */
  label?: string
  /** Categories above the page (docs) or the blog title; shown before the title as a path. */
  crumbs: string[]
  /** The page intro (`hash` empty) and one entry per h2/h3 with the text up to the next one. */
  sections: { hash: string; title: string; text: string }[]
  /**
   * The page's front matter keywords: the author's own search terms ("not working" on a page that
   * says "doesn't take effect"), indexed with the page text and never shown.
   */
  keywords?: string[]
  /**
   * The page's front matter description, the author's one-sentence summary of what the page
   * answers: indexed with the page text, never shown as a snippet.
   */
  description?: string
  /**
   * The page's front matter reader_phrases: how readers put the problem the page solves, in words
   * the page may never use ("用着用着就不翻译了", "charged twice").
   */
  phrases?: string[]
  /** A blog post: dated news, ranked after the docs that hold as much of a query (see IndexRoot.posts). */
  post?: boolean
}
