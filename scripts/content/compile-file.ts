import fs from 'node:fs'
import type { Locale } from '../../src/shared/config/schema.ts'
import type { ContentProblem } from '../lib/errors.ts'
import type { FactTable } from './facts.ts'
import {
  blogFrontMatter,
  docFrontMatter,
  FRONT_MATTER_HINTS,
  type BlogFrontMatter,
  type DocFrontMatter,
} from './frontmatter-schema.ts'
import { parseFrontMatter } from './frontmatter.ts'
import { decodeSource } from './source-text.ts'
import { renderMarkdown, type RenderResult } from './markdown/render.ts'
import type { SourceFile } from './sources.ts'
import { timed } from '../lib/phases.ts'

/** A compiled file; `outline` marks one made from the front matter alone (see outline.ts). */
export type CompiledFile =
  | {
      source: SourceFile
      kind: 'doc'
      render: RenderResult
      frontMatter: DocFrontMatter | null
      problems: ContentProblem[]
      outline?: true
    }
  | {
      source: SourceFile
      kind: 'blog'
      render: RenderResult
      frontMatter: BlogFrontMatter | null
      problems: ContentProblem[]
      outline?: true
    }

/** Characters of a doc's plain text kept after compiling: more than a description takes (see summarise). */
export const DOC_TEXT_KEPT = 400

/** Phase one of the build for one file: parse, render, and validate its front matter. Needs no other file. */
export function compileFile(source: SourceFile, baseUrl: string, facts?: FactTable): CompiledFile {
  return timed('compile', () => compileBytes(source, fs.readFileSync(source.abs), baseUrl, facts))
}

/** `compileFile` for given bytes (the content of `source.abs`, e.g. an edited copy). */
export function compileBytes(
  source: SourceFile,
  bytes: Uint8Array,
  baseUrl: string,
  facts?: FactTable,
): CompiledFile {
  const { text, problem } = decodeSource(bytes, source.abs)
  const rendered = renderMarkdown(text, {
    file: source.abs,
    locale: source.locale as Locale,
    baseUrl,
    ...(facts ? { facts } : {}),
  })
  // A doc's plain text serves only its description: the start is kept, not a fourth of what the
  // compile cache of a large site holds (posts keep all of it, for the reading time).
  const render =
    source.kind === 'doc' ? { ...rendered, text: rendered.text.slice(0, DOC_TEXT_KEPT) } : rendered
  const problems = problem ? [problem, ...render.problems] : [...render.problems]
  const schema = source.kind === 'doc' ? docFrontMatter : blogFrontMatter
  let frontMatter = null
  if (render.yaml === null) {
    problems.push({
      file: source.abs,
      line: 1,
      column: 1,
      message: 'the file has no front matter',
      hint: 'start the file with ---, a line `title: …`, and ---',
    })
  } else {
    const fm = parseFrontMatter(
      render.yaml,
      schema,
      source.abs,
      render.yamlLine,
      FRONT_MATTER_HINTS,
    )
    problems.push(...fm.problems)
    frontMatter = fm.data
  }
  return { source, kind: source.kind, render, frontMatter, problems } as CompiledFile
}
