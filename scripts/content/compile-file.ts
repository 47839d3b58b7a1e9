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
  | { source: SourceFile; kind: 'doc'; render: RenderResult; frontMatter: DocFrontMatter | null; problems: ContentProblem[] }
  | { source: SourceFile; kind: 'blog'; render: RenderResult; frontMatter: BlogFrontMatter | null; problems: ContentProblem[] }

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
