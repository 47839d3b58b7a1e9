import {
  DOC_TEXT,
  forEachDocument,
  type PageShape,
  type SearchDocType,
} from '../../src/shared/search/documents.ts'
import {
  CHUNK_DIR_PATTERN,
  CHUNK_NAME_PATTERN,
  GLOSSARY_SEPARATOR,
  OTHER_INDEX_VERSION,
  SEARCH_INDEX_VERSION,
  type IndexRoot,
  type PageBlock,
  type SerializedSection,
  type TermShard,
} from '../../src/shared/search/index-format.ts'
import { fromWireSections } from '../../src/shared/search/section-wire.ts'
import { pageChunkName } from '../../src/shared/site-layout/data-chunk-name.ts'
import { fetchJson, sameOriginUrl, SearchIndexError } from './fetch-json.ts'
import { PhraseBook } from './phrases.ts'
import { SearchIndex } from './search-index.ts'
import { ShardTerms } from './shard-terms.ts'
import { decodeVlq } from './streams.ts'
import { loadVariants, type Fold } from './variants.ts'

/** A page of the index, with where its text lives. */
export interface PageInfo {
  path: string
  title: string
  crumbs: string[]
  sections: SerializedSection[]
  /** Id of the page's title document (its page number: titles come first). */
  titleDoc: number
  /**
   * Where the page's data chunk is, relative to `indexFile` (`../assets/p/x-3f2a9c1b.js`: the site
   * root is the parent of the index files' folder), made of checked parts only; `''` when none.
   */
  chunk: string
  /** The index file (root or page block) the page came from. */
  indexFile: URL
}

/** What each document id stands for, as arrays indexed by id (a large site has tens of thousands). */
export interface Docs {
  count: number
  type: Uint8Array
  page: Int32Array
  /** The how-many-th heading document of its page each is (see headingSection), or -1. */
  ordinal: Int32Array
  /** Per page: 1 for a blog post (see IndexRoot.posts). */
  post: Uint8Array
}

/** The type of document `id`. */
export const typeOf = (docs: Docs, id: number) => docs.type[id] as SearchDocType

/** An index ready to search. */
export interface LoadedIndex {
  /** The locale the index was built for (IndexRoot.locale). */
  locale: string
  index: SearchIndex
  /** Its glossary and the question words, ready to be found in queries. */
  phrases: PhraseBook
  docs: Docs
  /** Every page by number, undefined until its block has arrived (see needPages). */
  pages: (PageInfo | undefined)[]
  /** The term shards not read yet that hold these terms or terms starting with these prefixes, in term order. */
  missingShards(terms: Iterable<string>, prefixes?: Iterable<string>): number[]
  /** Fetches (once) and reads these term shards. */
  needShards(shards: Iterable<number>): Promise<void>
  /** Fetches (once) the blocks of these pages. */
  needPages(pages: Iterable<number>): Promise<void>
  /** The texts file of `pages` on its way (see IndexRoot.texts), or null when none was asked for or named. */
  texts: TextsDownload | null
  /** The fold of the index's character variants on its way (see IndexRoot.variants), or null when it names none. */
  variants: Promise<Fold> | null
}

/** A texts file being fetched: its content comes unchecked (see createTextStore's loadTexts). */
export interface TextsDownload {
  url: URL
  data: Promise<unknown>
}

export interface LoadIndexOptions {
  /** Also fetch the texts file the root names, while the index is read. */
  texts?: boolean
}

const FILE_NAME = /^[\w.-]+\.json$/
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** Checks the version first, so an old or foreign file gets a precise message. */
export function checkVersion(value: unknown, url: URL): Record<string, unknown> {
  if (!isObject(value) || !('v' in value))
    throw new SearchIndexError(`[search] ${url.pathname}: not a search index file`)
  if (value.v !== SEARCH_INDEX_VERSION) {
    const found = `index format ${String(value.v)}, this worker reads ${SEARCH_INDEX_VERSION}`
    throw new SearchIndexError(
      `[search] ${url.pathname}: ${OTHER_INDEX_VERSION}: ${found} (reload the page)`,
    )
  }
  return value
}

const STREAMS = ['alphabet', 'bigrams', 'words', 'counts', 'postings', 'skips'] as const

function checkShard(value: unknown, url: URL): TermShard {
  if (!(isObject(value) && STREAMS.every((key) => typeof value[key] === 'string')))
    throw new SearchIndexError(`[search] ${url.pathname}: malformed term shard`)
  return value as unknown as TermShard
}

function checkBlock(value: unknown, url: URL): PageBlock {
  const ok =
    isObject(value) &&
    Array.isArray(value.pages) &&
    typeof value.first === 'number' &&
    typeof value.chunkDir === 'string'
  if (!ok) throw new SearchIndexError(`[search] ${url.pathname}: malformed page block`)
  // Plain path segments only (no `..`, scheme or host): a chunk URL stays under the site root.
  if (!CHUNK_DIR_PATTERN.test(value.chunkDir as string))
    throw new SearchIndexError(
      `[search] ${url.pathname}: bad data chunk folder ${JSON.stringify(value.chunkDir)}`,
    )
  return value as unknown as PageBlock
}

/** A file named inside an index, resolved next to it (and still held to the page's origin). */
export function siblingUrl(name: unknown, of: URL): URL {
  if (typeof name !== 'string' || !FILE_NAME.test(name))
    throw new SearchIndexError(
      `[search] ${of.pathname}: bad file reference ${JSON.stringify(name)}`,
    )
  return sameOriginUrl(name, of.href)
}

/** An error of reading an index part, as a SearchIndexError that names the file. */
function asIndexError(cause: unknown, url: URL): SearchIndexError {
  if (cause instanceof SearchIndexError) return cause
  const reason = cause instanceof Error ? cause.message : String(cause)
  return new SearchIndexError(`[search] ${url.pathname}: corrupt index (${reason})`, { cause })
}

/** The documents of the index, by id, from IndexRoot.docs (see forEachDocument). */
function readDocs(shapes: string, pages: number, documents: number, url: URL): Docs {
  const counts = decodeVlq(shapes)
  if (counts.length !== pages)
    throw new SearchIndexError(
      `[search] ${url.pathname}: expected ${pages} pages, found ${counts.length}`,
    )
  let total = pages
  for (let page = 0; page < pages; page++) total += (counts[page]! >> 1) + (counts[page]! & 1)
  if (total !== documents)
    throw new SearchIndexError(
      `[search] ${url.pathname}: expected ${documents} documents, found ${total}`,
    )
  const docs: Docs = {
    count: documents,
    type: new Uint8Array(documents),
    page: new Int32Array(documents),
    ordinal: new Int32Array(documents),
    post: new Uint8Array(pages),
  }
  forEachDocument(
    Array.from(counts, (n): PageShape => ({ headings: n >> 1, text: (n & 1) === 1 })),
    (id, type, page, ordinal) => {
      docs.type[id] = type
      docs.page[id] = page
      docs.ordinal[id] = ordinal
    },
  )
  return docs
}

/**
 * Reads an index root: the documents and their lengths at once, the inline term shards and page
 * blocks too; shards and blocks in files of their own are fetched when a query needs them (a
 * failed fetch is not kept: the next query tries again).
 */
export function readIndex(value: unknown, url: URL): Omit<LoadedIndex, 'texts' | 'variants'> {
  const root = checkVersion(value, url) as unknown as IndexRoot
  try {
    const ok =
      typeof root.pages === 'number' &&
      typeof root.documents === 'number' &&
      typeof root.docs === 'string' &&
      typeof root.lengths === 'string' &&
      Array.isArray(root.blocks) &&
      Array.isArray(root.terms) &&
      Array.isArray(root.bounds) &&
      root.bounds.length === root.terms.length &&
      Array.isArray(root.firsts) &&
      root.firsts.length === root.blocks.length &&
      root.firsts.every((first) => Number.isInteger(first) && first >= 0) &&
      root.terms.length > 0 &&
      root.bounds.every((bound) => typeof bound === 'string')
    if (!ok) throw new SearchIndexError(`[search] ${url.pathname}: malformed index`)
    const docs = readDocs(root.docs, root.pages, root.documents, url)
    readPosts(root.posts, docs, url)
    const lengths = decodeVlq(root.lengths)
    if (lengths.length !== root.documents)
      throw new SearchIndexError(
        `[search] ${url.pathname}: expected ${root.documents} document lengths, found ${lengths.length}`,
      )
    // Titles and headings come first; their postings are coded apart from the texts' (see TermShard).
    const firstText = docs.type.indexOf(DOC_TEXT) < 0 ? docs.count : docs.type.indexOf(DOC_TEXT)
    const index = new SearchIndex(root.bounds, lengths, firstText)
    const pages: (PageInfo | undefined)[] = new Array(root.pages)

    const addBlock = (block: PageBlock, from: URL) => {
      const chunkDir = `../${block.chunkDir}`
      block.pages.forEach(([path, title, crumbs, wire, , short], i) => {
        // A chunk named after its page comes as the hash its name ends with (see SerializedPage).
        const chunk =
          typeof short === 'string' && typeof path === 'string'
            ? pageChunkName(String(root.locale), path, short)
            : short
        if (chunk !== '' && !(typeof chunk === 'string' && CHUNK_NAME_PATTERN.test(chunk))) {
          throw new SearchIndexError(
            `[search] ${from.pathname}: bad data chunk name ${JSON.stringify(chunk)}`,
          )
        }
        const n = block.first + i
        if (n >= root.pages)
          throw new SearchIndexError(
            `[search] ${from.pathname}: page ${n} is not a page of this index`,
          )
        const sections = fromWireSections(wire)
        if (!sections)
          throw new SearchIndexError(`[search] ${from.pathname}: malformed sections of page ${n}`)
        pages[n] = {
          path,
          title,
          crumbs,
          sections,
          titleDoc: n,
          chunk: chunk ? chunkDir + chunk : '',
          indexFile: from,
        }
      })
    }
    /** The fetch of each file part, kept until it fails. */
    const fetching = new Map<string, Promise<void>>()
    const fetchPart = (name: string, read: (value: unknown, from: URL) => void): Promise<void> => {
      let pending = fetching.get(name)
      if (!pending) {
        const from = siblingUrl(name, url)
        pending = fetchJson(from).then((part) => {
          try {
            read(checkVersion(part, from), from)
          } catch (cause) {
            throw asIndexError(cause, from)
          }
        })
        fetching.set(name, pending)
        pending.catch(() => fetching.get(name) === pending && fetching.delete(name))
      }
      return pending
    }
    root.terms.forEach((shard, n) => {
      if (typeof shard !== 'string')
        index.addShard(n, new ShardTerms(checkShard(shard, url), root.documents, firstText))
    })
    const blockFiles: { first: number; name: string }[] = []
    root.blocks.forEach((block, i) => {
      if (typeof block !== 'string') addBlock(checkBlock(block, url), url)
      else blockFiles.push({ first: root.firsts[i]!, name: block })
    })

    return {
      locale: typeof root.locale === 'string' ? root.locale : '',
      index,
      phrases: new PhraseBook(checkGlossary(root.glossary, url), checkNames(root.names, url)),
      docs,
      pages,
      missingShards(terms, prefixes = []) {
        const wanted = new Set<number>()
        for (const term of terms) wanted.add(index.shardOf(term))
        for (const prefix of prefixes) {
          const [first, last] = index.shardsOfPrefix(prefix)
          for (let n = first; n <= last; n++) wanted.add(n)
        }
        return [...wanted].filter((n) => !index.hasShard(n)).sort((a, b) => a - b)
      },
      async needShards(wanted) {
        await Promise.all(
          [...wanted].map((n) => {
            const ref = root.terms[n]
            if (index.hasShard(n) || typeof ref !== 'string') return undefined
            return fetchPart(
              ref,
              (part, from) =>
                index.hasShard(n) ||
                index.addShard(
                  n,
                  new ShardTerms(checkShard(part, from), root.documents, firstText),
                ),
            )
          }),
        )
      },
      async needPages(wanted) {
        const names = new Set<string>()
        for (const page of wanted) {
          if (pages[page] !== undefined) continue
          const file = blockFiles.findLast((block) => block.first <= page)
          if (file) names.add(file.name)
        }
        await Promise.all(
          [...names].map((name) =>
            fetchPart(name, (part, from) => addBlock(checkBlock(part, from), from)),
          ),
        )
      },
    }
  } catch (cause) {
    throw asIndexError(cause, url)
  }
}

/** A list of strings of a glossary's size (an entry, a site name). */
const shortStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string' && entry.length <= 200)

/** An index's glossary: groups of entries, each group one string (see IndexRoot.glossary), or none. */
function checkGlossary(value: unknown, url: URL): string[][] {
  if (value === undefined) return []
  const groups =
    Array.isArray(value) && value.every((group) => typeof group === 'string')
      ? value.map((group: string) => group.split(GLOSSARY_SEPARATOR))
      : null
  if (!groups?.every(shortStrings))
    throw new SearchIndexError(`[search] ${url.pathname}: malformed glossary`)
  return groups
}

/** Marks the pages IndexRoot.posts names as posts: ascending `[from, to)` pairs within the pages. */
function readPosts(value: unknown, docs: Docs, url: URL): void {
  if (value === undefined) return
  const pages = docs.post.length
  const ok =
    Array.isArray(value) &&
    value.length % 2 === 0 &&
    value.every((n, i) => Number.isInteger(n) && n >= (i ? value[i - 1] : 0) && n <= pages)
  if (!ok) throw new SearchIndexError(`[search] ${url.pathname}: malformed post ranges`)
  for (let i = 0; i < value.length; i += 2) docs.post.fill(1, value[i], value[i + 1])
}

/** An index's site names: strings, or none. */
function checkNames(value: unknown, url: URL): string[] {
  if (value === undefined) return []
  if (!shortStrings(value))
    throw new SearchIndexError(`[search] ${url.pathname}: malformed site names`)
  return value as string[]
}

/** Fetches and reads an index root (and, if asked, starts fetching the texts file it names). */
export async function loadIndex(
  url: URL,
  { texts = false }: LoadIndexOptions = {},
): Promise<LoadedIndex> {
  const value = await fetchJson(url)
  const loaded = readIndex(value, url)
  const root = value as IndexRoot
  let download: TextsDownload | null = null
  if (texts && root.texts !== undefined) {
    const textsUrl = siblingUrl(root.texts, url)
    download = { url: textsUrl, data: fetchJson(textsUrl) }
    // Its failure is the text store's to handle, and only once the index has loaded.
    download.data.catch(() => undefined)
  }
  // Fetched alongside, never awaited here: a query waits for it only if it holds CJK characters.
  const variants = root.variants === undefined ? null : loadVariants(siblingUrl(root.variants, url))
  variants?.catch(() => undefined)
  return { ...loaded, texts: download, variants }
}
