import fs from 'node:fs'
import { positionAt } from './frontmatter.ts'

/** Position of the first `value` inside a file's front matter, for errors about cross-file ids. */
export function locateInFrontMatter(
  file: string,
  key: string,
  value: string,
): { line: number; column: number } {
  const text = fs.readFileSync(file, 'utf8')
  const end = text.indexOf('\n---', 3)
  const fm = end === -1 ? text : text.slice(0, end)
  const keyAt = Math.max(fm.search(new RegExp(`^${key}:`, 'mu')), 0)
  const at = fm.indexOf(value, keyAt)
  return positionAt(text, at === -1 ? keyAt : at)
}
