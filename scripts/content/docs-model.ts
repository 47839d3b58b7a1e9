import type { Locale, SiteConfig } from '../../src/shared/config/schema.ts'
import type { SidebarsInput } from '../../src/shared/config/sidebars.ts'
import type { DocPageData, PageLink, Sidebar } from '../../src/shared/content/types.ts'
import { applyTrailingSlash, localizePath } from '../../src/shared/paths.ts'
import type { ContentProblem } from '../lib/errors.ts'
import type { CompiledFile } from './compile-file.ts'
import { formatDate, lastUpdateOf } from './dates.ts'
import type { DocFrontMatter } from './frontmatter-schema.ts'
import { resolveSidebars, type ResolvedSidebars } from './sidebars.ts'
import { sidebarViews, type SidebarViews } from '../../src/shared/content/sidebar-view.ts'
import { sidebarChunk } from '../emit/chunk-names.ts'
import { docIdOf, docRoute } from './sources.ts'

export type CompiledDoc = Extract<CompiledFile, { kind: 'doc' }> & { frontMatter: DocFrontMatter }

/** A doc of one locale with its identity settled, before its HTML links are resolved. */
export interface DocEntry {
  file: CompiledDoc
  docId: string
  path: string
  fm: DocFrontMatter
  /** Locale of the page, which differs from the file's when the doc is untranslated. */
  locale: Locale
  /** True when the locale has no file for this doc and it shows the default locale's text. */
  fallback?: boolean
}

/** Canonical path of a doc in a locale, with the trailing-slash setting applied. */
export function docPath(docId: string, locale: Locale, trailingSlash: boolean | undefined): string {
  return applyTrailingSlash(localizePath(docRoute(docId), locale), trailingSlash)
}

/** Docs of one locale by id, leaving drafts out. */
export function collectDocs(
  files: readonly CompiledDoc[],
  locale: Locale,
  config: SiteConfig,
): Map<string, DocEntry> {
  const docs = new Map<string, DocEntry>()
  for (const file of files) {
    if (file.source.locale !== locale || file.frontMatter.draft) continue
    const docId = docIdOf(file.source.rel)
    docs.set(docId, {
      file,
      docId,
      path: docPath(docId, locale, config.trailingSlash),
      fm: file.frontMatter,
      locale,
    })
  }
  return docs
}

/**
 * Adds to `docs` (of a locale other than the default) every doc of the default locale that it
 * lacks, as an untranslated page under this locale's URL. Returns the doc ids it added.
 */
export function addUntranslated(
  docs: Map<string, DocEntry>,
  defaults: ReadonlyMap<string, DocEntry>,
  locale: Locale,
  config: SiteConfig,
): string[] {
  const added: string[] = []
  for (const [docId, d] of defaults) {
    if (docs.has(docId)) continue
    docs.set(docId, {
      ...d,
      locale,
      path: docPath(docId, locale, config.trailingSlash),
      fallback: true,
    })
    added.push(docId)
  }
  return added
}

/** First sentence-ish of the page text, for pages without a description. */
export function summarise(text: string, max = 150): string {
  const t = text.trim()
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`
}

export interface DocsOfLocale {
  sidebars: ResolvedSidebars
  /** Sidebar data, keyed by sidebar id, for emission as shared chunks. */
  sidebarData: Map<string, Sidebar>
  /** Per-page views of the sidebars too large to go whole into every page. */
  views: Map<string, SidebarViews>
}

/** Sidebars of a locale, reported against `sidebars.ts`. */
export function docsSidebars(
  input: SidebarsInput,
  locale: Locale,
  docs: Map<string, DocEntry>,
  file: string,
  text: string,
  problems: ContentProblem[],
): DocsOfLocale {
  const refs = new Map(
    [...docs].map(([id, d]) => [
      id,
      { label: d.fm.sidebar_label ?? d.fm.title, path: d.path, unlisted: !!d.fm.unlisted },
    ]),
  )
  const sidebars = resolveSidebars(input, locale, refs, file, text, problems)
  const sidebarData = new Map([...sidebars.sidebars].map(([id, s]) => [id as string, s]))
  const views = new Map<string, SidebarViews>()
  for (const [id, sidebar] of sidebarData) {
    const v = sidebarViews(sidebar, sidebarChunk(locale, id, sidebar).name)
    if (v) views.set(id, v)
  }
  return { sidebars, sidebarData, views }
}

function link(docs: Map<string, DocEntry>, id: string | undefined | null): PageLink | null {
  const d = id ? docs.get(id) : undefined
  return d ? { title: d.fm.sidebar_label ?? d.fm.title, path: d.path } : null
}

const positions = new WeakMap<readonly string[], Map<string, number>>()
/** Index of each doc id in a sidebar's order, made once per order: a large sidebar has thousands. */
function positionIn(order: readonly string[]): Map<string, number> {
  let map = positions.get(order)
  if (!map) {
    map = new Map()
    // The first place of an id, as indexOf gives it.
    for (let i = order.length - 1; i >= 0; i--) map.set(order[i]!, i)
    positions.set(order, map)
  }
  return map
}

/** Page data of one doc; `html` is the link-resolved body. */
export function docPageData(
  entry: DocEntry,
  html: string,
  docs: Map<string, DocEntry>,
  { sidebars, sidebarData, views }: DocsOfLocale,
  config: SiteConfig,
  git: Map<string, Date>,
): DocPageData {
  const { fm, docId, file, locale } = entry
  const original = config.locales.default
  const sidebarId = sidebars.sidebarOf.get(docId)
  const order = sidebarId ? sidebars.order.get(sidebarId)! : []
  const at = positionIn(order).get(docId) ?? -1
  const prev =
    fm.pagination_prev === null
      ? null
      : link(docs, fm.pagination_prev ?? (at > 0 ? order[at - 1] : undefined))
  const next =
    fm.pagination_next === null
      ? null
      : link(docs, fm.pagination_next ?? (at >= 0 ? order[at + 1] : undefined))
  const updated = fm.last_update?.date
    ? new Date(fm.last_update.date)
    : lastUpdateOf(file.source.abs, git)
  const tocMin = fm.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel
  const tocMax = Math.max(
    fm.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel,
    tocMin,
  )
  return {
    kind: 'doc',
    locale,
    path: entry.path,
    title: fm.title,
    description: fm.description ?? summarise(file.render.text),
    alternate: null,
    ...(fm.unlisted ? { noindex: true } : {}),
    // The text is the default locale's: that page is the one search engines should index.
    ...(entry.fallback
      ? {
          canonical: docPath(docId, original, config.trailingSlash),
          untranslated: {
            lang: config.locales.config[original].htmlLang,
            language: config.locales.config[original].label,
          },
        }
      : {}),
    docId,
    html,
    toc: file.render.headings.map((h) => ({ id: h.id, text: h.text, level: h.depth })),
    tocMin,
    tocMax,
    hideToc: !!fm.hide_table_of_contents,
    lastUpdated: {
      iso: updated.toISOString(),
      text: formatDate(updated, locale),
      ...(fm.last_update?.author ? { author: fm.last_update.author } : {}),
    },
    sidebar: sidebarId
      ? (views.get(sidebarId)?.viewFrom(entry.path) ?? sidebarData.get(sidebarId)!)
      : null,
    breadcrumbs: sidebarId
      ? (sidebars.trail.get(docId) ?? []).map((title) => ({ title, path: null }))
      : [],
    prev,
    next,
    searchable: fm.search !== false && !fm.unlisted,
  }
}
