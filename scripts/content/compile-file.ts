import fs from 'node:fs'
import type { Locale } from '../../src/shared/config/schema.ts'
import type { ContentProblem } from '../lib/errors.ts'
import type { FactTable } from './facts.ts'
import { blogFrontMatter, docFrontMatter, type BlogFrontMatter, type DocFrontMatter } from './frontmatter-schema.ts'
import { parseFrontMatter, positionAt } from './frontmatter.ts'
import { renderMarkdown, type RenderResult } from './markdown/render.ts'
import type { SourceFile } from './sources.ts'
import { timed } from '../lib/phases.ts'

export type CompiledFile =
  | { source: SourceFile; kind: 'doc'; render: RenderResult; frontMatter: DocFrontMatter | null; problems: ContentProblem[]; outline?: true }
  | { source: SourceFile; kind: 'blog'; render: RenderResult; frontMatter: BlogFrontMatter | null; problems: ContentProblem[]; outline?: true }

const FM_HINTS = {
  title: 'add a line `title: …` to the front matter',
  toc_min_heading_level: 'use a heading level from 2 to 6',
  toc_max_heading_level: 'use a heading level from 2 to 6',
}

/** Characters of a doc's plain text kept after compiling: more than a description takes (see summarise). */
export const DOC_TEXT_KEPT = 400

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** The text of a file, and a problem at the first byte sequence that is not UTF-8 (read as U+FFFD). */
function decode(bytes: Uint8Array, file: string): { text: string; problem: ContentProblem | null } {
  try {
    return { text: utf8.decode(bytes), problem: null }
  } catch {
    const text = new TextDecoder('utf-8').decode(bytes)
    // The first U+FFFD that the file did not hold as such (EF BF BD) marks the bad bytes.
    let bad = text.indexOf('\uFFFD')
    while (bad !== -1) {
      const byte = Buffer.byteLength(text.slice(0, bad))
      if (!(bytes[byte] === 0xef && bytes[byte + 1] === 0xbf && bytes[byte + 2] === 0xbd)) break
      bad = text.indexOf('\uFFFD', bad + 1)
    }
    const at = positionAt(text, Math.max(bad, 0))
    return { text, problem: { file, ...at, message: 'the file is not valid UTF-8 here', hint: 'save the file as UTF-8' } }
  }
}

/** Phase one of the build for one file: parse, render, and validate its front matter. Needs no other file. */
export function compileFile(source: SourceFile, baseUrl: string, facts?: FactTable): CompiledFile {
  return timed('compile', () => compileBytes(source, fs.readFileSync(source.abs), baseUrl, facts))
}

/** `compileFile` for given bytes (the content of `source.abs`, e.g. an edited copy). */
export function compileBytes(source: SourceFile, bytes: Uint8Array, baseUrl: string, facts?: FactTable): CompiledFile {
  const { text, problem } = decode(bytes, source.abs)
  const rendered = renderMarkdown(text, { file: source.abs, locale: source.locale as Locale, baseUrl, ...(facts ? { facts } : {}) })
  // A doc's plain text serves only its description: the start is kept, not a fourth of what the
  // compile cache of a large site holds (posts keep all of it, for the reading time).
  const render = source.kind === 'doc' ? { ...rendered, text: rendered.text.slice(0, DOC_TEXT_KEPT) } : rendered
  const problems = problem ? [problem, ...render.problems] : [...render.problems]
  const schema = source.kind === 'doc' ? docFrontMatter : blogFrontMatter
  let frontMatter = null
  if (render.yaml === null) {
    problems.push({ file: source.abs, line: 1, column: 1, message: 'the file has no front matter', hint: 'start the file with ---, a line `title: …`, and ---' })
  } else {
    const fm = parseFrontMatter(render.yaml, schema, source.abs, render.yamlLine, FM_HINTS)
    problems.push(...fm.problems)
    frontMatter = fm.data
  }
  return { source, kind: source.kind, render, frontMatter, problems } as CompiledFile
}

/** Front matter fenced by `---` lines at the very start of a file, as the Markdown parser reads it. */
const FENCED = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/u

/**
 * A doc's outline: its front matter alone, with an empty body, for a model that must exist before
 * the site is compiled (the dev server's first page). Read in a fraction of a millisecond, where
 * parsing and rendering the body takes ten or more. Null when the file needs the full compile to
 * say what it holds (no plain front matter, or problems in it), and for posts, whose pages show
 * their text in lists.
 */
export function outlineFile(source: SourceFile): CompiledFile | null {
  if (source.kind !== 'doc') return null
  const bytes = fs.readFileSync(source.abs)
  // The head alone is decoded: the front matter ends at the first line that starts with ---.
  const end = bytes.indexOf('\n---', 3)
  if (end < 0) return null
  const lineEnd = bytes.indexOf('\n', end + 4)
  const { text, problem } = decode(bytes.subarray(0, lineEnd < 0 ? bytes.length : lineEnd + 1), source.abs)
  const yaml = problem ? undefined : FENCED.exec(text)?.[1]
  if (yaml === undefined) return null
  const fm = parseFrontMatter(yaml, docFrontMatter, source.abs, 2, FM_HINTS)
  return fm.problems.length ? null : outlineOf(source, fm.data!)
}

/** A doc's outline from its front matter, as read before. */
export function outlineOf(source: SourceFile, frontMatter: DocFrontMatter): CompiledFile {
  const render: RenderResult = { yaml: null, yamlLine: 2, html: '', excerptHtml: null, headings: [], links: [], assets: [], sections: [], text: '', mentions: [], problems: [] }
  return { source, kind: 'doc', render, frontMatter, problems: [], outline: true }
}
