import fc from 'fast-check'

/** One edit of a Markdown file's bytes, the kind an author (or a bad merge) makes. */
export type Mutation = (bytes: Buffer) => Buffer

const enc = (s: string) => Buffer.from(s, 'utf8')
/** Names an edit, so a failing case prints as what it did. */
const named = (label: string, fn: Mutation): Mutation =>
  Object.assign(fn, { [fc.toStringMethod]: () => label })
const at = (bytes: Buffer, pos: number) =>
  Math.min(Math.floor(pos * (bytes.length + 1)), bytes.length)
const insert = (bytes: Buffer, pos: number, what: Buffer) =>
  Buffer.concat([bytes.subarray(0, at(bytes, pos)), what, bytes.subarray(at(bytes, pos))])
/** Byte offsets of line starts, so an edit can land on a line of its own. */
const lineStart = (bytes: Buffer, pos: number) => {
  const i = at(bytes, pos)
  const nl = bytes.lastIndexOf(0x0a, i - 1)
  return nl === -1 ? 0 : nl + 1
}
const insertLine = (bytes: Buffer, pos: number, line: string) => {
  const i = lineStart(bytes, pos)
  return Buffer.concat([bytes.subarray(0, i), enc(`${line}\n`), bytes.subarray(i)])
}

const STRAY = [
  '<',
  '>',
  '{',
  '}',
  '[',
  ']',
  '](',
  '`',
  '*',
  '_',
  '\\',
  '&',
  '&#x',
  '&#0;',
  '<!--',
  '-->',
  '<!-->',
  '<!--->',
  '--!>',
  '<script>',
  '</div>',
  '<kbd>',
  '</details>',
  '{#',
  '{#x}',
  ':',
  ':x',
  ':x[',
  '"',
  "'",
  '|',
  '[^1]',
  '![',
  '<http://',
  '<javascript:x>',
  '\u0000',
  '\u202e',
  '\ud83d\ude00',
  '\r',
]
const LINES = [
  '```',
  '```js {1,',
  '~~~',
  ':::',
  '::::',
  ':::warning',
  ':::tip[',
  '::::note',
  ':::caution',
  '---',
  'title: x',
  '## ',
  '### {#}',
  '| a |',
  '|---|',
  '- [ ]',
  '> ',
  '<details>',
  '[d]: javascript:x',
  '[^1]: note',
  '    indented',
  '\t\ttabs',
]

/** Edits that break structure: cut front matter, unbalanced fences and directives, stray markup, bad UTF-8. */
export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // Cut the file somewhere (inside the front matter, a fence, a directive…).
  fc
    .double({ min: 0, max: 1, noNaN: true })
    .map((p) => named(`cut at ${p}`, (b) => b.subarray(0, at(b, p)))),
  // Drop the closing line of the front matter or any other line.
  fc.double({ min: 0, max: 1, noNaN: true }).map((p) =>
    named(`drop the line at ${p}`, (b) => {
      const s = lineStart(b, p)
      const e = b.indexOf(0x0a, s)
      return Buffer.concat([b.subarray(0, s), e === -1 ? Buffer.alloc(0) : b.subarray(e + 1)])
    }),
  ),
  fc
    .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(...LINES))
    .map(([p, line]) =>
      named(`line ${JSON.stringify(line)} at ${p}`, (b) => insertLine(b, p, line)),
    ),
  fc
    .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(...STRAY))
    .map(([p, s]) => named(`${JSON.stringify(s)} at ${p}`, (b) => insert(b, p, enc(s)))),
  fc
    .tuple(
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.uint8Array({ minLength: 1, maxLength: 4 }).map((a) => Buffer.from(a.map((x) => x | 0x80))),
    )
    .map(([p, raw]) => named(`bytes ${raw.toString('hex')} at ${p}`, (b) => insert(b, p, raw))),
  fc
    .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.string({ unit: 'binary', maxLength: 8 }))
    .map(([p, s]) => named(`${JSON.stringify(s)} at ${p}`, (b) => insert(b, p, enc(s)))),
  // Repeat a piece of the file elsewhere (a paste gone wrong).
  fc
    .tuple(
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.integer({ min: 1, max: 200 }),
    )
    .map(([from, to, len]) =>
      named(`copy ${len} bytes from ${from} to ${to}`, (b) =>
        insert(b, to, Buffer.from(b.subarray(at(b, from), at(b, from) + len))),
      ),
    ),
)

/** One to four edits in a row. */
export const mutations = fc.array(mutation, { minLength: 1, maxLength: 4 })

export const applyAll = (bytes: Buffer, ms: readonly Mutation[]): Buffer =>
  ms.reduce((b, m) => m(b), bytes)
