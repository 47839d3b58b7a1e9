import { scanText } from '../../src/shared/search/tokenize.ts'
import type { LoadedIndex } from './load-index.ts'
import { rankHits, type Ranking } from './rank.ts'
import { runQuery, type QueryOutcome } from './query.ts'
import { editDistance } from './typos.ts'
import type { TextStore } from './texts.ts'

/** Pages whose text is read for the written form of a word that no title or heading holds. */
const TEXT_PAGES = 3

/** Per index: the words of its titles and headings, and how many pages they were read from. */
const surfaces = new WeakMap<LoadedIndex, { pages: number; words: Map<string, Set<string>> }>()

/** Adds the words of `text` to `found`, by index term, as written (lowercased). */
function readWords(text: string, found: Map<string, Set<string>>): void {
  scanText(text, (term, start, end, kind) => {
    if (kind !== 'word') return
    const surface = text.slice(start, end).toLowerCase()
    const set = found.get(term)
    if (set) set.add(surface)
    else found.set(term, new Set([surface]))
  })
}

/** The written form of `term` in `found` closest to what the reader typed (translaton → translation, not translate). */
function closest(found: Map<string, Set<string>>, term: string, typed: string): string | null {
  let best: string | null = null
  let distance = Infinity
  for (const surface of found.get(term) ?? []) {
    const d = editDistance(surface, typed)
    if (d < distance || (d === distance && best !== null && surface < best)) {
      best = surface
      distance = d
    }
  }
  return best
}

/** Index term → the words of the titles and headings that give it, as written (lowercased), from the pages read so far. */
function titleSurfaces(loaded: LoadedIndex): Map<string, Set<string>> {
  const read = loaded.pages.reduce((n, page) => (page ? n + 1 : n), 0)
  const known = surfaces.get(loaded)
  if (known && known.pages === read) return known.words
  const words = new Map<string, Set<string>>()
  for (const page of loaded.pages) {
    if (!page) continue
    readWords(page.title, words)
    for (const [, title] of page.sections) readWords(title, words)
  }
  surfaces.set(loaded, { pages: read, words })
  return words
}

/**
 * A word as written that the index stores as `term` (a stem), the one nearest to what was typed:
 * from titles and headings, else from the text of the first pages holding it.
 */
async function surfaceOf(
  loaded: LoadedIndex,
  term: string,
  typed: string,
  texts: TextStore,
): Promise<string | null> {
  const known = closest(titleSurfaces(loaded), term, typed)
  if (known) return known
  const docs = loaded.index.postings(term)?.docs ?? []
  const pages = [...new Set(Array.from(docs, (doc) => loaded.docs.page[doc]!))].slice(0, TEXT_PAGES)
  await loaded.needPages(pages)
  const found = new Map<string, Set<string>>()
  for (const page of pages)
    for (const text of (await texts.pageTexts(loaded.pages[page]!)) ?? []) readWords(text, found)
  return closest(found, term, typed)
}

/**
 * "Did you mean": the query with each word that no page holds replaced by its nearest indexed
 * word as written, and each Chinese character read as another by that one, when that query finds
 * more than twice as many pages holding all of it (every needed part, no typo involved) as the
 * query typed.
 */
export async function suggestQuery(
  loaded: LoadedIndex,
  query: string,
  typed: QueryOutcome,
  ranking: Ranking,
  texts: TextStore,
): Promise<string | null> {
  const edits = typed.plan.parts.flatMap((part) =>
    part.respelt
      ? [{ start: part.respelt.start, end: part.respelt.end, text: part.respelt.char }]
      : [],
  )
  for (const part of typed.plan.parts) {
    if (!part.unknown?.length) continue
    const surface = await surfaceOf(loaded, part.unknown[0]!, part.text.toLowerCase(), texts)
    if (surface === null) return null
    edits.push({ start: part.start, end: part.end, text: surface })
  }
  if (!edits.length) return null
  let corrected = query
  // From the end, so the positions of the edits still to make hold.
  for (const edit of edits.sort((a, b) => b.start - a.start))
    corrected = corrected.slice(0, edit.start) + edit.text + corrected.slice(edit.end)
  const again = runQuery(loaded.index, loaded.phrases, corrected)
  const found = rankHits(again.matches, loaded.docs, 1).typoFreePages
  return found > 2 * ranking.typoFreePages ? corrected : null
}
