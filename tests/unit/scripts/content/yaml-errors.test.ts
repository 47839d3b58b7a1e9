import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { afterAll, describe, expect, it } from 'vitest'
import { compileBytes } from '../../../../scripts/content/compile-file.ts'
import { loadTags } from '../../../../scripts/content/config.ts'
import { loadFacts } from '../../../../scripts/content/facts.ts'
import { renderMarkdown } from '../../../../scripts/content/markdown/render.ts'
import { parseFrontMatter } from '../../../../scripts/content/frontmatter.ts'
import { loadErrorProblem } from '../../../../scripts/content/load-error.ts'

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-yaml-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))
const schema = z.strictObject({
  title: z.string(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
})
/** Problems of a front matter whose first YAML line is line 2 of the file, as `line:col message`. */
const fm = (yaml: string) =>
  parseFrontMatter(yaml, schema, 'x.md', 2).problems.map(
    (p) => `${p.line}:${p.column} ${p.message}`,
  )

describe('front matter YAML errors: the first cause, where it is, alone', () => {
  it.each([
    [
      'an unclosed double quote',
      'title: "Hello\ndescription: x',
      '2:8 front matter is not valid YAML: the quote " opened here is never closed',
    ],
    [
      'an unclosed single quote',
      "title: 'it''s\ndescription: x",
      "2:8 front matter is not valid YAML: the quote ' opened here is never closed",
    ],
    [
      'an unclosed bracket',
      'title: x\nkeywords: [a, b\ndescription: y',
      '3:11 front matter is not valid YAML: the bracket [ opened here is never closed',
    ],
    [
      'an unclosed brace',
      'title: {a: 1\ndescription: y',
      '2:8 front matter is not valid YAML: the bracket { opened here is never closed',
    ],
    [
      'a colon inside a value',
      'title: A: B\ndescription: y',
      '2:8 front matter is not valid YAML: Nested mappings are not allowed in compact mappings',
    ],
    [
      'a tab as indentation',
      'title: x\n\tdescription: y',
      '3:1 front matter is not valid YAML: Tabs are not allowed as indentation',
    ],
    [
      'a key given twice',
      'title: x\ntitle: y',
      '3:1 front matter is not valid YAML: Map keys must be unique',
    ],
  ])('reports %s', (_, yaml, expected) => {
    expect(fm(yaml)).toEqual([expected])
  })

  it('gives a hint that fits the mistake', () => {
    expect(parseFrontMatter('title: A: B', schema, 'x.md', 2).problems[0]!.hint).toBe(
      'put a value that holds ": " in quotes (title: "A: B"), and start nested keys on a line of their own',
    )
    expect(parseFrontMatter('title: "A', schema, 'x.md', 2).problems[0]!.hint).toBe(
      'close it, or quote the whole value',
    )
  })

  it('checks the schema only when the YAML reads', () => {
    expect(fm('title: [x\ncolour: blue')).toHaveLength(1)
    expect(fm('title: x\ncolour: blue')).toEqual(['3:1 front matter key "colour" is not known'])
  })
})

describe('tags.yml and authors.yml', () => {
  it('reports the first syntax error alone and gives no entries to check against', () => {
    const file = path.join(work, 'tags.yml')
    fs.writeFileSync(
      file,
      'announcements:\n  label:\n    zh-Hans: "公告\n    en: News\npromotions:\n  label: x\n',
    )
    const { data, problems } = loadTags(file)
    expect(data).toBeNull()
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      '3:14 tag file is not valid YAML: the quote " opened here is never closed',
    ])
  })
})

describe('facts.yml', () => {
  it('that is not valid YAML gives its own error only, not an unknown fact on every page', () => {
    const file = path.join(work, 'facts.yml')
    fs.writeFileSync(file, 'latest-version:\n  value: "11.6.0\n  source: changelog\n')
    const { facts, problems } = loadFacts(file)
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      '2:10 fact file is not valid YAML: the quote " opened here is never closed',
    ])
    expect(
      renderMarkdown('Version :fact[latest-version].', {
        file: path.join(work, 'x.md'),
        locale: 'en',
        baseUrl: '/',
        facts,
      }).problems,
    ).toEqual([])
  })
})

describe('files that are not UTF-8', () => {
  const source = {
    abs: path.join(work, 'page.md'),
    locale: 'en' as const,
    kind: 'doc' as const,
    rel: 'page.md',
  }
  it('are reported at the first bad byte, past a U+FFFD the file really holds', () => {
    const bytes = Buffer.concat([
      Buffer.from('---\ntitle: x\n---\n\nok \uFFFD here\nthen '),
      Buffer.from([0xe2, 0x28, 0xa1]),
      Buffer.from('\n'),
    ])
    const problems = compileBytes(source, bytes, '/').problems.map(
      (p) => `${p.line}:${p.column} ${p.message}`,
    )
    expect(problems).toEqual(['6:6 the file is not valid UTF-8 here'])
  })
})

describe('config files that fail to load', () => {
  const file = '/content/site.config.ts'
  it('point at the import that leads nowhere', () => {
    const text =
      "// settings\nimport { defineSiteConfig } from '../src/shared/config/define.ts'\nexport default defineSiteConfig({})\n"
    const p = loadErrorProblem(
      new Error(
        "Cannot find module '/src/shared/config/define.ts' imported from /content/site.config.ts",
      ),
      file,
      text,
    )
    expect(`${p.line}:${p.column} ${p.message}`).toBe(
      '2:35 site.config.ts cannot import "../src/shared/config/define.ts": there is no such file from this folder',
    )
  })
  it('point at a syntax error with a 1-based column', () => {
    const p = loadErrorProblem(
      new Error(`Transform failed with 1 error:\n${file}:7:12: ERROR: Expected "}" but found ":"`),
      file,
      '',
    )
    expect(`${p.line}:${p.column} ${p.message}`).toBe(
      '7:13 site.config.ts does not parse: Expected "}" but found ":"',
    )
  })
  it('point at the line that threw', () => {
    const e = new ReferenceError('footer is not defined')
    e.stack = `ReferenceError: footer is not defined\n    at <anonymous> (${file}:12:5)\n    at ModuleJob.run (node:internal/modules/esm/module_job:234:25)`
    const p = loadErrorProblem(e, file, '')
    expect(`${p.line}:${p.column} ${p.message}`).toBe(
      '12:5 site.config.ts fails to load: ReferenceError: footer is not defined',
    )
  })
})
