import fs from 'node:fs'
import path from 'node:path'
import { parseDocument } from 'yaml'
import { describe, expect, it } from 'vitest'
import { simpleYamlMap } from '../../../../scripts/content/simple-yaml.ts'
import { listSources } from '../../../../scripts/content/sources.ts'

const CONTENT = path.resolve(import.meta.dirname, '../../../../content')
const FENCED = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/u

/** What the full parser makes of `text`, as the build reads it; undefined where it reports an error. */
function fullParse(text: string): unknown {
  const doc = parseDocument(text, { prettyErrors: false })
  return doc.errors.length ? undefined : (doc.toJS() ?? {})
}

/** The fast reader either declines or agrees with the full parser. */
function expectAgreement(text: string): boolean {
  const fast = simpleYamlMap(text)
  if (fast !== null) expect(fast, JSON.stringify(text)).toStrictEqual(fullParse(text))
  return fast !== null
}

/** A seeded generator, so a failure repeats. */
function random(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

describe('plain front matter read without the YAML parser', () => {
  it('agrees with the YAML parser on every page of the site, and reads nearly all of them itself', () => {
    const heads = listSources(CONTENT).flatMap((source) => {
      const match = FENCED.exec(fs.readFileSync(source.abs, 'utf8'))
      return match ? [match[1]!] : []
    })
    expect(heads.length).toBeGreaterThan(200)
    const taken = heads.filter(expectAgreement).length
    expect(taken / heads.length).toBeGreaterThan(0.9)
  })

  it('reads the usual shapes', () => {
    expect(
      simpleYamlMap(
        "title: 网页全文翻译\nsidebar_position: 3\nkeywords: [网页翻译, \"a, b\", 'it''s']\ndraft: false\n",
      ),
    ).toStrictEqual({
      title: '网页全文翻译',
      sidebar_position: 3,
      keywords: ['网页翻译', 'a, b', "it's"],
      draft: false,
    })
    expect(
      simpleYamlMap('title: "A: B \\"quoted\\""\r\ndescription: C# and http://x.example\r\n'),
    ).toStrictEqual({ title: 'A: B "quoted"', description: 'C# and http://x.example' })
    expect(simpleYamlMap('')).toStrictEqual({})
  })

  it('declines what YAML reads otherwise or what needs positions for an error', () => {
    for (const text of [
      'date: 2024-01-02',
      'ratio: 1.5',
      'n: -3',
      'x: ~',
      'x: null',
      'x: True',
      'x: yes',
      'x: .inf',
      'x: 0x1F',
      'tags:\n  - a\n  - b',
      'title: a: b',
      'title: a # note',
      'title: "a" # note',
      'title: "a \\u0041"',
      'title: "unclosed',
      'title: a\ntitle: b',
      'x: [a, b,]',
      'x: [a, [b]]',
      'x: {a: 1}',
      'x: &anchor a',
      'x: *anchor',
      'x: !tag a',
      'x: |\n  block',
      'x: >\n  folded',
      'x:',
      'x:  two spaces',
      'x: trailing ',
      '  indented: a',
      '# comment\ntitle: a',
      'title:a',
      'true: a',
      '__proto__: a',
      'x: "tab\there"',
      'x: [a: b]',
      'x: [1.5, a]',
      'x: 1e3',
      'x: 0o17',
      'x: +1',
      'x: ~a',
    ]) {
      expect(simpleYamlMap(text), JSON.stringify(text)).toBeNull()
    }
  })

  it('never disagrees with the YAML parser on generated lines', () => {
    const next = random(20261127)
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
    const keys = [
      'title',
      'description',
      'sidebar_position',
      'keywords',
      'tags',
      'slug',
      'draft',
      'true',
      'a-b',
      'x_1',
    ]
    const pieces = [
      'a',
      '网页',
      ' ',
      ':',
      ': ',
      '#',
      ' #',
      ',',
      '[',
      ']',
      '{',
      '}',
      '"',
      "'",
      "''",
      '\\',
      '\\"',
      '\\n',
      '-',
      '?',
      '*',
      '&',
      '!',
      '|',
      '>',
      '%',
      '@',
      '`',
      '0',
      '12',
      '1.5',
      'true',
      'null',
      '~',
      'yes',
      '\t',
      'http://x',
      'C#',
      '（',
      '：',
      '://',
      'a:b',
      'a:',
      '4 MB',
      '11.6.0',
      '2024-01-01',
      '1e3',
      '+1',
      '.5',
      '0o7',
      '0x1F',
      'NULL',
      'Yes',
      'on',
      '.inf',
      '-',
    ]
    let taken = 0
    for (let n = 0; n < 8000; n++) {
      const lines: string[] = []
      const count = 1 + Math.floor(next() * 4)
      for (let i = 0; i < count; i++) {
        let value = ''
        const length = Math.floor(next() * 6)
        for (let j = 0; j < length; j++) value += pick(pieces)
        const shaped =
          next() < 0.2
            ? `[${value}, ${pick(pieces)}]`
            : next() < 0.2
              ? `"${value}"`
              : next() < 0.1
                ? `'${value}'`
                : value
        lines.push(`${pick(keys)}: ${shaped}`)
      }
      if (expectAgreement(lines.join('\n'))) taken++
    }
    // The generator must reach the reader's own path, not only its refusals.
    expect(taken).toBeGreaterThan(200)
  })
})
