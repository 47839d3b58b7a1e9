/**
 * The search index as it travels from the build to the worker: the files, their version and the
 * rules both sides cut them by. The build writes them (scripts/search), the worker reads them
 * (workers/search); neither side's code is here.
 *
 * lunr's own JSON is far too big for Chinese bigrams, so the build ships the statistics lunr needs
 * (terms, posting lists with term frequencies, document lengths) packed: VLQ for what the worker
 * reads when a file arrives (dictionary, counts), bit codes for the postings, which it decodes one
 * term at a time when a query first needs the term. It scores with lunr's model (BM25 field
 * vectors, lunr.Index#query semantics) straight from these statistics. Page text is not in the
 * index: for the results it shows, the worker takes it from the texts file or the pages' data
 * chunks (`assets/p/*.js`, which client navigation and the offline precache need anyway), see
 * workers/search/texts.ts.
 *
 * Documents are page titles, section headings and page text. Text is indexed per page, not per
 * section: per-section posting lists would cost too much next to terms and titles for the 0.25
 * bytes-per-Markdown-byte budget. The worker picks the matching section when it shows a text hit.
 *
 * The index is cut by term, not by page: the terms in code-unit order, split into term shards
 * (`IndexRoot.terms`), each holding every posting of its terms. A query fetches the few shards its
 * terms are in, whatever the site's size; the pages' titles and sections come in page blocks
 * (`IndexRoot.blocks`), fetched for the pages a search shows. A small site has one shard and one
 * block, inline in the root: one download.
 *
 * A site small enough also gets a texts file (TextsFile) next to the index: every section's text in
 * one download, fetched after the index, so no keystroke waits for a data chunk (see IndexRoot.texts).
 */

/** Bump on any change to the files below; the worker refuses an index of another version. */
export const SEARCH_INDEX_VERSION = 10

/**
 * In the worker's message for an index of another version: the site was deployed again since the
 * page was loaded (or a cache is stale), and only a reload brings page and index together.
 */
export const OTHER_INDEX_VERSION = 'search index of another version'

/** `[hash, title]`; the page intro has hash `''` and no title. */
export type SerializedSection = [hash: string, title: string]
/**
 * `[path, title, crumbs, sections, hasText, chunk]`; `hasText` is 1 when the page has a text
 * document; `chunk` is where the page's data chunk is below the block's `chunkDir`: its file name,
 * or only the 8 hex digits the name ends with when the rest is the page's own (see pageChunkRef
 * in the site layout), or `''` when the page has none (its
 * text hits then show no snippet).
 */
export type SerializedPage = [
  path: string,
  title: string,
  crumbs: string[],
  sections: SerializedSection[],
  hasText: 0 | 1,
  chunk: string,
]

/**
 * A section as a page block carries it: its title alone when the title's slug is its hash, `''`
 * for the intro, else the pair (see src/shared/search/section-wire.ts).
 */
export type WireSection = string | SerializedSection

/** A SerializedPage as a page block carries it: its sections without the hashes their titles make (see WireSection). */
export type WirePage = [
  path: string,
  title: string,
  crumbs: string[],
  sections: WireSection[],
  hasText: 0 | 1,
  chunk: string,
]

/**
 * The terms of one range of the index's term order, with every posting of each. Bit streams are
 * base64url text (6 bits a character, most significant bit first). Postings are cut into blocks
 * (see postingBlocks), so any term's postings decode on their own.
 */
export interface TermShard {
  /** Characters of the shard's CJK bigram terms, most frequent first; bigrams are coded by these ranks. */
  alphabet: string
  /**
   * VLQ numbers (see encodeVlq in scripts/search/streams.ts) of the CJK bigram terms, grouped by first character in rank order:
   * per group the gap to the previous first rank, the group's size − 1, then the gaps between its
   * second characters' ranks (ascending). A gap is `rank − previous − 1`, the previous of the first being −1.
   */
  bigrams: string
  /**
   * All other terms, sorted, one a line, front-coded: a base-36 digit (characters shared with the
   * line before) then the rest.
   */
  words: string
  /**
   * VLQ numbers, per term (bigrams in coded order, then words): 2 × the number of page texts holding
   * it, plus 1 when titles or headings hold it too, followed then by their number − 1.
   */
  counts: string
  /**
   * Bit stream, per term in the order of `counts`: an interpolative code of the sorted ids of the
   * titles and headings holding it (0 up to the first text document), one of the ids of the texts
   * holding it (from there to IndexRoot.documents − 1), then gamma(term frequency) per document.
   */
  postings: string
  /**
   * Where to start decoding a term's postings without decoding the terms before it: the bit offset
   * in `postings` of the first term of every block (see postingBlocks), each postingsOffsetWidth bits.
   */
  skips: string
}

/** Joins the entries of a glossary group in the index (see IndexRoot.glossary); no entry holds it. */
export const GLOSSARY_SEPARATOR = '|'

/** Consecutive pages of the index, from page `first` on. */
export interface PageBlock {
  first: number
  pages: WirePage[]
  /**
   * Folder of the pages' data chunks relative to the site root, with a trailing slash (`assets/p/`),
   * or `''`. The site root is the parent of the folder the index files are in (`<base>search/…`).
   */
  chunkDir: string
}

/**
 * What `PageBlock.chunkDir` and a page's chunk name (a path below it, usually a file name) may be:
 * plain path segments, none starting with a dot (so no `..`), no scheme or host; a chunk URL can
 * only point into the site (the worker also checks the origin).
 */
export const CHUNK_DIR_PATTERN = /^(?:[\w-][\w.-]*\/)*$/u
export const CHUNK_NAME_PATTERN = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.js$/u

/** A term shard in a file of its own. */
export interface TermShardFile extends TermShard {
  v: typeof SEARCH_INDEX_VERSION
}

/** A page block in a file of its own. */
export interface PageBlockFile extends PageBlock {
  v: typeof SEARCH_INDEX_VERSION
}

/** The file the worker loads first. */
export interface IndexRoot {
  v: typeof SEARCH_INDEX_VERSION
  locale: string
  pages: number
  documents: number
  /**
   * VLQ per page: 2 × the number of its heading documents, plus 1 when it has a text document.
   * Document ids follow from these (see forEachDocument).
   */
  docs: string
  /** VLQ per document, by id: its number of terms, which BM25 needs. */
  lengths: string
  /** Page blocks in page order, inline or as file names (relative to this file's folder). */
  blocks: (PageBlock | string)[]
  /** The first page of each block, so a page's block is known before it is fetched. */
  firsts: number[]
  /** Term shards in term order, inline or as file names (relative to this file's folder). */
  terms: (TermShard | string)[]
  /** The first term of each term shard (`''` for the first): a term is in the last shard whose bound is not above it. */
  bounds: string[]
  /**
   * The TextsFile of these pages (a name relative to this file's folder), when it is small enough
   * to download whole (see TEXTS_MAX_GZIP_BYTES) and the page blocks are inline. Without it, or
   * while it cannot be had, the worker reads the text of the hits it shows from their pages' data
   * chunks.
   */
  texts?: string
  /**
   * The VariantsFile of this index (a name relative to this file's folder), when the index holds
   * characters that readers may type in another form (翻譯 for 翻译).
   */
  variants?: string
  /**
   * Groups of words and phrases that mean the same to a reader, in either language: the site's
   * glossary (content/search-glossary.yml) and the titles and headings of pages that exist in
   * both languages. A query holding one entry of a group also finds pages holding another.
   * Each group is one string, its entries joined by GLOSSARY_SEPARATOR: a third fewer bytes than
   * lists of quoted strings.
   */
  glossary?: string[]
  /**
   * The site's own names (its title in each language). Every page is about the product, so a query
   * part naming it ("划词翻译要钱吗", "is selection translator free") counts like a question word:
   * scored, but needed by no page. A query of nothing else searches for it as usual.
   */
  names?: string[]
  /**
   * The pages that are blog posts, as `[from, to)` pairs of page numbers. Posts are dated news and
   * the docs are what is kept current: among pages that hold as much of a query, docs rank first.
   */
  posts?: number[]
}

/**
 * Every page's section texts, in the index's page order (over all shards), each list aligned with
 * the page's sections: the same text the build indexed and the data chunks hold. It is not in the
 * offline precache (it would repeat the data chunks' text there); the service worker keeps a copy
 * once fetched.
 */
export interface TextsFile {
  v: typeof SEARCH_INDEX_VERSION
  texts: string[][]
}

/**
 * Traditional characters a query may hold for simplified ones the index holds, folded before a
 * query is read: `pairs` is a string of pairs of characters, traditional then simplified (`譯译…`).
 * A few kilobytes, fetched with the index; it is part of the offline copy.
 */
export interface VariantsFile {
  v: typeof SEARCH_INDEX_VERSION
  pairs: string
}

/**
 * A texts file is written only up to this size (gzip). Ours is ~0.14 MB per locale; a site ten
 * times larger fetches the data chunks of the hits it shows instead.
 */
export const TEXTS_MAX_GZIP_BYTES = 512 * 1024

/** A block of postings closes once it holds this many postings or POSTING_BLOCK_TERMS terms. */
export const POSTING_BLOCK_POSTINGS = 128
export const POSTING_BLOCK_TERMS = 64

/**
 * Splits terms into the blocks `TermShard.skips` points at, from their document frequencies: a
 * block closes after POSTING_BLOCK_POSTINGS postings or POSTING_BLOCK_TERMS terms, so reaching any
 * term costs at most that much decoding. Returns the first term of every block. The build and the
 * worker both cut blocks with this, so only the offsets travel.
 */
export function postingBlocks(dfs: ArrayLike<number>): number[] {
  const starts: number[] = []
  let postings = POSTING_BLOCK_POSTINGS
  let terms = POSTING_BLOCK_TERMS
  for (let term = 0; term < dfs.length; term++) {
    if (postings >= POSTING_BLOCK_POSTINGS || terms >= POSTING_BLOCK_TERMS) {
      starts.push(term)
      postings = 0
      terms = 0
    }
    postings += dfs[term]!
    terms++
  }
  return starts
}

/** Bits of each offset in `TermShard.skips`: enough for any bit position of the postings text. */
export function postingsOffsetWidth(postingsChars: number): number {
  return 32 - Math.clz32(postingsChars * 6)
}

/** Alphabet of the bit streams and VLQ numbers (see scripts/search/streams.ts). */
export const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/**
 * The two characters of a bigram term (exactly two code points, neither ASCII), or null for any
 * other term. Bigrams travel in `TermShard.bigrams`, everything else in `TermShard.words`.
 */
export function bigramChars(term: string): [string, string] | null {
  if (term.length < 2 || term.length > 4 || term.charCodeAt(0) < 0x80) return null
  const firstLength = term.codePointAt(0)! > 0xffff ? 2 : 1
  const second = term.slice(firstLength)
  if (
    second.length === 0 ||
    second.charCodeAt(0) < 0x80 ||
    second.length !== (second.codePointAt(0)! > 0xffff ? 2 : 1)
  )
    return null
  return [term.slice(0, firstLength), second]
}
