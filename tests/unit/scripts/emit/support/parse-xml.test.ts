import { describe, expect, it } from 'vitest'
import { parseXml, textOf } from './parse-xml.ts'

describe('tests/unit/scripts/emit/support/parse-xml', () => {
  it.each([
    ['<a><b></a></b>', /closes/u],
    ['<a>x & y</a>', /entity/u],
    ['<a>&nbsp;</a>', /entity/u],
    ['<a>x < y</a>', /name/u],
    ['<a>x ]]> y</a>', /\]\]>/u],
    ['<a b=c/>', /not quoted/u],
    ['<a b="1" b="2"/>', /duplicate/u],
    ['<a/><b/>', /after the root/u],
    ['<a>', /never closed/u],
    ['<a>\u0001</a>', /forbids/u],
  ])('rejects %j', (xml, message) => {
    expect(() => parseXml(xml)).toThrow(message)
  })

  it('reads elements, attributes, entities and CDATA', () => {
    const root = parseXml(
      '<?xml version="1.0"?>\n<!-- c --><r a="x &amp; &#60;y&#x3E;"><c>1 &lt; 2</c><![CDATA[<b>]]></r>\n',
    )
    expect(root.attrs).toEqual({ a: 'x & <y>' })
    expect(textOf(root)).toBe('1 < 2<b>')
  })
})
