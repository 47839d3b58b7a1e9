import { parseDocument, Parser, type Document } from 'yaml'

/** The first YAML syntax error of a text: where its cause is (a character offset) and what it is. */
export interface YamlSyntaxError {
  offset: number
  message: string
  hint: string
}

const HINTS: Record<string, string> = {
  BLOCK_AS_IMPLICIT_KEY:
    'put a value that holds ": " in quotes (title: "A: B"), and start nested keys on a line of their own',
  MULTILINE_IMPLICIT_KEY:
    'end each key with ":" on its own line; a value that holds ": " goes in quotes',
  DUPLICATE_KEY: 'keep one of the two keys',
  TAB_AS_INDENT: 'indent with spaces, not tabs',
}

interface CstToken {
  type: string
  offset: number
  source?: string
  end?: { type: string }[]
}

const isClosed = (t: CstToken): boolean => {
  if (t.type === 'flow-collection')
    return (t.end ?? []).some((e) => e.type === 'flow-seq-end' || e.type === 'flow-map-end')
  if (t.type === 'double-quoted-scalar') return /^"(?:[^"\\]|\\[\s\S])*"\s*$/u.test(t.source ?? '')
  if (t.type === 'single-quoted-scalar') return /^'(?:[^']|'')*'\s*$/u.test(t.source ?? '')
  return true
}

const OPENER: Record<string, string> = {
  'flow-collection': 'bracket',
  'double-quoted-scalar': 'quote',
  'single-quoted-scalar': 'quote',
}

/** Quotes and brackets that open before `offset` and never close: the usual cause of an error found later. */
function firstUnclosedBefore(text: string, offset: number): CstToken | null {
  let first: CstToken | null = null
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (!value || typeof value !== 'object') return
    const t = value as CstToken
    if (
      typeof t.type === 'string' &&
      OPENER[t.type] &&
      t.offset <= offset &&
      !isClosed(t) &&
      (!first || t.offset < first.offset)
    )
      first = t
    for (const [k, v] of Object.entries(value)) if (k !== 'source') walk(v)
  }
  walk([...new Parser().parse(text)])
  return first
}

/**
 * Parses YAML and reports its first syntax error, pointing at the cause rather than where the
 * parser gave up: an unclosed `"`, `'`, `[` or `{` is named where it opens (the parser only notices
 * it lines later). Messages carry no line numbers of their own, since the caller adds the position
 * in the file.
 */
export function parseYaml(text: string): { doc: Document; error: YamlSyntaxError | null } {
  const doc = parseDocument(text, { prettyErrors: false })
  const errors = [...doc.errors].sort((a, b) => a.pos[0] - b.pos[0])
  const found = errors[0]
  if (!found) return { doc, error: null }
  const opener = firstUnclosedBefore(text, found.pos[0])
  if (opener) {
    const what =
      OPENER[opener.type] === 'quote'
        ? `quote ${text[opener.offset]}`
        : `bracket ${text[opener.offset]}`
    return {
      doc,
      error: {
        offset: opener.offset,
        message: `the ${what} opened here is never closed`,
        hint: 'close it, or quote the whole value',
      },
    }
  }
  return {
    doc,
    error: {
      offset: found.pos[0],
      message: found.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/u, ''),
      hint: HINTS[found.code] ?? 'fix the YAML syntax',
    },
  }
}
