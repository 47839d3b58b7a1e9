import { describe, expect, it } from 'vitest'
import { rfc3339, rfc822 } from '../../../../../scripts/emit/feeds/dates.ts'
import { cdata, element, escapeXml, xmlChars } from '../../../../../scripts/emit/feeds/xml.ts'
import { parseXml, textOf } from '../support/parse-xml.ts'

describe('scripts/emit/feeds/xml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`Q&A: <kbd> "x" 'y' ]]>`)).toBe(
      'Q&amp;A: &lt;kbd&gt; &quot;x&quot; &apos;y&apos; ]]&gt;',
    )
  })

  it('drops characters XML 1.0 forbids, keeping tabs, new lines and astral characters', () => {
    expect(xmlChars('a\u0000b\u0008c\u000Bd\uFFFEe\uD800f\tg\nh😀')).toBe('abcdef\tg\nh😀')
  })

  it('keeps "]]>" inside CDATA by splitting the section, so the text reads back unchanged', () => {
    const html = '<p>a ]]> b ]]]]> c</p>'
    const xml = `<x>${cdata(html)}</x>`
    expect(xml).toBe('<x><![CDATA[<p>a ]]]]><![CDATA[> b ]]]]]]><![CDATA[> c</p>]]></x>')
    expect(textOf(parseXml(xml))).toBe(html)
  })

  it('writes elements with escaped text and attributes, and nothing for empty text', () => {
    expect(element('category', 'A & B', { domain: 'https://x/?a=1&b="2"' })).toBe(
      '<category domain="https://x/?a=1&amp;b=&quot;2&quot;">A &amp; B</category>',
    )
    expect(element('description', '')).toBe('')
    expect(element('uri', undefined)).toBe('')
  })
})

describe('scripts/emit/feeds/dates', () => {
  it('writes RFC 822 dates with a four-digit year, at midnight UTC', () => {
    expect(rfc822('2025-06-14')).toBe('Sat, 14 Jun 2025 00:00:00 GMT')
    expect(rfc822('2021-05-16')).toBe('Sun, 16 May 2021 00:00:00 GMT')
  })

  it('writes RFC 3339 date-times', () => {
    expect(rfc3339('2025-06-14')).toBe('2025-06-14T00:00:00Z')
  })

  it('refuses anything but a calendar day', () => {
    expect(() => rfc822('2025-6-14')).toThrow(/expected a day/u)
    expect(() => rfc3339('2025-13-01')).toThrow(RangeError)
  })
})
