import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import {
  CHUNK_DIR_PATTERN,
  CHUNK_NAME_PATTERN,
  SEARCH_INDEX_VERSION,
  TEXTS_MAX_GZIP_BYTES,
  type IndexRoot,
  type IndexShard,
  type ShardFile,
  type TextsFile,
} from '../../src/shared/search/format.ts'
import type { SearchSource } from '../../src/shared/search/types.ts'
import { collectDocuments } from './documents.ts'
import { encodeShard } from './encode-shard.ts'
import { fileRef, hashedFile, type SearchIndexFile } from './files.ts'

export type { SearchIndexFile } from './files.ts'

/** No download before the first search may exceed this (gzip). */
export const MAX_DOWNLOAD_GZIP_BYTES = 1024 * 1024

/**
 * Text bytes per shard. Measured at 10,000 pages: a shard of 2 MB of text gzips to ~0.37 MB (zh) and
 * ~0.17 MB (en), far under the limit even for denser text; a shard that still comes out too big is halved.
 */
const SHARD_TEXT_BYTES = 2 * 1024 * 1024

/** Sizes for the build log and the bench. */
export interface SearchIndexStats {
  locale: string
  pages: number
  documents: number
  terms: number
  postings: number
  shards: number
  /** Root and shard files: what the worker downloads before the first search. */
  index: { name: string; bytes: number; gzipBytes: number }[]
  /** The texts file, or null when the text is too big to send whole (see TEXTS_MAX_GZIP_BYTES). */
  texts: { name: string; bytes: number; gzipBytes: number } | null
  /** Pages without a data chunk (`chunkOf` knew none): their text hits show no snippet. */
  chunkless: number
  ms: number
}

/**
 * Where a page's data chunk is, by page path: relative to the site root, e.g.
 * `assets/p/zh-Hans-docs-faqs-deepl-limit-3f2a9c1b.js`, or undefined when the page has none.
 */
export type ChunkOf = (path: string) => string | undefined

export interface SearchIndexBuild {
  /** Files to write under the site root (names start with `search/`). */
  files: SearchIndexFile[]
  /** Name of the file the worker loads first, e.g. `search/zh-Hans.3f2a9c1b.json`. */
  root: string
  stats: SearchIndexStats
}

export interface BuildSearchIndexOptions {
  /** Text bytes per shard (tests lower it to exercise sharding). */
  shardTextBytes?: number
  /** Largest texts file written, gzip bytes; 0 writes none (tests use it for the data-chunk path). */
  textsMaxGzipBytes?: number
  /** Shards encoded by earlier builds, so a rebuild encodes only the shards whose pages changed. */
  shardStore?: ShardStore
}

/** An encoded shard with its counts, as a ShardStore keeps it. */
export interface StoredShard {
  shard: IndexShard
  documents: number
  terms: number
  postings: number
}

/** Encoded shards by a key of everything they are made from (see shardKey). */
export interface ShardStore {
  get(key: string): StoredShard | undefined
  set(key: string, shard: StoredShard): void
}

/** Key of a shard: its pages as the index sees them, their data chunks and the chunks' folder. */
function shardKey(locale: string, group: readonly SearchSource[], chunks: { dir: string; names: Map<SearchSource, string> }): string {
  const hash = createHash('sha256').update(`${SEARCH_INDEX_VERSION}\0${locale}\0${chunks.dir}`)
  for (const source of group) hash.update('\0').update(JSON.stringify(source)).update('\0').update(chunks.names.get(source) ?? '')
  return hash.digest('hex')
}

function pageBytes(source: SearchSource): number {
  return source.sections.reduce((n, s) => n + Buffer.byteLength(s.title) + Buffer.byteLength(s.text), Buffer.byteLength(source.title))
}

/** Consecutive pages of about `budget` text bytes each. */
function groupPages(sources: readonly SearchSource[], budget: number): SearchSource[][] {
  const groups: SearchSource[][] = [[]]
  let bytes = 0
  for (const source of sources) {
    const size = pageBytes(source)
    if (bytes > 0 && bytes + size > budget) {
      groups.push([])
      bytes = 0
    }
    groups.at(-1)!.push(source)
    bytes += size
  }
  return groups
}

const gzipBytes = (content: string) => gzipSync(content).length

/**
 * Splits the chunk paths of the pages into the folder they share (`IndexShard.chunkDir`) and each
 * page's file name in it (`''` for a page without a chunk). Throws on a path the worker would refuse.
 */
function chunkNames(sources: readonly SearchSource[], chunkOf: ChunkOf): { dir: string; names: Map<SearchSource, string> } {
  const paths = new Map<SearchSource, string>()
  for (const source of sources) {
    const chunk = chunkOf(source.path)
    if (chunk !== undefined) paths.set(source, chunk)
  }
  const all = [...paths.values()]
  let dir = all[0]?.slice(0, all[0].lastIndexOf('/') + 1) ?? ''
  for (const chunk of all) while (!chunk.startsWith(dir)) dir = dir.slice(0, dir.lastIndexOf('/', dir.length - 2) + 1)
  const names = new Map<SearchSource, string>()
  for (const [source, chunk] of paths) {
    const name = chunk.slice(dir.length)
    if (!CHUNK_DIR_PATTERN.test(dir) || !CHUNK_NAME_PATTERN.test(name)) throw new Error(`[search] ${source.path}: data chunk path ${JSON.stringify(chunk)} is not a plain .js path under the site root`)
    names.set(source, name)
  }
  return { dir, names }
}

/**
 * Builds the search index of one locale: a root file, and shard files when the index is too big for
 * one download, plus the texts file when it is small enough. All names are content-hashed. Page
 * text stays out of the index: the worker takes the text of the hits it shows from the texts file
 * or else from the pages' data chunks, which `chunkOf` locates.
 */
export function buildSearchIndex(
  sources: readonly SearchSource[],
  locale: 'zh-Hans' | 'en',
  chunkOf: ChunkOf,
  options: BuildSearchIndexOptions = {},
): SearchIndexBuild {
  const started = performance.now()
  const stats: SearchIndexStats = {
    ...{ locale, pages: sources.length, documents: 0, terms: 0, postings: 0, shards: 0 },
    ...{ index: [], texts: null, chunkless: 0, ms: 0 },
  }
  const chunks = chunkNames(sources, chunkOf)
  stats.chunkless = sources.length - chunks.names.size
  const shards: IndexShard[] = []
  const pending = groupPages(sources, options.shardTextBytes ?? SHARD_TEXT_BYTES)
  while (pending.length) {
    const group = pending.shift()!
    const key = options.shardStore ? shardKey(locale, group, chunks) : ''
    const stored = key ? options.shardStore!.get(key) : undefined
    if (stored) {
      shards.push(stored.shard)
      stats.documents += stored.documents
      stats.terms += stored.terms
      stats.postings += stored.postings
      continue
    }
    const docs = collectDocuments(
      group,
      group.map((source) => chunks.names.get(source) ?? ''),
    )
    const { shard, counts } = encodeShard(docs.textTerms)
    const full: IndexShard = { pages: docs.pages, ...shard, chunkDir: chunks.dir }
    // Rare: a shard of unusually dense text. Halve it rather than ship a download over the limit.
    const json = JSON.stringify(full)
    if (group.length > 1 && json.length > MAX_DOWNLOAD_GZIP_BYTES * 0.9 && gzipBytes(json) > MAX_DOWNLOAD_GZIP_BYTES * 0.9) {
      pending.unshift(group.slice(0, group.length >> 1), group.slice(group.length >> 1))
      continue
    }
    shards.push(full)
    stats.documents += docs.terms.length
    stats.terms += counts.terms
    stats.postings += counts.postings
    if (key) options.shardStore!.set(key, { shard: full, documents: docs.terms.length, terms: counts.terms, postings: counts.postings })
  }

  const index: SearchIndexFile[] = []
  const texts = textsFile(sources, locale, options.textsMaxGzipBytes ?? TEXTS_MAX_GZIP_BYTES)
  const rootOf = (parts: Pick<IndexRoot, 'shards'>): IndexRoot => ({
    ...{ v: SEARCH_INDEX_VERSION, locale, documents: stats.documents, ...parts },
    ...(texts && { texts: fileRef(texts.file) }),
  })
  let root: SearchIndexFile
  if (shards.length === 1) {
    root = hashedFile(locale, rootOf({ shards }))
  } else {
    const shardFiles = shards.map((shard, i) => hashedFile(`${locale}.s${i}`, { v: SEARCH_INDEX_VERSION, ...shard } satisfies ShardFile))
    index.push(...shardFiles)
    root = hashedFile(locale, rootOf({ shards: shardFiles.map(fileRef) }))
  }
  index.unshift(root)

  stats.shards = shards.length
  stats.index = index.map((file) => ({ name: file.name, bytes: Buffer.byteLength(file.content), gzipBytes: gzipBytes(file.content) }))
  if (texts) stats.texts = { name: texts.file.name, bytes: Buffer.byteLength(texts.file.content), gzipBytes: texts.gzipBytes }
  stats.ms = performance.now() - started
  return { files: texts ? [...index, texts.file] : index, root: root.name, stats }
}

/** The texts file of a locale's pages (see TextsFile), or null when it would exceed `maxGzipBytes`. */
function textsFile(sources: readonly SearchSource[], locale: string, maxGzipBytes: number): { file: SearchIndexFile; gzipBytes: number } | null {
  if (maxGzipBytes <= 0) return null
  // Text never gzips 16 times smaller: a large site skips writing and compressing it to find that out.
  let chars = 0
  for (const source of sources) for (const section of source.sections) chars += section.text.length
  if (chars > maxGzipBytes * 16) return null
  // Trimmed as the data chunks read back (workers/search/texts.ts), so both give the same snippets.
  const value: TextsFile = { v: SEARCH_INDEX_VERSION, texts: sources.map((source) => source.sections.map((section) => section.text.trim())) }
  const file = hashedFile(`${locale}.texts`, value)
  const size = gzipBytes(file.content)
  return size <= maxGzipBytes ? { file, gzipBytes: size } : null
}
