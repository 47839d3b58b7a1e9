import { SEARCH_INDEX_VERSION, type TextBucket } from '../../src/shared/search/format.ts'
import { fileRef, hashedFile, type SearchIndexFile } from './files.ts'

/** Target size of a text file: small enough that a hit costs little, large enough to keep requests few. */
export const TEXT_FILE_BYTES = 32 * 1024

/**
 * Puts the page texts into files of consecutive pages, each about TEXT_FILE_BYTES. Returns the files
 * and the `[name, pages]` list the shard refers to them by.
 */
export function textFiles(
  locale: string,
  texts: readonly string[][],
  firstNumber: number,
): { files: SearchIndexFile[]; refs: [string, number][] } {
  const files: SearchIndexFile[] = []
  const refs: [string, number][] = []
  let bucket: string[][] = []
  let bytes = 0
  const flush = () => {
    if (!bucket.length) return
    const file = hashedFile(`${locale}.t${firstNumber + files.length}`, { v: SEARCH_INDEX_VERSION, pages: bucket } satisfies TextBucket)
    files.push(file)
    refs.push([fileRef(file), bucket.length])
    bucket = []
    bytes = 0
  }
  for (const page of texts) {
    const size = page.reduce((n, text) => n + Buffer.byteLength(text) + 3, 0)
    if (bytes > 0 && bytes + size > TEXT_FILE_BYTES) flush()
    bucket.push([...page])
    bytes += size
  }
  flush()
  return { files, refs }
}
