/**
 * A small, strict XML 1.0 reader for tests: it checks well-formedness (one root, matched and properly
 * nested tags, quoted and unique attributes, known entities only, no stray `<`, `&` or `]]>`) and
 * returns a tree. No DTDs and no namespace processing: prefixed names stay as written (`dc:creator`).
 */

export interface XmlElement {
  name: string
  attrs: Record<string, string>
  children: (XmlElement | string)[]
}

export class XmlSyntaxError extends Error {
  constructor(message: string, offset: number, source: string) {
    const before = source.slice(0, offset)
    const line = before.split('\n').length
    const column = offset - before.lastIndexOf('\n')
    super(`xml ${line}:${column}: ${message}`)
    this.name = 'XmlSyntaxError'
  }
}

const NAME = /[A-Za-z_:][\w:.-]*/uy
const SPACE = /[ \t\r\n]*/uy
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([\da-fA-F]+));/uy
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u

/** Parses `source` or throws an XmlSyntaxError with line and column. */
export function parseXml(source: string): XmlElement {
  let i = 0
  const fail = (message: string, at = i): never => {
    throw new XmlSyntaxError(message, at, source)
  }
  const sticky = (re: RegExp): RegExpExecArray | null => {
    re.lastIndex = i
    const m = re.exec(source)
    if (m) i = re.lastIndex
    return m
  }
  const space = () => sticky(SPACE)
  const name = () => sticky(NAME)?.[0] ?? fail('expected a name')
  const skipUntil = (end: string, what: string): string => {
    const j = source.indexOf(end, i)
    if (j === -1) fail(`unterminated ${what}`)
    const body = source.slice(i, j)
    i = j + end.length
    return body
  }
  /** Decodes entity references in text or an attribute value; any other `&` is an error. */
  const decode = (raw: string, start: number): string =>
    raw.replace(/&[^;]*;?/gu, (ref, offset: number) => {
      ENTITY.lastIndex = 0
      const m = ENTITY.exec(ref)
      if (!m || m[0] !== ref)
        return fail(`bad entity reference "${ref.slice(0, 12)}"`, start + offset)
      if (m[1]) return NAMED[m[1]]!
      const code = m[2] ? Number(m[2]) : parseInt(m[3]!, 16)
      const char = String.fromCodePoint(code)
      if (NOT_XML.test(char))
        fail(`character reference to a character XML forbids (${code})`, start + offset)
      return char
    })
  /** Comments, processing instructions and white space, allowed around the root. */
  const misc = () => {
    for (;;) {
      space()
      if (source.startsWith('<!--', i)) {
        i += 4
        if (skipUntil('-->', 'comment').includes('--')) fail('"--" inside a comment')
      } else if (source.startsWith('<?', i)) {
        i += 2
        skipUntil('?>', 'processing instruction')
      } else return
    }
  }

  const element = (): XmlElement => {
    if (source[i] !== '<') fail('expected "<"')
    i++
    const el: XmlElement = { name: name(), attrs: {}, children: [] }
    for (;;) {
      const hadSpace = space()![0].length > 0
      if (source.startsWith('/>', i)) {
        i += 2
        return el
      }
      if (source[i] === '>') {
        i++
        break
      }
      if (!hadSpace) fail('expected white space between attributes')
      const attr = name()
      if (attr in el.attrs) fail(`duplicate attribute "${attr}"`)
      space()
      if (source[i] !== '=') fail(`expected "=" after attribute "${attr}"`)
      i++
      space()
      const quote = source[i]
      if (quote !== '"' && quote !== "'") fail(`attribute "${attr}" is not quoted`)
      i++
      const start = i
      const raw = skipUntil(quote!, 'attribute value')
      if (raw.includes('<')) fail(`"<" in the value of "${attr}"`, start)
      el.attrs[attr] = decode(raw, start)
    }
    for (;;) {
      if (i >= source.length) fail(`<${el.name}> is never closed`)
      if (source.startsWith('</', i)) {
        i += 2
        const end = name()
        if (end !== el.name) fail(`</${end}> closes <${el.name}>`)
        space()
        if (source[i] !== '>') fail('expected ">"')
        i++
        return el
      }
      if (source.startsWith('<![CDATA[', i)) {
        i += 9
        el.children.push(skipUntil(']]>', 'CDATA section'))
      } else if (source.startsWith('<!--', i)) {
        i += 4
        skipUntil('-->', 'comment')
      } else if (source.startsWith('<?', i)) {
        i += 2
        skipUntil('?>', 'processing instruction')
      } else if (source[i] === '<') {
        el.children.push(element())
      } else {
        const start = i
        const next = source.indexOf('<', i)
        const raw = source.slice(i, next === -1 ? source.length : next)
        if (raw.includes(']]>')) fail('"]]>" in text', start + raw.indexOf(']]>'))
        if (NOT_XML.test(raw)) fail('a character XML forbids', start + raw.search(NOT_XML))
        i += raw.length
        el.children.push(decode(raw, start))
      }
    }
  }

  if (source.charCodeAt(0) === 0xfeff) i = 1
  misc()
  const root = element()
  misc()
  if (i !== source.length) fail('content after the root element')
  return root
}

/** Direct children named `name`. */
export const childrenNamed = (el: XmlElement, name: string): XmlElement[] =>
  el.children.filter((c): c is XmlElement => typeof c !== 'string' && c.name === name)

/** The one direct child named `name`, or undefined. */
export const childNamed = (el: XmlElement, name: string): XmlElement | undefined =>
  childrenNamed(el, name)[0]

/** Text content (text and CDATA) of an element and its descendants. */
export const textOf = (el: XmlElement | undefined): string =>
  el ? el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('') : ''
