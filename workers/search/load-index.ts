import type lunr from 'lunr'
import {
  DOC_TITLE,
  forEachDocument,
  SEARCH_INDEX_VERSION,
  type IndexRoot,
  type IndexShard,
  type SearchDocType,
  type SerializedSection,
} from '../../src/shared/search/format.ts'
import { decodeShard, type DecodedShard } from './decode-shard.ts'
import { fetchJson, sameOriginUrl, SearchIndexError } from './fetch-json.ts'
import { rebuildIndex } from './rebuild-index.ts'
import type { TermStats } from './term-stats.ts'

/** A page of the index, with where its text lives. */
export interface PageInfo {
  path: string
  title: string
  crumbs: string[]
  sections: SerializedSection[]
  /** Id of the page's title document. */
  titleDoc: number
  /** Text file holding the page's section texts, and the page's place in it. */
  textUrl: URL | null
  textIndex: number
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
  index: lunr.Index
  stats: TermStats
  docs: DocInfo[]
  pages: PageInfo[]
}

const FILE_NAME = /^[\w.-]+\.json$/
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** Checks the version first, so an old or foreign file gets a precise message. */
function checkVersion(value: unknown, url: URL): Record<string, unknown> {
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
    Array.isArray(value.texts) &&
    ['alphabet', 'bigrams', 'words', 'postings'].every((key) => typeof value[key] === 'string')
  if (!ok) throw new SearchIndexError(`[search] ${url.pathname}: malformed index shard`)
  return value as unknown as IndexShard
}

/** A file named inside an index, resolved next to it (and still held to the page's origin). */
export function siblingUrl(name: unknown, of: URL): URL {
  if (typeof name !== 'string' || !FILE_NAME.test(name)) throw new SearchIndexError(`[search] ${of.pathname}: bad file reference ${JSON.stringify(name)}`)
  return sameOriginUrl(name, of.href)
}

/** Decodes a shard and appends its documents and pages (ids and page numbers continue the earlier shards'). */
function addShard(shard: IndexShard, shardUrl: URL, docs: DocInfo[], pages: PageInfo[]): DecodedShard {
  const decoded = decodeShard(shard, docs.length)
  const firstPage = pages.length
  for (const [file, count] of shard.texts) {
    const textUrl = siblingUrl(file, shardUrl)
    for (let i = 0; i < count; i++) {
      const [path, title, crumbs, sections] = shard.pages[pages.length - firstPage]!
      pages.push({ path, title, crumbs, sections, titleDoc: -1, textUrl, textIndex: i })
    }
  }
  for (const [path, title, crumbs, sections] of shard.pages.slice(pages.length - firstPage)) {
    pages.push({ path, title, crumbs, sections, titleDoc: -1, textUrl: null, textIndex: -1 })
  }
  forEachDocument(shard.pages, docs.length, (id, type, page, section) => {
    docs.push({ type, page: firstPage + page, section })
    if (type === DOC_TITLE) pages[firstPage + page]!.titleDoc = id
  })
  return decoded
}

/** Fetches and rebuilds an index: root first, then its shards in parallel. */
export async function loadIndex(url: URL): Promise<LoadedIndex> {
  const root = checkVersion(await fetchJson(url), url) as unknown as IndexRoot
  if (!Array.isArray(root.shards) || root.shards.length === 0) throw new SearchIndexError(`[search] ${url.pathname}: index has no shards`)
  const shards = await Promise.all(
    root.shards.map(async (ref) => {
      if (typeof ref !== 'string') return { shard: checkShard(ref, url), url }
      const shardUrl = siblingUrl(ref, url)
      return { shard: checkShard(checkVersion(await fetchJson(shardUrl), shardUrl), shardUrl), url: shardUrl }
    }),
  )

  const docs: DocInfo[] = []
  const pages: PageInfo[] = []
  const decoded = shards.map(({ shard, url: shardUrl }) => {
    try {
      return addShard(shard, shardUrl, docs, pages)
    } catch (cause) {
      if (cause instanceof SearchIndexError) throw cause
      const reason = cause instanceof Error ? cause.message : String(cause)
      throw new SearchIndexError(`[search] ${shardUrl.pathname}: corrupt index (${reason})`, { cause })
    }
  })
  if (docs.length !== root.documents) throw new SearchIndexError(`[search] ${url.pathname}: expected ${root.documents} documents, found ${docs.length}`)
  return { ...rebuildIndex(decoded), docs, pages }
}
