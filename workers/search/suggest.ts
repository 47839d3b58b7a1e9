import { scanText } from '../../src/shared/search/tokenize.ts'
import type { LoadedIndex } from './load-index.ts'
import { rankHits, type Ranking } from './rank.ts'
import { runQuery, type QueryOutcome } from './query.ts'
import type { TextStore } from './texts.ts'

/** Pages whose text is read for the written form of a word that no title or heading holds. */
const TEXT_PAGES = 3

const surfaces = new WeakMap<LoadedIndex, Map<string, string>>()

/** Index term → a word of the titles and headings that gives it, as written (lowercased). */
function titleSurfaces(loaded: LoadedIndex): Map<string, string> {
  let map = surfaces.get(loaded)
  if (!map) {
    const found = new Map<string, string>()
    const read = (text: string) =>
      scanText(text, (term, start, end, kind) => {
        if (kind === 'word' && !found.has(term)) found.set(term, text.slice(start, end).toLowerCase())
      })
    for (const page of loaded.pages) {
      read(page.title)
      for (const [, title] of page.sections) read(title)
    }
    surfaces.set(loaded, (map = found))
  }
  return map
}

/** A word as written that the index stores as `term` (a stem): from titles and headings, else the text of pages holding it. */
async function surfaceOf(loaded: LoadedIndex, term: string, texts: TextStore): Promise<string | null> {
  const known = titleSurfaces(loaded).get(term)
  if (known) return known
  const docs = loaded.index.postings(term)?.docs ?? []
  const pages = [...new Set(Array.from(docs, (doc) => loaded.docs[doc]!.page))].slice(0, TEXT_PAGES)
  for (const page of pages) {
    for (const text of (await texts.pageTexts(loaded.pages[page]!)) ?? []) {
      let surface: string | null = null
      scanText(text, (found, start, end, kind) => {
        if (surface === null && kind === 'word' && found === term) surface = text.slice(start, end).toLowerCase()
      })
      if (surface !== null) return surface
    }
  }
  return null
}

/**
 * "Did you mean": the query with each word that no page holds replaced by its nearest indexed
 * word as written, when that query finds more than twice as many pages holding all of it (every
 * needed part, no typo involved) as the query typed.
 */
export async function suggestQuery(loaded: LoadedIndex, query: string, typed: QueryOutcome, ranking: Ranking, texts: TextStore): Promise<string | null> {
  const unknown = typed.plan.parts.filter((part) => part.unknown?.length)
  if (!unknown.length) return null
  let corrected = query
  for (const part of unknown.reverse()) {
    const surface = await surfaceOf(loaded, part.unknown![0]!, texts)
    if (surface === null) return null
    corrected = corrected.slice(0, part.start) + surface + corrected.slice(part.end)
  }
  const again = runQuery(loaded.index, loaded.phrases, corrected)
  const found = rankHits(again.matches, loaded.docs, 1).strictPages
  return found > 2 * ranking.strictPages ? corrected : null
}
