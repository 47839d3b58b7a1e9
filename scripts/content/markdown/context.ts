import path from 'node:path'
import type { Nodes } from 'mdast'
import type { Locale } from '../../../src/shared/config/schema.ts'
import { allStrings, type AllStrings } from '../../../src/shared/i18n/all.ts'
import type { ContentProblem } from '../../lib/errors.ts'
import { NO_FACTS, type FactTable } from '../facts.ts'
import type { Mention } from './mentions.ts'

export interface HeadingInfo {
  depth: number
  id: string
  text: string
}

/** A link to another page, resolved once every page is known; `token` stands in the HTML until then. */
export interface PendingLink {
  token: string
  /** `file`: a Markdown file (absolute path); `route`: a site path such as `/docs/faqs/`. */
  kind: 'file' | 'route'
  target: string
  anchor: string | undefined
  line: number
  column: number
}

export interface AssetRef {
  source: string
  /** Output path relative to the site root, content-hashed. */
  output: string
}

export interface RenderOptions {
  file: string
  locale: Locale
  baseUrl: string
  /** Values for `:fact[name]`; without them every fact directive is an unknown fact. */
  facts?: FactTable
}

/** What the steps of one render share: the file, its strings, and what they find and collect. */
export interface RenderContext {
  readonly file: string
  readonly dir: string
  readonly locale: Locale
  readonly baseUrl: string
  readonly source: string
  readonly facts: FactTable
  readonly t: AllStrings
  readonly problems: ContentProblem[]
  readonly headings: HeadingInfo[]
  readonly links: PendingLink[]
  readonly assets: AssetRef[]
  /** Versions and yuan amounts the page states (see mentions.ts). */
  readonly mentions: Mention[]
  /** Reports a problem at the start of `node`. */
  problem(node: Nodes | undefined, message: string, hint?: string): void
  /** Reports a problem at a 1-based line and column of the file. */
  problemAt(line: number, column: number, message: string, hint?: string): void
}

export function createContext(
  source: string,
  { file, locale, baseUrl, facts = NO_FACTS }: RenderOptions,
): RenderContext {
  const problems: ContentProblem[] = []
  const problemAt = (line: number, column: number, message: string, hint?: string) => {
    problems.push({ file, line, column, message, ...(hint ? { hint } : {}) })
  }
  return {
    file,
    dir: path.dirname(file),
    locale,
    baseUrl,
    source,
    facts,
    t: allStrings(locale),
    problems,
    headings: [],
    links: [],
    assets: [],
    mentions: [],
    problemAt,
    problem: (node, message, hint) =>
      problemAt(node?.position?.start.line ?? 1, node?.position?.start.column ?? 1, message, hint),
  }
}
