import { gzipSync } from 'node:zlib'
import { SEARCH_INDEX_VERSION, type IndexRoot, type IndexShard, type ShardFile } from '../../src/shared/search/format.ts'
import type { SearchSource } from '../../src/shared/search/types.ts'
import { collectDocuments } from './documents.ts'
import { encodeShard } from './encode-shard.ts'
import { fileRef, hashedFile, type SearchIndexFile } from './files.ts'
import { textFiles } from './text-files.ts'

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
  textFiles: number
  textBytes: number
  ms: number
}

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
 * Builds the search index of one locale: a root file, shard files when the index is too big for one
 * download, and the text files the worker fetches for the hits it shows. All names are content-hashed.
 */
export function buildSearchIndex(
  sources: readonly SearchSource[],
  locale: 'zh-Hans' | 'en',
  options: BuildSearchIndexOptions = {},
): SearchIndexBuild {
  const started = performance.now()
  const stats: SearchIndexStats = {
    ...{ locale, pages: sources.length, documents: 0, terms: 0, postings: 0, shards: 0 },
    ...{ index: [], textFiles: 0, textBytes: 0, ms: 0 },
  }
  const texts: SearchIndexFile[] = []
  const shards: IndexShard[] = []
  const pending = groupPages(sources, options.shardTextBytes ?? SHARD_TEXT_BYTES)
  while (pending.length) {
    const group = pending.shift()!
    const docs = collectDocuments(group)
    const { shard, counts } = encodeShard(docs.textTerms)
    const text = textFiles(locale, docs.texts, texts.length)
    const full: IndexShard = { pages: docs.pages, ...shard, texts: text.refs }
    // Rare: a shard of unusually dense text. Halve it rather than ship a download over the limit.
    const json = JSON.stringify(full)
    if (group.length > 1 && json.length > MAX_DOWNLOAD_GZIP_BYTES * 0.9 && gzipBytes(json) > MAX_DOWNLOAD_GZIP_BYTES * 0.9) {
      pending.unshift(group.slice(0, group.length >> 1), group.slice(group.length >> 1))
      continue
    }
    shards.push(full)
    texts.push(...text.files)
    stats.documents += docs.terms.length
    stats.terms += counts.terms
    stats.postings += counts.postings
  }

  const index: SearchIndexFile[] = []
  let root: SearchIndexFile
  if (shards.length === 1) {
    root = hashedFile(locale, { v: SEARCH_INDEX_VERSION, locale, documents: stats.documents, shards } satisfies IndexRoot)
  } else {
    const shardFiles = shards.map((shard, i) => hashedFile(`${locale}.s${i}`, { v: SEARCH_INDEX_VERSION, ...shard } satisfies ShardFile))
    index.push(...shardFiles)
    root = hashedFile(locale, { v: SEARCH_INDEX_VERSION, locale, documents: stats.documents, shards: shardFiles.map(fileRef) } satisfies IndexRoot)
  }
  index.unshift(root)

  stats.shards = shards.length
  stats.index = index.map((file) => ({ name: file.name, bytes: Buffer.byteLength(file.content), gzipBytes: gzipBytes(file.content) }))
  stats.textFiles = texts.length
  stats.textBytes = texts.reduce((n, file) => n + Buffer.byteLength(file.content), 0)
  stats.ms = performance.now() - started
  return { files: [...index, ...texts], root: root.name, stats }
}
