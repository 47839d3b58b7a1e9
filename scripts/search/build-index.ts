import { pageShape } from '../../src/shared/search/documents.ts'
import {
  CHUNK_DIR_PATTERN,
  CHUNK_NAME_PATTERN,
  GLOSSARY_SEPARATOR,
  SEARCH_INDEX_VERSION,
  TEXTS_MAX_GZIP_BYTES,
  type IndexRoot,
  type PageBlock,
  type PageBlockFile,
  type SerializedPage,
  type TermShardFile,
  type TextsFile,
  type VariantsFile,
  type WirePage,
} from '../../src/shared/search/index-format.ts'
import { toWireSections } from '../../src/shared/search/section-wire.ts'
import type { SearchSource } from '../../src/shared/search/types.ts'
import { encodeTermShard, termShardKey } from './encode-shard.ts'
import { invertDocuments, type Postings } from './invert.ts'
import { fileRef, hashedFile, type SearchIndexFile } from './files.ts'
import { searchFileStem } from '../../src/shared/site-layout/folders.ts'
import { pageChunkRef } from '../../src/shared/site-layout/data-chunk-name.ts'
import { encodeVlq } from './streams.ts'
import { characterVariants } from './variants.ts'
import { VectorStore } from './vector-store.ts'

export type { SearchIndexFile } from './files.ts'

/** No download before the first search may exceed this (gzip). */
export const MAX_DOWNLOAD_GZIP_BYTES = 1024 * 1024

/**
 * Postings per term shard, counting each term's length too (its dictionary entry). A posting codes
 * to about 0.7 bytes gzip: shards of 50–70 KB, so a query's few terms cost a few of them however
 * large the site (10,000 pages: ~120 shards).
 */
const SHARD_POSTINGS = 80_000

/**
 * Serialized characters of pages per page block: ~40 pages, ~20 KB (~5 KB gzip) on a large site.
 * Each result shown needs its page's block, and a keystroke's eight results often sit in eight
 * blocks: small blocks keep what a keystroke waits for to a few dozen kilobytes.
 */
const BLOCK_BYTES = 12 * 1024

/**
 * An index whose files come to at most this much (gzip) travels as one file, its shards and blocks
 * inline: a small site is searched after one download.
 */
const INLINE_MAX_GZIP_BYTES = 384 * 1024

/** Sizes for the build log and the bench. */
export interface SearchIndexStats {
  locale: string
  pages: number
  documents: number
  terms: number
  postings: number
  /** Term shards and page blocks, inline in the root or files of their own. */
  shards: number
  blocks: number
  /** Root, term shard and page block files (a query downloads the root and a few of the others). */
  index: { name: string; bytes: number; gzipBytes: number }[]
  /** The texts file, or null when the text is too big to send whole (see TEXTS_MAX_GZIP_BYTES). */
  texts: { name: string; bytes: number; gzipBytes: number } | null
  /** The character variants file (see VariantsFile), or null when the index holds no CJK character with another form. */
  variants: { name: string; bytes: number; gzipBytes: number } | null
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
  /** Postings per term shard (tests lower it to exercise sharding; see SHARD_POSTINGS). */
  shardPostings?: number
  /** Serialized bytes per page block (see BLOCK_BYTES). */
  blockBytes?: number
  /** The largest index kept in one file (see INLINE_MAX_GZIP_BYTES); 0 always writes shards and blocks apart. */
  inlineMaxGzipBytes?: number
  /** Largest texts file written, gzip bytes; 0 writes none (tests use it for the data-chunk path). */
  textsMaxGzipBytes?: number
  /** Groups of words that mean the same to a reader (see IndexRoot.glossary and scripts/search/glossary.ts). */
  glossary?: readonly (readonly string[])[]
  /** The site's own names (see IndexRoot.names). */
  names?: readonly string[]
  /** Term vectors and gzip sizes of the previous build, which this one takes what it can from and adds to. */
  store?: VectorStore
}

/** The page numbers of the blog posts among `sources`, as `[from, to)` pairs (see IndexRoot.posts). */
export function postRanges(sources: readonly SearchSource[]): number[] {
  const ranges: number[] = []
  sources.forEach((source, page) => {
    if (!source.post) return
    if (ranges.length && ranges.at(-1) === page) ranges[ranges.length - 1] = page + 1
    else ranges.push(page, page + 1)
  })
  return ranges
}

/** Terms in index order, cut where a shard has reached `budget` postings (see SHARD_POSTINGS). */
function cutTerms(inverted: ReadonlyMap<string, Postings>, budget: number): string[][] {
  const order = [...inverted.keys()].sort()
  const shards: string[][] = [[]]
  let size = 0
  for (const term of order) {
    const cost = inverted.get(term)!.docs.length + term.length
    if (size > 0 && size + cost > budget) {
      shards.push([])
      size = 0
    }
    shards.at(-1)!.push(term)
    size += cost
  }
  return shards
}

/** Consecutive pages of about `budget` serialized bytes each (see BLOCK_BYTES). */
function pageBlocks(
  pages: readonly SerializedPage[],
  chunkDir: string,
  budget: number,
): PageBlock[] {
  const blocks: PageBlock[] = [{ first: 0, pages: [], chunkDir }]
  let bytes = 0
  pages.forEach(([path, title, crumbs, sections, hasText, chunk], i) => {
    const page: WirePage = [path, title, crumbs, toWireSections(sections), hasText, chunk]
    const size = JSON.stringify(page).length
    if (bytes > 0 && bytes + size > budget) {
      blocks.push({ first: i, pages: [], chunkDir })
      bytes = 0
    }
    blocks.at(-1)!.pages.push(page)
    bytes += size
  })
  return blocks
}

/**
 * Splits the chunk paths of the pages into the folder they share (`PageBlock.chunkDir`) and each
 * page's file name in it (`''` for a page without a chunk), or only the name's hash when the page's
 * path and locale make the rest (see SerializedPage). Throws on a path the worker would refuse.
 */
function chunkNames(
  sources: readonly SearchSource[],
  locale: string,
  chunkOf: ChunkOf,
): { dir: string; names: Map<SearchSource, string> } {
  const paths = new Map<SearchSource, string>()
  for (const source of sources) {
    const chunk = chunkOf(source.path)
    if (chunk !== undefined) paths.set(source, chunk)
  }
  const all = [...paths.values()]
  let dir = all[0]?.slice(0, all[0].lastIndexOf('/') + 1) ?? ''
  for (const chunk of all)
    while (!chunk.startsWith(dir)) dir = dir.slice(0, dir.lastIndexOf('/', dir.length - 2) + 1)
  const names = new Map<SearchSource, string>()
  for (const [source, chunk] of paths) {
    const name = chunk.slice(dir.length)
    if (!CHUNK_DIR_PATTERN.test(dir) || !CHUNK_NAME_PATTERN.test(name))
      throw new Error(
        `[search] ${source.path}: data chunk path ${JSON.stringify(chunk)} is not a plain .js path under the site root`,
      )
    names.set(source, pageChunkRef(locale, source.path, name))
  }
  return { dir, names }
}

/**
 * Builds the search index of one locale: a root file, and term shards and page blocks in files of
 * their own when the index is too big for one download, plus the texts file when it is small enough.
 * All names are content-hashed. Page text stays out of the index: the worker takes the text of the
 * hits it shows from the texts file or else from the pages' data chunks, which `chunkOf` locates.
 */
export function buildSearchIndex(
  sources: readonly SearchSource[],
  locale: 'zh-Hans' | 'en',
  chunkOf: ChunkOf,
  options: BuildSearchIndexOptions = {},
): SearchIndexBuild {
  const started = performance.now()
  const store = options.store ?? new VectorStore(null)
  const gzipBytes = (content: string) => store.gzipBytes(content)
  const chunks = chunkNames(sources, locale, chunkOf)
  const docs = invertDocuments(
    sources,
    sources.map((source) => chunks.names.get(source) ?? ''),
    store,
  )
  const documents = docs.lengths.length
  const inverted = docs.postings
  const firstText = docs.pages.reduce((n, page) => n + 1 + pageShape(page).headings, 0)
  const encode = (budget: number) => {
    const ranges = cutTerms(inverted, budget)
    const shard = (terms: string[]) =>
      store.memo(
        () => termShardKey(terms, inverted, documents, firstText),
        () => encodeTermShard(terms, inverted, documents, firstText),
      )
    return {
      shards: ranges.map(shard),
      bounds: ranges.map((terms, i) => (i === 0 ? '' : terms[0]!)),
    }
  }
  let { shards, bounds } = encode(options.shardPostings ?? SHARD_POSTINGS)
  const blocks = pageBlocks(docs.pages, chunks.dir, options.blockBytes ?? BLOCK_BYTES)
  const posts = postRanges(sources)
  const stats: SearchIndexStats = {
    ...{
      locale,
      pages: sources.length,
      documents,
      terms: inverted.size,
      postings: 0,
      shards: 0,
      blocks: blocks.length,
    },
    ...{
      index: [],
      texts: null,
      variants: null,
      chunkless: sources.length - chunks.names.size,
      ms: 0,
    },
  }
  for (const postings of inverted.values()) stats.postings += postings.docs.length

  const base = (): Omit<IndexRoot, 'blocks' | 'terms'> => ({
    v: SEARCH_INDEX_VERSION,
    locale,
    pages: docs.pages.length,
    documents,
    docs: encodeVlq(
      docs.pages.map((page) =>
        ((shape) => shape.headings * 2 + (shape.text ? 1 : 0))(pageShape(page)),
      ),
    ),
    lengths: encodeVlq(docs.lengths),
    bounds,
    firsts: blocks.map((block) => block.first),
    ...(options.glossary?.length && {
      glossary: options.glossary.map((group) => group.join(GLOSSARY_SEPARATOR)),
    }),
    ...(options.names?.length && { names: [...options.names] }),
    ...(posts.length && { posts }),
  })
  const inlineMax = options.inlineMaxGzipBytes ?? INLINE_MAX_GZIP_BYTES
  const whole = JSON.stringify({ ...base(), blocks, terms: shards })
  const inline = inlineMax > 0 && whole.length <= inlineMax * 16 && gzipBytes(whole) <= inlineMax
  // In one file, one shard: a single dictionary codes smaller than several (unless a test asks for more).
  if (inline && shards.length > 1 && options.shardPostings === undefined)
    ({ shards, bounds } = encode(Infinity))

  const index: SearchIndexFile[] = []
  let texts: { file: SearchIndexFile; gzipBytes: number } | null = null
  const pairs = characterVariants(inverted.keys())
  const variants = pairs
    ? hashedFile(searchFileStem(locale, 'variants'), {
        v: SEARCH_INDEX_VERSION,
        pairs,
      } satisfies VariantsFile)
    : null
  const named = variants ? { variants: fileRef(variants) } : {}
  let root: SearchIndexFile
  if (inline) {
    // The texts file is aligned with pages the worker has from the start: only for a one-file index.
    texts = textsFile(sources, locale, options.textsMaxGzipBytes ?? TEXTS_MAX_GZIP_BYTES, gzipBytes)
    root = hashedFile(locale, {
      ...base(),
      ...named,
      blocks,
      terms: shards,
      ...(texts && { texts: fileRef(texts.file) }),
    } satisfies IndexRoot)
  } else {
    const shardFiles = shards.map((shard, i) =>
      hashedFile(searchFileStem(locale, { shard: i }), {
        v: SEARCH_INDEX_VERSION,
        ...shard,
      } satisfies TermShardFile),
    )
    const blockFiles = blocks.map((block, i) =>
      hashedFile(searchFileStem(locale, { block: i }), {
        v: SEARCH_INDEX_VERSION,
        ...block,
      } satisfies PageBlockFile),
    )
    index.push(...shardFiles, ...blockFiles)
    root = hashedFile(locale, {
      ...base(),
      ...named,
      blocks: blockFiles.map(fileRef),
      terms: shardFiles.map(fileRef),
    } satisfies IndexRoot)
  }
  index.unshift(root)
  stats.shards = shards.length

  stats.index = index.map((file) => ({
    name: file.name,
    bytes: Buffer.byteLength(file.content),
    gzipBytes: gzipBytes(file.content),
  }))
  for (const file of stats.index)
    if (file.gzipBytes > MAX_DOWNLOAD_GZIP_BYTES)
      throw new Error(
        `[search] ${file.name} is ${file.gzipBytes} bytes gzip, over the ${MAX_DOWNLOAD_GZIP_BYTES} a download may take`,
      )
  if (texts)
    stats.texts = {
      name: texts.file.name,
      bytes: Buffer.byteLength(texts.file.content),
      gzipBytes: texts.gzipBytes,
    }
  if (variants)
    stats.variants = {
      name: variants.name,
      bytes: Buffer.byteLength(variants.content),
      gzipBytes: gzipBytes(variants.content),
    }
  stats.ms = performance.now() - started
  return {
    files: [...index, ...(texts ? [texts.file] : []), ...(variants ? [variants] : [])],
    root: root.name,
    stats,
  }
}

/** The texts file of a locale's pages (see TextsFile), or null when it would exceed `maxGzipBytes`. */
function textsFile(
  sources: readonly SearchSource[],
  locale: string,
  maxGzipBytes: number,
  gzipBytes: (content: string) => number,
): { file: SearchIndexFile; gzipBytes: number } | null {
  if (maxGzipBytes <= 0) return null
  // Text never gzips 16 times smaller: a large site skips writing and compressing it to find that out.
  let chars = 0
  for (const source of sources) for (const section of source.sections) chars += section.text.length
  if (chars > maxGzipBytes * 16) return null
  // Trimmed as the data chunks read back (workers/search/texts.ts), so both give the same snippets.
  const value: TextsFile = {
    v: SEARCH_INDEX_VERSION,
    texts: sources.map((source) => source.sections.map((section) => section.text.trim())),
  }
  const file = hashedFile(searchFileStem(locale, 'texts'), value)
  const size = gzipBytes(file.content)
  return size <= maxGzipBytes ? { file, gzipBytes: size } : null
}
