import { CHUNK_DIR_PATTERN, CHUNK_NAME_PATTERN, SEARCH_INDEX_VERSION, type IndexRoot, type IndexShard, type SerializedSection } from '../../src/shared/search/index-format.ts'
import { DOC_TEXT, DOC_TITLE, forEachDocument, type SearchDocType } from '../../src/shared/search/documents.ts'
import { tokenize } from '../../src/shared/search/tokenize.ts'
import { fetchJson, sameOriginUrl, SearchIndexError } from './fetch-json.ts'
import { PhraseBook } from './phrases.ts'
import { SearchIndex } from './search-index.ts'
import { ShardTerms } from './shard-terms.ts'
import { TitleTerms } from './title-terms.ts'

/** A page of the index, with where its text lives. */
export interface PageInfo {
  path: string
  title: string
  crumbs: string[]
  sections: SerializedSection[]
  /** Id of the page's title document. */
  titleDoc: number
  /**
   * Where the page's data chunk is, relative to `indexFile` (`../assets/p/x-3f2a9c1b.js`: the site
   * root is the parent of the index files' folder), made of checked parts only; `''` when none.
   */
  chunk: string
  /** The index file (root or shard) the page came from. */
  indexFile: URL
}

/** What a document id stands for. */
export interface DocInfo {
  type: SearchDocType
  page: number
  /** Index into the page's sections (headings), or -1. */
  section: number
}

/** An index ready to search. */
export interface LoadedIndex {
  /** The locale the index was built for (IndexRoot.locale). */
  locale: string
  index: SearchIndex
  /** Its glossary and the question words, ready to be found in queries. */
  phrases: PhraseBook
  docs: DocInfo[]
  pages: PageInfo[]
  /** The texts file of `pages` on its way (see IndexRoot.texts), or null when none was asked for or named. */
  texts: TextsDownload | null
}

/** A texts file being fetched: its content comes unchecked (see createTextStore's loadTexts). */
export interface TextsDownload {
  url: URL
  data: Promise<unknown>
}

export interface LoadIndexOptions {
  /** Also fetch the texts file the root names, while the shards download and decode. */
  texts?: boolean
}

const FILE_NAME = /^[\w.-]+\.json$/
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** Checks the version first, so an old or foreign file gets a precise message. */
export function checkVersion(value: unknown, url: URL): Record<string, unknown> {
  if (!isObject(value) || !('v' in value)) throw new SearchIndexError(`[search] ${url.pathname}: not a search index file`)
  if (value.v !== SEARCH_INDEX_VERSION) {
    const found = `index format ${String(value.v)}, this worker reads ${SEARCH_INDEX_VERSION}`
    throw new SearchIndexError(`[search] ${url.pathname}: ${found} (stale cache? reload the page)`)
  }
  return value
}

function checkShard(value: unknown, url: URL): IndexShard {
  const ok =
    isObject(value) &&
    Array.isArray(value.pages) &&
    ['alphabet', 'bigrams', 'words', 'counts', 'postings', 'skips', 'chunkDir'].every((key) => typeof value[key] === 'string')
  if (!ok) throw new SearchIndexError(`[search] ${url.pathname}: malformed index shard`)
  return value as unknown as IndexShard
}

/** A file named inside an index, resolved next to it (and still held to the page's origin). */
export function siblingUrl(name: unknown, of: URL): URL {
  if (typeof name !== 'string' || !FILE_NAME.test(name)) throw new SearchIndexError(`[search] ${of.pathname}: bad file reference ${JSON.stringify(name)}`)
  return sameOriginUrl(name, of.href)
}

/** What loading the shards builds up, shard after shard. */
interface Builder {
  docs: DocInfo[]
  pages: PageInfo[]
  titles: TitleTerms
  shards: ShardTerms[]
  /** Terms per document, by id. */
  lengths: number[]
  /** Terms of each distinct title or heading: generated and versioned docs repeat many. */
  tokens: Map<string, string[]>
}

/** Reads a shard and appends its documents and pages (ids and page numbers continue the earlier shards'). */
function addShard(shard: IndexShard, shardUrl: URL, into: Builder): void {
  const { docs, pages, titles, lengths, tokens } = into
  const firstPage = pages.length
  // Plain path segments only (no `..`, scheme or host): a chunk URL stays under the site root.
  if (!CHUNK_DIR_PATTERN.test(shard.chunkDir)) throw new SearchIndexError(`[search] ${shardUrl.pathname}: bad data chunk folder ${JSON.stringify(shard.chunkDir)}`)
  const chunkDir = `../${shard.chunkDir}`
  for (const [path, title, crumbs, sections, , chunk] of shard.pages) {
    if (chunk !== '' && !(typeof chunk === 'string' && CHUNK_NAME_PATTERN.test(chunk))) {
      throw new SearchIndexError(`[search] ${shardUrl.pathname}: bad data chunk name ${JSON.stringify(chunk)}`)
    }
    pages.push({ path, title, crumbs, sections, titleDoc: -1, chunk: chunk ? chunkDir + chunk : '', indexFile: shardUrl })
  }
  let firstText = -1
  forEachDocument(shard.pages, docs.length, (id, type, page, section) => {
    docs.push({ type, page: firstPage + page, section })
    if (type === DOC_TITLE) pages[firstPage + page]!.titleDoc = id
    if (type === DOC_TEXT) {
      if (firstText < 0) firstText = id
      return
    }
    const [, title, , sectionList] = shard.pages[page]!
    const text = type === DOC_TITLE ? title : sectionList[section]![1]
    let terms = tokens.get(text)
    if (!terms) tokens.set(text, (terms = tokenize(text)))
    lengths.push(titles.add(id, terms))
  })
  const textDocs = firstText < 0 ? 0 : docs.length - firstText
  const terms = new ShardTerms(shard, firstText < 0 ? docs.length : firstText, textDocs)
  for (const length of terms.lengths) lengths.push(length)
  into.shards.push(terms)
}

/**
 * Fetches and reads an index: root first, then its shards in parallel (and the texts file if asked).
 * Postings stay packed until a query needs them.
 */
export async function loadIndex(url: URL, { texts = false }: LoadIndexOptions = {}): Promise<LoadedIndex> {
  const root = checkVersion(await fetchJson(url), url) as unknown as IndexRoot
  if (!Array.isArray(root.shards) || root.shards.length === 0) throw new SearchIndexError(`[search] ${url.pathname}: index has no shards`)
  let download: TextsDownload | null = null
  if (texts && root.texts !== undefined) {
    const textsUrl = siblingUrl(root.texts, url)
    download = { url: textsUrl, data: fetchJson(textsUrl) }
    // Its failure is the text store's to handle, and only once the index has loaded.
    download.data.catch(() => undefined)
  }
  const shards = await Promise.all(
    root.shards.map(async (ref) => {
      if (typeof ref !== 'string') return { shard: checkShard(ref, url), url }
      const shardUrl = siblingUrl(ref, url)
      return { shard: checkShard(checkVersion(await fetchJson(shardUrl), shardUrl), shardUrl), url: shardUrl }
    }),
  )

  const loaded = readShards(shards, checkGlossary(root.glossary, url))
  if (loaded.docs.length !== root.documents) throw new SearchIndexError(`[search] ${url.pathname}: expected ${root.documents} documents, found ${loaded.docs.length}`)
  return { ...loaded, locale: typeof root.locale === 'string' ? root.locale : '', texts: download }
}

/** An index's glossary: groups of strings, or none. */
function checkGlossary(value: unknown, url: URL): string[][] {
  if (value === undefined) return []
  const ok = Array.isArray(value) && value.every((group: unknown) => Array.isArray(group) && group.every((entry) => typeof entry === 'string' && entry.length <= 200))
  if (!ok) throw new SearchIndexError(`[search] ${url.pathname}: malformed glossary`)
  return value as string[][]
}

/** Reads checked shards, in order, into one index (document ids and pages continue from shard to shard). */
export function readShards(shards: readonly { shard: IndexShard; url: URL }[], glossary: readonly string[][] = []): LoadedIndex {
  const into: Builder = { docs: [], pages: [], titles: new TitleTerms(), shards: [], lengths: [], tokens: new Map() }
  for (const { shard, url: shardUrl } of shards) {
    try {
      addShard(shard, shardUrl, into)
    } catch (cause) {
      if (cause instanceof SearchIndexError) throw cause
      const reason = cause instanceof Error ? cause.message : String(cause)
      throw new SearchIndexError(`[search] ${shardUrl.pathname}: corrupt index (${reason})`, { cause })
    }
  }
  return { locale: '', index: new SearchIndex(into.titles, into.shards, Int32Array.from(into.lengths)), phrases: new PhraseBook(glossary), docs: into.docs, pages: into.pages, texts: null }
}
