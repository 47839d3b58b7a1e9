import { createHash } from 'node:crypto'
import type { Sidebar } from '../../src/shared/content/types.ts'

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8)

/** A readable, content-hashed file name: `deepl-limit-3f2a9c1b.js`. */
export function hashedName(stem: string, content: string): string {
  const safe = stem.replace(/[^a-zA-Z0-9_-]+/gu, '-').replace(/^-|-$/gu, '') || 'index'
  return `${safe}-${hash(content)}.js`
}

/** The data chunk of a whole sidebar: its file name (under assets/p/) and its module text. */
export function sidebarChunk(locale: string, id: string, data: unknown): { name: string; content: string } {
  const content = `export default ${JSON.stringify(data)}\n`
  return { name: hashedName(`${locale}-${id}`, content), content }
}

export type { Sidebar }
