import type { Root } from 'mdast'
import type { ContentProblem } from '../../lib/errors.ts'
import { admonitions } from './admonitions.ts'
import { codeBlocks } from './code-block.ts'
import {
  createContext,
  type AssetRef,
  type HeadingInfo,
  type PendingLink,
  type RenderOptions,
} from './context.ts'
import { plainDirectives } from './directives.ts'
import { facts } from './fact-directive.ts'
import { headings } from './headings.ts'
import { isTruncateMarker } from './html-safelist.ts'
import { tableScroll, taskLabels } from './html-tweaks.ts'
import { linkTargets } from './link-targets.ts'
import type { Mention } from './mentions.ts'
import { parseMarkdown } from './parse.ts'
import { runSteps, type MarkdownStep } from './pipeline.ts'
import { rawHtml } from './raw-html.ts'
import { searchSections, type SectionText } from './sections.ts'
import { plainText, squash } from './text.ts'
import { treeToHtml } from './to-html.ts'

export type { AssetRef, HeadingInfo, PendingLink, RenderOptions, SectionText }

export interface RenderResult {
  yaml: string | null
  /** 1-based line of the first YAML line. */
  yamlLine: number
  html: string
  /** HTML above `<!-- truncate -->`, or null when the marker is absent. */
  excerptHtml: string | null
  headings: HeadingInfo[]
  links: PendingLink[]
  assets: AssetRef[]
  sections: SectionText[]
  /** Plain text of the body, for reading time and descriptions (a compiled doc keeps its start only). */
  text: string
  /** Versions and yuan amounts the page states, for the checks that need every page. */
  mentions: Mention[]
  problems: ContentProblem[]
}

/**
 * The steps of the renderer, in order. Directives of our own go before `plainDirectives`, which
 * turns every directive nobody claimed back into its text.
 */
export const STEPS: readonly MarkdownStep[] = [
  facts,
  admonitions,
  plainDirectives,
  rawHtml,
  headings,
  linkTargets,
  codeBlocks,
  taskLabels,
  tableScroll,
]

/** Takes the YAML front matter off the tree. */
function takeFrontMatter(tree: Root): { yaml: string | null; yamlLine: number } {
  const first = tree.children[0]
  if (first?.type !== 'yaml') return { yaml: null, yamlLine: 2 }
  tree.children.shift()
  return { yaml: first.value, yamlLine: (first.position?.start.line ?? 1) + 1 }
}

const byPosition = (a: ContentProblem, b: ContentProblem) =>
  (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)

/**
 * Renders one Markdown file of the content format to HTML at build time: parse, take the front
 * matter, run the steps over the tree, then write the HTML (and the excerpt above
 * `<!-- truncate -->`), the search sections and the plain text.
 */
export function renderMarkdown(
  source: string,
  options: RenderOptions,
  steps: readonly MarkdownStep[] = STEPS,
): RenderResult {
  const ctx = createContext(source, options)
  const tree = parseMarkdown(source)
  const frontMatter = takeFrontMatter(tree)
  runSteps(tree, steps, ctx)
  const truncateAt = tree.children.findIndex((n) => n.type === 'html' && isTruncateMarker(n.value))
  return {
    ...frontMatter,
    html: treeToHtml(tree, steps, ctx),
    excerptHtml:
      truncateAt === -1
        ? null
        : treeToHtml({ type: 'root', children: tree.children.slice(0, truncateAt) }, steps, ctx),
    headings: ctx.headings,
    links: ctx.links,
    assets: ctx.assets,
    sections: searchSections(tree, ctx.headings),
    text: squash(plainText(tree)),
    mentions: ctx.mentions,
    problems: ctx.problems.sort(byPosition),
  }
}
