import { isMap, isScalar, type Document, type Node as YamlNode } from 'yaml'
import type { z } from 'zod'
import type { ContentProblem } from '../lib/errors.ts'
import { simpleYamlMap } from './simple-yaml.ts'
import { parseYaml } from './yaml-source.ts'

/** Line and column (1-based) of a character offset in `text`. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++
    lineStart = i + 1
  }
  return { line, column: offset - lineStart + 1 }
}

/**
 * Offset of the value at `path`, or of the deepest existing parent (a missing key points at its map).
 * With `atKey`, the offset of the last key itself (for keys that should not be there).
 */
function offsetOf(doc: Document, path: readonly PropertyKey[], atKey = false): number {
  let node: unknown = doc.contents
  let offset = (doc.contents as YamlNode | null)?.range?.[0] ?? 0
  for (const [i, key] of path.entries()) {
    if (!isMap(node) && !(node && typeof node === 'object' && 'items' in node)) break
    const items = (node as { items: unknown[] }).items
    let next: unknown
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && p.key.value === key)
      if (!pair) break
      offset = (pair.key as YamlNode).range?.[0] ?? offset
      if (atKey && i === path.length - 1) return offset
      next = pair.value
    } else if (typeof key === 'number') {
      next = items[key]
    }
    if (!next) break
    node = next
    offset = (node as YamlNode).range?.[0] ?? offset
  }
  return offset
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing'
  return JSON.stringify(value instanceof Date ? value.toISOString().slice(0, 10) : value)
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let v = data
  for (const k of path)
    v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined
  return v
}

export interface FrontMatterResult<T> {
  data: T | null
  problems: ContentProblem[]
}

/**
 * Parses YAML front matter and validates it. `startLine` is the 1-based line of the first YAML line
 * in the Markdown file, so every problem points at the right place in the source.
 */
export function parseFrontMatter<S extends z.ZodType>(
  yamlText: string,
  schema: S,
  file: string,
  startLine: number,
  hints: Record<string, string> = {},
): FrontMatterResult<z.output<S>> {
  // Plain front matter that passes the schema needs no document: only problems need positions.
  const plain = simpleYamlMap(yamlText)
  if (plain) {
    const parsed = schema.safeParse(plain)
    if (parsed.success) return { data: parsed.data, problems: [] }
  }
  const { doc, error } = parseYaml(yamlText)
  const problems: ContentProblem[] = []
  const at = (offset: number) => {
    const p = positionAt(yamlText, offset)
    return { line: p.line + startLine - 1, column: p.column }
  }
  // The first syntax error only: what the parser says after it is mostly about the same mistake.
  if (error)
    return {
      data: null,
      problems: [
        {
          file,
          ...at(error.offset),
          message: `front matter is not valid YAML: ${error.message}`,
          hint: error.hint,
        },
      ],
    }
  const raw = doc.toJS() ?? {}
  const parsed = schema.safeParse(raw)
  if (parsed.success) return { data: parsed.data, problems }
  for (const issue of parsed.error.issues) {
    const keys =
      issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path]
    for (const path of keys) {
      const name = path.join('.') || '(front matter)'
      const value = valueAt(raw, path)
      const message =
        issue.code === 'unrecognized_keys'
          ? `front matter key "${name}" is not known`
          : `front matter ${name}: ${issue.message} (got ${describeValue(value)})`
      const hint =
        issue.code === 'unrecognized_keys'
          ? `remove "${String(path.at(-1))}" or use one of: ${Object.keys((schema as unknown as { shape: object }).shape ?? {}).join(', ')}`
          : (hints[String(path[0])] ?? 'see content/README.md for the accepted front matter')
      problems.push({
        file,
        ...at(offsetOf(doc, path, issue.code === 'unrecognized_keys')),
        message,
        hint,
      })
    }
  }
  return { data: null, problems }
}
