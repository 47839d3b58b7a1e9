import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { codeVersion } from '../content/compile-cache.ts'
import { outputFolderKey } from '../emit/output-cache.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
/** Where the term vectors of each output folder's search index are kept between builds. */
export const SEARCH_CACHE = path.join(ROOT, '.cache', 'build', 'search')

/** The store of one locale's index of one output folder: the previous build of that index is what it remembers. */
export const vectorStoreFile = (outDir: string, locale: string): string =>
  path.join(SEARCH_CACHE, `${outputFolderKey(outDir)}.${locale}.bin`)

/** A document's distinct terms (by id in the store's dictionary) with their frequencies, and its length in terms with repeats. */
export interface DocVector {
  ids: Int32Array
  tfs: Int32Array
  length: number
}

/** What the file holds before its vectors: the dictionary, and each vector's key, size and length. */
interface Header {
  version: string
  terms: string[]
  keys: string[]
  sizes: number[]
  lengths: number[]
  /** Other results of the previous build by the hash of their inputs (see VectorStore.memo). */
  memo: Record<string, unknown>
}

/** The key of a document's texts: each text is tokenised on its own, so their bounds are part of it. */
export function textsKey(texts: readonly string[]): string {
  // One update per document (a hundred thousand documents make the cost of a call count), of the
  // string as it is held: encoding Chinese text to UTF-8 first would cost more than the hashing.
  return createHash('sha256')
    .update(texts.map((text) => `${text.length}:${text}`).join(''), 'utf16le')
    .digest('hex')
    .slice(0, 32)
}

/**
 * Term vectors of documents by the hash of their texts, and other results of the previous build of
 * an index by the hash of their inputs (encoded term shards, gzip sizes of files). Tokenising is
 * nearly all the time of building a large site's index: a build takes the vectors of unchanged
 * documents from here and tokenises only the others. A vector's term ids point into `terms`, which new terms extend, so
 * a kept vector is used as it is read. The file is only ever read whole and replaced whole, and its
 * code version ties it to the tokenizer that made it.
 */
export class VectorStore {
  /** The dictionary: kept vectors' ids index it, and the build adds its new terms at the end. */
  readonly terms: string[] = []
  private readonly kept = new Map<string, DocVector>()
  private readonly used = new Map<string, DocVector>()
  private readonly memos = new Map<string, unknown>()
  private readonly memosUsed = new Map<string, unknown>()
  private changed = false

  constructor(private readonly file: string | null) {
    if (file) this.load(file)
  }

  private load(file: string): void {
    let buffer: Buffer
    try {
      buffer = fs.readFileSync(file)
    } catch {
      return // No index built for this output folder yet.
    }
    let header: Header
    try {
      header = JSON.parse(buffer.toString('utf8', 4, 4 + buffer.readUInt32LE(0))) as Header
    } catch {
      return // Cut short by a build that was stopped while writing: everything is tokenised again.
    }
    if (header.version !== codeVersion()) return
    // Int32 views need an offset that is a multiple of four: the header is padded to one.
    const start = buffer.byteOffset + 4 + buffer.readUInt32LE(0)
    const bytes = buffer.length - (start - buffer.byteOffset)
    const data =
      start % 4 === 0
        ? new Int32Array(buffer.buffer, start, bytes / 4)
        : new Int32Array(buffer.buffer.slice(start, start + bytes))
    for (const term of header.terms) this.terms.push(term)
    let at = 0
    header.keys.forEach((key, i) => {
      const size = header.sizes[i]!
      this.kept.set(key, {
        ids: data.subarray(at, at + size),
        tfs: data.subarray(at + size, at + 2 * size),
        length: header.lengths[i]!,
      })
      at += 2 * size
    })
    for (const [key, value] of Object.entries(header.memo)) this.memos.set(key, value)
  }

  /** The vector of a document with the texts of `key`, made by `make` unless the store has it. */
  vector(key: string, make: () => DocVector): DocVector {
    let vector = this.used.get(key) ?? this.kept.get(key)
    if (vector === undefined) {
      vector = make()
      this.changed = true
    }
    this.used.set(key, vector)
    return vector
  }

  /**
   * What `make` gives, from the store when a build made it from the same inputs (`keyOf` hashes
   * them all, with the kind of result); kept as JSON. A store without a file makes every result,
   * without hashing its inputs.
   */
  memo<T>(keyOf: () => string, make: () => T): T {
    if (!this.file) return make()
    const key = keyOf()
    let value = (this.memosUsed.get(key) ?? this.memos.get(key)) as T | undefined
    if (value === undefined) {
      value = make()
      this.changed = true
    }
    this.memosUsed.set(key, value)
    return value
  }

  /** Gzip size of an index file's content, from the store when an earlier build compressed the same bytes. */
  gzipBytes(content: string): number {
    return this.memo(
      () => `gzip:${createHash('sha256').update(content, 'utf16le').digest('hex')}`,
      () => gzipSync(content).length,
    )
  }

  /**
   * Writes what this build used, and nothing else, when it differs from what was read. `indexTerms`
   * is the number of terms of the index: when the dictionary holds more than twice that, the terms
   * of the vectors written are renumbered in order of first use and the others dropped; otherwise
   * the vectors are written as they are, which is a copy.
   */
  save(indexTerms: number): void {
    if (!this.file) return
    if (
      !this.changed &&
      this.used.size === this.kept.size &&
      this.memosUsed.size === this.memos.size
    )
      return
    const compact = this.terms.length > 2 * indexTerms
    const renumber = new Int32Array(compact ? this.terms.length : 0).fill(-1)
    const terms = compact ? [] : this.terms
    const header: Header = {
      version: codeVersion(),
      terms,
      keys: [],
      sizes: [],
      lengths: [],
      memo: Object.fromEntries(this.memosUsed),
    }
    let total = 0
    for (const [key, vector] of this.used) {
      header.keys.push(key)
      header.sizes.push(vector.ids.length)
      header.lengths.push(vector.length)
      total += 2 * vector.ids.length
    }
    const data = new Int32Array(total)
    let at = 0
    for (const { ids, tfs } of this.used.values()) {
      if (!compact) data.set(ids, at)
      else {
        for (let i = 0; i < ids.length; i++) {
          const id = ids[i]!
          if (renumber[id] === -1) {
            renumber[id] = terms.length
            terms.push(this.terms[id]!)
          }
          data[at + i] = renumber[id]!
        }
      }
      data.set(tfs, at + ids.length)
      at += 2 * ids.length
    }
    const json = JSON.stringify(header)
    // Padded with spaces so the vectors start at a multiple of four bytes (see load).
    const head = Buffer.alloc(4 + Math.ceil(Buffer.byteLength(json) / 4) * 4, ' ')
    head.writeUInt32LE(head.length - 4)
    head.write(json, 4)
    fs.mkdirSync(path.dirname(this.file), { recursive: true })
    const tmp = `${this.file}.${process.pid}.tmp`
    const fd = fs.openSync(tmp, 'w')
    try {
      fs.writeFileSync(fd, head)
      fs.writeFileSync(fd, new Uint8Array(data.buffer, data.byteOffset, data.byteLength))
    } finally {
      fs.closeSync(fd)
    }
    fs.renameSync(tmp, this.file)
  }
}
