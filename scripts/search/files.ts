import { createHash } from 'node:crypto'
import { SEARCH_DIR } from '../../src/shared/site-layout/folders.ts'

/** A file to write under the site's output folder. */
export interface SearchIndexFile {
  /** Path relative to the site root, e.g. `search/zh-Hans.3f2a9c1b.json`. */
  name: string
  content: string
}

/** A file named after its content (`search/<stem>.<hash>.json`), so it can be cached forever. */
export function hashedFile(stem: string, value: unknown): SearchIndexFile {
  const content = JSON.stringify(value)
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8)
  return { name: `${SEARCH_DIR}/${stem}.${hash}.json`, content }
}

/** The name another search file uses to refer to this one (same folder). */
export function fileRef(file: SearchIndexFile): string {
  return file.name.slice(SEARCH_DIR.length + 1)
}
