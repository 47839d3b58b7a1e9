/**
 * The plain front matter nearly every page has (`title: …`, `keywords: [a, b]`, `sidebar_position: 3`),
 * read without a YAML parser. The `yaml` package builds a document with positions for every node,
 * which the build needs for its error messages, but on ten thousand pages it takes most of a second
 * just to read the values. This reads the one shape that is unambiguous and declines (returns null)
 * anything else, which then goes to the full parser: a value that YAML would read as a number, a
 * date, a boolean or null other than the forms below, an escape other than the simple ones, a nested
 * or multi-line value, a comment after a value, a repeated key. Whatever it returns is what `yaml`
 * would return (a test holds the two to that, on the site's pages and on generated lines).
 */

const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?: (.*))?$/u
/** A plain scalar YAML keeps as a string: no indicator first, no ": " or " #" inside, nothing YAML would resolve. */
const PLAIN_START = /^[^\s\-?:,[\]{}#&*!|>'"%@`~]/u
/**
 * Plain scalars that YAML 1.2's core schema reads as something other than a string, and (to stay
 * clear of YAML 1.1 readers) dates and its other booleans: declined, except the integers and the two
 * booleans `scalar` reads itself.
 */
const RESOLVED = [
  /^(?:~|null|true|false|yes|no|on|off|y|n)$/iu,
  /^[-+]?[0-9]+$/u,
  /^0o[0-7]+$/u,
  /^0x[0-9a-f]+$/iu,
  /^[-+]?\.(?:inf|nan)$/iu,
  /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:e[-+]?[0-9]+)?$/iu,
  /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}/u,
]
const resolved = (text: string) => RESOLVED.some((pattern) => pattern.test(text))
const DOUBLE_QUOTED = /^"((?:[^"\\]|\\["\\/nt])*)"$/u
const SINGLE_QUOTED = /^'((?:[^']|'')*)'$/u
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', n: '\n', t: '\t' }
/** Flow-sequence items may hold none of these outside quotes. */
const FLOW_INDICATOR = /[[\]{},]/u

/** A scalar of one line: its value, or undefined when it is not one this reader takes. */
function scalar(text: string, inFlow: boolean): string | number | boolean | undefined {
  if (text.includes('\t')) return undefined
  const double = DOUBLE_QUOTED.exec(text)
  if (double) return double[1]!.replace(/\\(.)/gu, (_, c: string) => ESCAPES[c]!)
  const single = SINGLE_QUOTED.exec(text)
  if (single) return single[1]!.replaceAll("''", "'")
  if (/^[0-9]{1,15}$/u.test(text)) return Number(text)
  if (text === 'true' || text === 'false') return text === 'true'
  if (
    !PLAIN_START.test(text) ||
    resolved(text) ||
    text.includes(': ') ||
    text.includes(' #') ||
    text.endsWith(':')
  )
    return undefined
  if (inFlow && FLOW_INDICATOR.test(text)) return undefined
  if (text !== text.trim()) return undefined
  return text
}

/** A flow sequence of scalars on one line (`[a, "b c", 3]`), or undefined. */
function flowSequence(text: string): (string | number | boolean)[] | undefined {
  if (!text.startsWith('[') || !text.endsWith(']')) return undefined
  const inner = text.slice(1, -1).trim()
  if (inner === '') return []
  const items: (string | number | boolean)[] = []
  // Quoted items may hold commas: split on commas outside quotes.
  let rest = inner
  while (rest !== '') {
    const quoted = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*')\s*(?:,\s*|$)/u.exec(rest)
    let item: string
    if (quoted) {
      item = quoted[1]!
      rest = rest.slice(quoted[0].length)
    } else {
      const comma = rest.indexOf(',')
      item = (comma < 0 ? rest : rest.slice(0, comma)).trim()
      rest = comma < 0 ? '' : rest.slice(comma + 1).trimStart()
      // A trailing comma leaves an empty item, which YAML reads differently.
      if (comma >= 0 && rest === '') return undefined
    }
    const value = scalar(item, true)
    if (value === undefined) return undefined
    items.push(value)
  }
  return items
}

/** The map a plain front matter holds, or null when it is not plain (see above). */
export function simpleYamlMap(text: string): Record<string, unknown> | null {
  const out: Record<string, unknown> = {}
  for (const raw of text.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw
    if (line.trim() === '') continue
    const match = KEY.exec(line)
    if (!match) return null
    const [, key, value = ''] = match
    if (Object.hasOwn(out, key!) || key === '__proto__' || resolved(key!)) return null
    const trimmed = value.trim()
    if (trimmed === '' || value !== value.trimStart()) return null
    const read = trimmed.startsWith('[') ? flowSequence(trimmed) : scalar(value, false)
    if (read === undefined) return null
    out[key!] = read
  }
  return out
}
