import fs from 'node:fs'
import type { Locale } from '../../src/shared/config/schema.ts'
import type { ContentProblem } from '../lib/errors.ts'
import type { FactTable } from './facts.ts'
import { blogFrontMatter, docFrontMatter, type BlogFrontMatter, type DocFrontMatter } from './frontmatter-schema.ts'
import { parseFrontMatter } from './frontmatter.ts'
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

/** Phase one of the build for one file: parse, render, and validate its front matter. Needs no other file. */
export function compileFile(source: SourceFile, baseUrl: string, facts?: FactTable): CompiledFile {
  return timed('compile', () => compileOne(source, baseUrl, facts))
}

function compileOne(source: SourceFile, baseUrl: string, facts?: FactTable): CompiledFile {
  const text = fs.readFileSync(source.abs, 'utf8')
  const render = renderMarkdown(text, { file: source.abs, locale: source.locale as Locale, baseUrl, ...(facts ? { facts } : {}) })
  const problems = [...render.problems]
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
