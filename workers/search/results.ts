import {
  DOC_HEADING,
  DOC_TEXT,
  DOC_TITLE,
  headingSection,
} from '../../src/shared/search/documents.ts'
import type { SearchDocument, SearchResult } from './result-types.ts'
import { markHtml, matchesIn, matchSpans, snippetHtml, surfaceTerms } from './highlight.ts'
import { typeOf, type LoadedIndex, type PageInfo } from './load-index.ts'
import type { QueryOutcome } from './query.ts'
import type { Alternative, Part } from './query-plan.ts'
import type { Hit } from './rank.ts'
import type { TextStore } from './texts.ts'

/** At most this many words go into `?_highlight=`. */
const MAX_HIGHLIGHT_TERMS = 10

function titleDocument(page: PageInfo): SearchDocument {
  return { i: page.titleDoc, t: page.title, u: page.path, h: '', p: page.titleDoc, b: page.crumbs }
}

/**
 * The section that holds the most of the parts the query needs, then the most different matched
 * terms, then the most matches, then comes first. Parts before terms: a word with many glossary
 * synonyms (quota, credit, allowance) would otherwise outweigh the rest of the query, and "quota
 * faster" would open the section that names quota twice over, not the one that says it goes faster.
 */
function bestSection(
  texts: readonly string[],
  matched: ReadonlySet<string>,
  parts: readonly Part[],
): number {
  let best = texts.findIndex((text) => text !== '')
  let bestParts = 0
  let bestDistinct = 0
  let bestTotal = 0
  texts.forEach((text, i) => {
    const { terms, total } = matchesIn(text, matched)
    const held = partsHeld(parts, terms)
    if (
      held > bestParts ||
      (held === bestParts &&
        (terms.size > bestDistinct || (terms.size === bestDistinct && total > bestTotal)))
    ) {
      best = i
      bestParts = held
      bestDistinct = terms.size
      bestTotal = total
    }
  })
  return best
}

/**
 * How many needed parts of the query `terms` hold: a part, with one of its ways enough of whose
 * slots they fill. Counted without building lists: it runs for every section of every text hit.
 */
function partsHeld(parts: readonly Part[], terms: ReadonlySet<string>): number {
  const fills = ({ slots, minimum }: Alternative) => {
    let filled = 0
    for (const slot of slots)
      if (slot.some((term) => terms.has(term)) && ++filled >= minimum) return true
    return false
  }
  let held = 0
  for (const part of parts) if (!part.stop && part.alternatives.some(fills)) held++
  return held
}

/**
 * Turns ranked hits into results with everything the UI shows, once their pages' blocks are in. A
 * text hit is a page; the section shown is the one that matches best, found in the texts file or
 * the page's data chunk (fetched now, kept for later). A text hit whose chunk is not in by
 * `deadline` is shown as its page, without snippet, and `late` says so (see SNIPPET_WAIT_MS).
 */
export async function toResults(
  hits: readonly Hit[],
  /** The query's plan, the index terms it matched (in query order) and its tokens. */
  { plan, matches: { terms: matchedTerms }, tokens }: QueryOutcome,
  loaded: LoadedIndex,
  texts: TextStore,
  snippetLength: number,
  deadline: Promise<void>,
): Promise<{ results: SearchResult[]; late: boolean }> {
  await loaded.needPages(hits.map((hit) => loaded.docs.page[hit.id]!))
  // lunr's matchData.metadata of each hit: its matched terms, each with the (empty) field metadata.
  const metadata = hits.map((hit) => {
    const own: SearchResult['metadata'] = {}
    for (const term of matchedTerms) if (loaded.index.has(term, hit.id)) own[term] = { t: {} }
    return own
  })
  // Titles and paths mark every term any hit matched; snippets only the hit's own terms.
  const anyMatched = new Set(metadata.flatMap((own) => Object.keys(own)))
  const mark = (text: string) => markHtml(text, matchSpans(text, anyMatched))
  let late = false
  const results = await Promise.all(
    hits.map(async (hit, n): Promise<SearchResult> => {
      const doc = { type: typeOf(loaded.docs, hit.id), ordinal: loaded.docs.ordinal[hit.id]! }
      const page = loaded.pages[loaded.docs.page[hit.id]!]!
      const pathHtml = [...page.crumbs, page.title].map(mark).join(' › ')
      const base = { type: doc.type, metadata: metadata[n]!, tokens, score: hit.score, pathHtml }
      if (doc.type === DOC_TITLE) {
        const spans = matchSpans(page.title, anyMatched)
        const terms = surfaceTerms(page.title, spans).slice(0, MAX_HIGHLIGHT_TERMS)
        return {
          ...base,
          document: titleDocument(page),
          page: null,
          url: page.path,
          titleHtml: markHtml(page.title, spans),
          snippetHtml: '',
          terms,
        }
      }
      let hash = ''
      let title = page.title
      let text = ''
      let snippet = ''
      let terms: string[] = []
      if (doc.type === DOC_HEADING)
        [hash, title] = page.sections[headingSection(page.title, page.sections, doc.ordinal)] ?? [
          '',
          page.title,
        ]
      else if (doc.type === DOC_TEXT) {
        const own = new Set(Object.keys(metadata[n]!))
        const sectionTexts = await texts.pageTextsBy(page, deadline)
        if (sectionTexts === undefined) late = true
        const section = sectionTexts ? bestSection(sectionTexts, own, plan.parts) : -1
        if (section >= 0) {
          const [sectionHash, sectionTitle] = page.sections[section] ?? ['', '']
          hash = sectionHash
          title = sectionTitle || page.title
          text = sectionTexts![section]!
          const spans = matchSpans(text, own)
          snippet = snippetHtml(text, spans, snippetLength)
          terms = surfaceTerms(text, spans)
        }
      }
      const titleSpans = matchSpans(title, anyMatched)
      terms = [...new Set([...surfaceTerms(title, titleSpans), ...terms])].slice(
        0,
        MAX_HIGHLIGHT_TERMS,
      )
      const document: SearchDocument = {
        i: hit.id,
        t: doc.type === DOC_TEXT ? text : title,
        u: page.path,
        h: hash,
        p: page.titleDoc,
      }
      if (doc.type === DOC_TEXT) document.s = title
      const titleHtml = markHtml(title, titleSpans)
      return {
        ...base,
        document,
        page: titleDocument(page),
        url: page.path + hash,
        titleHtml,
        snippetHtml: snippet,
        terms,
      }
    }),
  )
  return { results, late }
}
