import { createHash } from 'node:crypto'
import type { Sidebar } from '../../src/shared/content/types.ts'
import { chunkFileName, dataChunkText } from '../../src/shared/site-layout/index.ts'

/**
 * A readable, content-hashed file name (`deepl-limit-3f2a9c1b.js`) and the whole SHA-256 of the
 * content, which the build keys the file by.
 */
export function hashedChunk(stem: string, content: string): { name: string; hash: string } {
  const hash = createHash('sha256').update(content).digest('hex')
  return { name: chunkFileName(stem, hash.slice(0, 8)), hash }
}

/** The data chunk of a whole sidebar: its file name (under DATA_DIR), its module text and its hash. */
export function sidebarChunk(
  locale: string,
  id: string,
  data: object,
): { name: string; content: string; hash: string } {
  const content = dataChunkText(data)
  return { ...hashedChunk(`${locale}-${id}`, content), content }
}

export type { Sidebar }
