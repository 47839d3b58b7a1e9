import path from 'node:path'
import {
  renderMarkdown,
  type RenderResult,
} from '../../../../../scripts/content/markdown/render.ts'
import type { MarkdownStep } from '../../../../../scripts/content/markdown/pipeline.ts'
import { ROOT } from '../../../../../scripts/site-build.ts'

export const FILE = path.join(ROOT, 'tests/fixtures/markdown/x.md')

export const render = (md: string, steps?: readonly MarkdownStep[]): RenderResult =>
  renderMarkdown(md, { file: FILE, locale: 'en', baseUrl: '/' }, steps)

/** Problems as `line:column message`, the way the build prints them after the file name. */
export const problemsOf = (md: string): string[] =>
  render(md).problems.map((p) => `${p.line}:${p.column} ${p.message}`)
