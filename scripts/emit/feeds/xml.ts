/** Text helpers for XML feeds: escaping, CDATA sections and the characters XML 1.0 forbids. */

/** Characters that XML 1.0 does not allow anywhere, not even as references (controls, lone surrogates, U+FFFE/F). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** Drops the characters an XML parser would reject. */
export const xmlChars = (value: string): string => value.replace(NOT_XML, '')

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Escapes text for an XML text node or a double-quoted attribute value. */
export function escapeXml(value: string): string {
  return xmlChars(value).replace(/[&<>"']/gu, (c) => ENTITIES[c]!)
}

/**
 * Wraps markup in a CDATA section. A `]]>` inside would end the section early, so it is split over
 * two sections (`]]` ends the first, `>` starts the second); parsers join them back.
 */
export function cdata(value: string): string {
  return `<![CDATA[${xmlChars(value).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`
}

/** `<name attr="…">text</name>`, or nothing when `text` is empty. */
export function element(
  name: string,
  text: string | undefined,
  attrs: Record<string, string> = {},
): string {
  if (!text) return ''
  const a = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('')
  return `<${name}${a}>${escapeXml(text)}</${name}>`
}
