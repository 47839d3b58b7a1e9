import type { SerializedSection } from '../../src/shared/search/index-format.ts'

/**
 * A rendered page's HTML back to the text of its search sections, as the build's Markdown text
 * reads: what snippets are cut from when the text comes from a page's data chunk.
 */

/** A part of a page's HTML: the id of the h1–h3 that opens it (`''` for the intro), that heading's text, and the text up to the next one. */
export type HtmlPart = [id: string, heading: string, text: string]

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  times: '×',
  copy: '©',
  reg: '®',
  trade: '™',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
}

/** Decodes character references: numeric ones, and the named ones HTML in Markdown commonly uses (others stay as written). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([a-zA-Z][a-zA-Z\d]{1,31}));/gu,
    (whole, dec?: string, hex?: string, name?: string) => {
      if (name !== undefined) return NAMED_ENTITIES[name] ?? whole
      const code = dec !== undefined ? parseInt(dec, 10) : parseInt(hex!, 16)
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : '\ufffd'
    },
  )
}

/** Tags that do not separate words; every other tag stands for a space. */
const INLINE_TAGS = new Set(
  'a abbr b bdi bdo cite code data del dfn em i ins kbd mark q s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
)

/**
 * Plain text of an HTML fragment of a rendered page, as the build's Markdown text would read: the
 * heading links (`#`), copy buttons of code blocks and footnote marks left out, image alt texts
 * kept, tags gone, character references decoded, whitespace collapsed.
 */
export function htmlText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/gu, ' ')
    .replace(/<(script|style|template|button)\b[^>]*>[\s\S]*?<\/\1\s*>/giu, ' ')
    .replace(
      /<a\b[^>]*\s(?:class="hash-link"|data-footnote-ref\b|data-footnote-backref\b)[^>]*>[\s\S]*?<\/a\s*>/giu,
      '',
    )
    .replace(/<img\b[^>]*?\balt="([^"]*)"[^>]*>/giu, ' $1 ')
    .replace(/<\/?([a-zA-Z][\w-]*)\b[^>]*>/gu, (_, tag: string) =>
      INLINE_TAGS.has(tag.toLowerCase()) ? '' : ' ',
    )
  return decodeEntities(text).replace(/\s+/gu, ' ').trim()
}

const FOOTNOTES = /<section\b[^>]*\bdata-footnotes\b[^>]*>([\s\S]*?)<\/section\s*>/giu
const FOOTNOTE_REF = /<a\b[^>]*\bdata-footnote-ref\b[^>]*>/giu

/**
 * Cuts a page's HTML at every h1–h3 with an id (the headings the build opens search sections at;
 * h4 and deeper stay inside their section). Footnotes, which the HTML gathers at the end, go with
 * the part that first refers to them.
 */
export function htmlParts(html: string): HtmlPart[] {
  const notes = new Map<string, string>()
  const body = html.replace(FOOTNOTES, (_, list: string) => {
    for (const item of list.split(/(?=<li\s+id="user-content-fn-)/u)) {
      const id = /^<li\s+id="user-content-fn-([^"]*)"/u.exec(item)?.[1]
      if (id !== undefined) notes.set(decodeEntities(id), htmlText(item))
    }
    return ''
  })
  const parts: HtmlPart[] = []
  const heading = /<h([1-3])\s+id="([^"]*)"[^>]*>([\s\S]*?)<\/h\1\s*>/giu
  let id = ''
  let title = ''
  let from = 0
  const close = (to: number) => {
    const part = body.slice(from, to)
    const texts = [htmlText(part)]
    for (const [ref] of part.matchAll(FOOTNOTE_REF)) {
      const target = /\bhref="#user-content-fn-([^"]*)"/u.exec(ref)?.[1]
      const note = target === undefined ? undefined : notes.get(decodeEntities(target))
      if (note === undefined) continue
      texts.push(note)
      notes.delete(decodeEntities(target!))
    }
    parts.push([id, title, texts.filter(Boolean).join(' ')])
  }
  for (let match = heading.exec(body); match; match = heading.exec(body)) {
    close(match.index)
    id = decodeEntities(match[2]!)
    title = htmlText(match[3]!)
    from = heading.lastIndex
  }
  close(body.length)
  return parts
}

/**
 * The text of each of a page's sections (as listed in the index) from the parts of its HTML. A part
 * whose heading is not the next section's (a heading nested in a note, say) stays with the section
 * before, heading text included, as the build reads it.
 */
export function sectionTexts(
  sections: readonly SerializedSection[],
  parts: readonly HtmlPart[],
): string[] {
  const texts = sections.map(() => '')
  const at = new Map<string, number>()
  sections.forEach(([hash], i) => {
    if (i > 0 && hash.startsWith('#') && !at.has(hash.slice(1))) at.set(hash.slice(1), i)
  })
  let current = 0
  if (texts.length === 0) return texts
  parts.forEach(([id, heading, text], n) => {
    const section = n === 0 ? 0 : at.get(id)
    if (section !== undefined && section >= current) {
      current = section
      texts[current] = text
    } else {
      texts[current] = [texts[current], heading, text].filter(Boolean).join(' ')
    }
  })
  return texts
}
