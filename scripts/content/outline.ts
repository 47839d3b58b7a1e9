import fs from 'node:fs'
import type { CompiledFile } from './compile-file.ts'
import { docFrontMatter, FRONT_MATTER_HINTS, type DocFrontMatter } from './frontmatter-schema.ts'
import { parseFrontMatter } from './frontmatter.ts'
import type { RenderResult } from './markdown/render.ts'
import { decodeSource } from './source-text.ts'
import type { SourceFile } from './sources.ts'

/*
 * A doc's outline is its front matter alone, with an empty body, for a model that must exist before
 * the site is compiled (the dev server's first page). It is read in a fraction of a millisecond,
 * where parsing and rendering the body takes ten or more. This module loads no Markdown toolchain,
 * so a thread that reads outlines starts quickly.
 */

/** Front matter fenced by `---` lines at the very start of a file, as the Markdown parser reads it. */
const FENCED = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/u

/**
 * A doc's front matter, read without compiling the doc. Null when the file needs the full compile
 * to say what it holds (no plain front matter, or problems in it), and for posts, whose pages show
 * their text in lists.
 */
export function frontMatterOf(source: SourceFile): DocFrontMatter | null {
  if (source.kind !== 'doc') return null
  const bytes = fs.readFileSync(source.abs)
  // The head alone is decoded: the front matter ends at the first line that starts with ---.
  const end = bytes.indexOf('\n---', 3)
  if (end < 0) return null
  const lineEnd = bytes.indexOf('\n', end + 4)
  const { text, problem } = decodeSource(
    bytes.subarray(0, lineEnd < 0 ? bytes.length : lineEnd + 1),
    source.abs,
  )
  const yaml = problem ? undefined : FENCED.exec(text)?.[1]
  if (yaml === undefined) return null
  const fm = parseFrontMatter(yaml, docFrontMatter, source.abs, 2, FRONT_MATTER_HINTS)
  return fm.problems.length ? null : fm.data
}

/** A doc's outline from its front matter. */
export function outlineOf(source: SourceFile, frontMatter: DocFrontMatter): CompiledFile {
  const render: RenderResult = {
    yaml: null,
    yamlLine: 2,
    html: '',
    excerptHtml: null,
    headings: [],
    links: [],
    assets: [],
    sections: [],
    text: '',
    mentions: [],
    problems: [],
  }
  return { source, kind: 'doc', render, frontMatter, problems: [], outline: true }
}
