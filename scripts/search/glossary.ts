import fs from 'node:fs'
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml'
import type { Locale } from '../../src/shared/config/schema.ts'
import type { SearchSource } from '../../src/shared/search/types.ts'
import { GLOSSARY_SEPARATOR } from '../../src/shared/search/index-format.ts'
import type { ContentProblem } from '../lib/errors.ts'
import { positionAt } from '../content/frontmatter.ts'
import { queryUnits, unitsKey } from '../../src/shared/search/query-units.ts'

/** The glossary's file name in the content folder. */
export const GLOSSARY_FILE = 'search-glossary.yml'

/** Longest entry, in characters: an entry is a word or a short phrase. */
const MAX_ENTRY_LENGTH = 40

/**
 * Titles and headings of two language versions of a page make a group of the glossary when both
 * are this short (characters of Chinese, words of English): longer ones are sentences, which
 * readers do not type whole.
 */
const ALIGNED_MAX_CJK = 6
const ALIGNED_MAX_WORDS = 3

export interface Glossary {
  /** Groups of entries that mean the same to a reader. */
  groups: string[][]
  problems: ContentProblem[]
}

const HAS_CJK = /[\p{Script=Han}]/u
/** A lone Chinese character: it would match inside any word, so it cannot be an entry. */
const LONE_CJK = /^[\p{Script=Han}]$/u

/**
 * Reads the site's glossary (content/search-glossary.yml): a YAML list of groups, each a list of
 * words or short phrases in either language that a reader may type for the same thing. A missing
 * file is an empty glossary; every bad entry is reported with its position.
 */
export function loadGlossary(file: string): Glossary {
  if (!fs.existsSync(file)) return { groups: [], problems: [] }
  const text = fs.readFileSync(file, 'utf8')
  const doc = parseDocument(text)
  const problems: ContentProblem[] = doc.errors.map((e) => ({
    file,
    ...positionAt(text, e.pos[0]),
    message: `search glossary: ${e.message.split('\n')[0]}`,
    hint: 'fix the YAML syntax',
  }))
  if (problems.length) return { groups: [], problems }
  const at = (node: Node | null | undefined) => positionAt(text, node?.range?.[0] ?? 0)
  const groups: string[][] = []
  const root = doc.contents
  if (root === null) return { groups, problems }
  if (!isSeq(root))
    return {
      groups,
      problems: [
        {
          file,
          ...at(root),
          message: 'search glossary: expected a list of groups',
          hint: 'write each group as a line "- [word, synonym, …]"',
        },
      ],
    }
  for (const item of root.items) {
    const node = item as Node
    if (!isSeq(node) || isMap(node)) {
      problems.push({
        file,
        ...at(node),
        message: 'search glossary: a group must be a list of words',
        hint: 'write the group as "- [word, synonym, …]"',
      })
      continue
    }
    const group: string[] = []
    for (const entryNode of node.items) {
      const entry = isScalar(entryNode) ? entryNode.value : undefined
      const value = typeof entry === 'number' ? String(entry) : entry
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push({
          file,
          ...at(entryNode as Node),
          message: `search glossary: ${JSON.stringify(value ?? null)} is not a word`,
          hint: 'each entry is a word or short phrase',
        })
      } else if (value.length > MAX_ENTRY_LENGTH) {
        problems.push({
          file,
          ...at(entryNode as Node),
          message: `search glossary: "${value.slice(0, 20)}…" is longer than ${MAX_ENTRY_LENGTH} characters`,
          hint: 'entries are words or short phrases, as readers type them',
        })
      } else if (value.includes(GLOSSARY_SEPARATOR)) {
        problems.push({
          file,
          ...at(entryNode as Node),
          message: `search glossary: "${value}" holds "${GLOSSARY_SEPARATOR}"`,
          hint: `the index joins entries with "${GLOSSARY_SEPARATOR}"; write each word as an entry of its own`,
        })
      } else if (LONE_CJK.test(value.trim())) {
        problems.push({
          file,
          ...at(entryNode as Node),
          message: `search glossary: "${value}" is a single character`,
          hint: 'a single Chinese character matches inside too many words; use a word of two or more',
        })
      } else group.push(value.trim())
    }
    if (group.length < 2 && node.items.length >= 2) continue
    if (group.length < 2)
      problems.push({
        file,
        ...at(node),
        message: 'search glossary: a group needs at least two entries',
        hint: 'add the words readers use for the same thing, or remove the line',
      })
    else groups.push(group)
  }
  return { groups, problems }
}

/** Whether a title or heading is short enough to be typed as a whole (see ALIGNED_MAX_CJK). */
function typable(text: string): boolean {
  const t = text.trim()
  if (t === '' || /[?？。.!！:：]$/u.test(t) || t.includes(GLOSSARY_SEPARATOR)) return false
  return HAS_CJK.test(t)
    ? [...t].length <= ALIGNED_MAX_CJK
    : t.split(/\s+/u).length <= ALIGNED_MAX_WORDS
}

/** The path of a page's other language version: `/docs/x` ↔ `/en/docs/x`. */
const otherPath = (path: string, locale: Locale) =>
  locale === 'en' ? path.replace(/^\/en(?=\/|$)/u, '') || '/' : `/en${path === '/' ? '/' : path}`

/**
 * Groups from the pages that exist in both languages: each short title and sidebar label, and
 * each short heading of a doc (not of a blog post) with the heading of the same id in the other language (content/README.md asks for the same
 * headings in both). This is how a reader's English finds a Chinese page and the reverse.
 */
export function alignedGroups(search: ReadonlyMap<Locale, readonly SearchSource[]>): string[][] {
  const en = new Map((search.get('en') ?? []).map((source) => [source.path, source]))
  const pairs = new Map<string, [string, string]>()
  const add = (zh: string, english: string) => {
    if (!typable(zh) || !typable(english) || zh.trim() === english.trim()) return
    pairs.set(`${zh.trim()}\u0000${english.trim().toLowerCase()}`, [zh.trim(), english.trim()])
  }
  for (const zh of search.get('zh-Hans') ?? []) {
    const other = en.get(otherPath(zh.path, 'zh-Hans'))
    if (!other) continue
    add(zh.title, other.title)
    if (zh.label !== undefined && other.label !== undefined) add(zh.label, other.label)
    // A post's headings name the moments of one piece of news (On the day, The year); its title is enough.
    if (zh.post) continue
    const headings = new Map(other.sections.map((s) => [s.hash, s.title]))
    for (const section of zh.sections) {
      const english = section.hash ? headings.get(section.hash) : undefined
      if (english !== undefined) add(section.title, english)
    }
  }
  return [...pairs.values()]
}

/**
 * A group without the entries that a search reads as an earlier one (prices as price, Hotkeys as
 * hotkey): authors list the forms readers type, and the index needs each form once. Ships fewer
 * bytes with every index; only a typo's correction then measures from the form kept.
 */
function distinctEntries(group: readonly string[]): string[] {
  const seen = new Set<string>()
  return group.filter((entry) => {
    const key = unitsKey(queryUnits(entry))
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * Every group an index carries: the site's glossary, then the aligned titles and headings that it
 * does not already hold together in one group (they would only make the index larger).
 */
export function indexGlossary(
  glossary: readonly string[][],
  search: ReadonlyMap<Locale, readonly SearchSource[]>,
): string[][] {
  const fold = (entry: string) => entry.trim().toLowerCase()
  const sets = glossary.map((group) => new Set(group.map(fold)))
  const known = (pair: readonly string[]) =>
    sets.some((set) => pair.every((entry) => set.has(fold(entry))))
  return [...glossary.map(distinctEntries), ...alignedGroups(search).filter((pair) => !known(pair))]
}
