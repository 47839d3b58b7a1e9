import fs from 'node:fs'
import path from 'node:path'
import { LOCALES, type Locale } from '../../src/shared/config/schema.ts'

/** A Markdown file of the content folder and what its path says about it. */
export interface SourceFile {
  abs: string
  locale: Locale
  kind: 'doc' | 'blog'
  /** Path below `content/<locale>/docs/` or `content/<locale>/blog/`, with `/` separators. */
  rel: string
}

/** Markdown files under `dir` as [absolute path, path below `dir` with `/` separators]; made as it walks, since a large site has thousands. */
function walk(dir: string, rel = ''): [abs: string, rel: string][] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e): [string, string][] => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return walk(p, `${rel}${e.name}/`)
    return /\.mdx?$/u.test(e.name) ? [[p, rel + e.name]] : []
  })
}

/** Every docs and blog Markdown file of every locale, in a stable order. */
export function listSources(root: string): SourceFile[] {
  const out: SourceFile[] = []
  for (const locale of LOCALES) {
    for (const kind of ['doc', 'blog'] as const) {
      const files = walk(path.join(root, locale, kind === 'doc' ? 'docs' : 'blog')).sort(
        ([a], [b]) => (a < b ? -1 : a > b ? 1 : 0),
      )
      for (const [abs, rel] of files) out.push({ abs, locale, kind, rel })
    }
  }
  return out
}

/** The source file at `abs` (a Markdown file of a locale's docs or blog folder under `root`), or null. */
export function sourceAt(root: string, abs: string): SourceFile | null {
  const parts = path.relative(root, abs).split(path.sep)
  const locale = LOCALES.find((l) => l === parts[0])
  const kind = parts[1] === 'docs' ? 'doc' : parts[1] === 'blog' ? 'blog' : null
  if (!locale || !kind || parts.length < 3 || !/\.mdx?$/u.test(abs)) return null
  return { abs, locale, kind, rel: parts.slice(2).join('/') }
}

/** `faqs/deepl-limit.md` → doc id `faqs/deepl-limit`; `faqs/index.md` → `faqs/index`. */
export const docIdOf = (rel: string): string => rel.replace(/\.mdx?$/u, '')

/** Route of a doc without locale prefix: `faqs/index` → `/docs/faqs/`, `log` → `/docs/log`. */
export function docRoute(docId: string): string {
  if (docId === 'index') return '/docs/'
  return docId.endsWith('/index') ? `/docs/${docId.slice(0, -'index'.length)}` : `/docs/${docId}`
}

/** Date and slug from a blog file name such as `2025-06-14-deepl-builtin-errors.md`. */
export function parseBlogFileName(rel: string): { date: string | null; slug: string } {
  const name = path.basename(rel).replace(/\.mdx?$/u, '')
  const m = name.match(/^(\d{4})-(\d{2})-(\d{2})-(.+)$/u)
  return m ? { date: `${m[1]}-${m[2]}-${m[3]}`, slug: m[4]! } : { date: null, slug: name }
}
