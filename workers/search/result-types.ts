import type { SearchDocType } from '../../src/shared/search/documents.ts'

/** What the search worker hands back: the results the search UI renders. */

/** A page, heading or text as the worker returns it (the shape docusaurus-search-local used). */
export interface SearchDocument {
  /** Document id. */
  i: number
  /** The page title, the heading, or the text of the section shown. */
  t: string
  /** Page path without base URL, e.g. `/en/docs/faqs/deepl-limit`. */
  u: string
  /** Section hash such as `#fix`, or `''`. */
  h: string
  /** Id of the page's title document (its own id for a title). */
  p: number
  /** Crumbs above the page (title documents only). */
  b?: string[]
  /** Title of the section shown, or the page title for the intro (text documents only). */
  s?: string
}

/** One hit, ready to render: `*Html` fields are escaped, with only `<mark>` added. */
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
  /** About `snippetLength` characters around the first match in the section text; empty for title and heading hits. */
  snippetHtml: string
  /** The matched words as they appear in the hit, for `?_highlight=` on the target page. */
  terms: string[]
}

/** Results from the index of the site's other language (see SearchAnswer.other). */
export interface OtherLocaleResults {
  /** The locale of those pages, e.g. `en`. */
  locale: string
  results: SearchResult[]
  /** They hold more of the query than this language's results: shown before them. */
  first: boolean
}

/** Everything one search answers. */
export interface SearchAnswer {
  /** Results from the index searched, best first, grouped by page. */
  results: SearchResult[]
  /**
   * When the index searched has no good answer (no page holding the whole query in its title or a
   * heading) and the other language's index has a better one: its best results, labelled with their
   * language, after these, or before them when they hold more of the query. `results` then leaves
   * them room within the limit.
   */
  other: OtherLocaleResults | null
  /** This language has no good answer and the other's was not asked: asked again with it, it may help. */
  otherWanted: boolean
  /**
   * Parts of the index this query needs, or the data chunks of snippets it did not wait for, are
   * still on their way: ask again once `settled` resolves.
   */
  morePending: boolean
  /** The query with misspelt words corrected, when it was asked for and finds much more. */
  suggestion: string | null
}
