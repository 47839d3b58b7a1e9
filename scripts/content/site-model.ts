import path from 'node:path'
import { LOCALES, type Locale, type SiteConfig } from '../../src/shared/config/schema.ts'
import type { BlogSidebar, PageData, PageLink, Sidebar } from '../../src/shared/content/types.ts'
import type { SearchSource } from '../../src/shared/search/types.ts'
import { GLOSSARY_FILE, loadGlossary } from '../search/glossary.ts'
import { ContentError, ProblemList, type ContentProblem } from '../lib/errors.ts'
import { sha256 } from '../lib/hash.ts'
import {
  blogModel,
  blogPaths,
  collectPosts,
  type CompiledPost,
  type PostEntry,
} from './blog-model.ts'
import { compileFile, type CompiledFile } from './compile-file.ts'
import { compiledKey } from './compile-cache.ts'
import {
  contentFiles,
  loadAuthors,
  loadSidebars,
  loadSiteConfig,
  loadTags,
  missingContentFiles,
  type ConfigOverrides,
} from './config.ts'
import { gitDates } from './dates.ts'
import { checkPrices, checkVersions } from './fact-checks.ts'
import { loadFacts, type FactTable } from './facts.ts'
import {
  addUntranslated,
  collectDocs,
  docPageData,
  docsSidebars,
  type CompiledDoc,
  type DocEntry,
} from './docs-model.ts'
import { resolveLinks, type LinkIndex, type LinkTarget } from './links.ts'
import type { AssetRef } from './markdown/render.ts'
import { listSources, type SourceFile } from './sources.ts'
import { localizePath } from '../../src/shared/paths.ts'
import { pathKey } from '../../src/shared/site-layout/route-key.ts'
import { homePages, reportPages, searchPage } from './special-pages.ts'

export type { SearchSource }

/** Everything the emit and prerender steps need, for both locales. */
export interface SiteModel {
  config: SiteConfig
  pages: PageData[]
  sidebars: Map<Locale, Map<string, Sidebar>>
  blogSidebars: Map<Locale, BlogSidebar>
  search: Map<Locale, SearchSource[]>
  /** The site's search glossary (content/search-glossary.yml): groups of words readers use for the same thing. */
  searchGlossary: string[][]
  assets: AssetRef[]
  /** Things worth knowing that do not stop the build (e.g. untranslated docs). */
  warnings: string[]
  /**
   * For pages whose HTML is one compiled file with its links resolved: a short key of that HTML,
   * which later steps hash instead of the HTML itself. Absent for other pages, and in tests' models.
   */
  htmlKeys?: Map<PageData, string>
  /**
   * Pages made from a doc's outline (see outline.ts), by path: their body is empty until the doc
   * is compiled and filled in (PatchDoc with `fill`). Value: the doc's source file.
   */
  outlines?: Map<string, string>
  /** Posts per locale, newest first, with full HTML, for the feeds. */
  feeds: Map<
    Locale,
    {
      path: string
      title: string
      date: string
      html: string
      description: string
      tags: string[]
      authors: string[]
    }[]
  >
}

export interface BuildModelOptions {
  overrides?: ConfigOverrides
  /** Return the model despite content problems (for tooling that inspects half-written content). */
  lenient?: boolean
  /** Compiles many files, e.g. on worker threads; defaults to compiling in this thread. */
  compileAll?: (sources: SourceFile[], baseUrl: string, facts: FactTable) => Promise<CompiledFile[]>
  /** Receives a function that updates the model for an edit of one doc's text (see PatchDoc). */
  onPatch?: (patch: PatchDoc) => void
}

/**
 * Updates the model in place for a doc compiled again whose edit changes no other page: the same
 * front matter, headings and assets, and links that all resolve. Returns the pages it replaced (old
 * and new; an untranslated doc has a page in each locale), or null when the edit needs the whole
 * model made again.
 * With `fill`, the file takes the place of its outline: only the front matter must be the same,
 * since other pages know no more of it; its own problems and those of its links are left for the
 * build of the whole model to report.
 */
export type PatchDoc = (
  file: CompiledFile,
  options?: { fill?: boolean },
) => [old: PageData, page: PageData][] | null

/** Whether a doc compiled again still presents itself to other pages as before. */
function presentsAlike(a: CompiledFile, b: CompiledFile): boolean {
  const face = (f: CompiledFile) =>
    JSON.stringify([f.kind, f.source, f.frontMatter, f.render.headings, f.render.assets])
  return face(a) === face(b)
}

/** Phase two of the build: reads every content file, checks every cross reference, and returns all pages. */
export async function buildSiteModel(
  root: string,
  options: BuildModelOptions = {},
): Promise<SiteModel> {
  const missing = missingContentFiles(root)
  if (missing.length) throw new ContentError(missing)
  const files = contentFiles(root)
  const problems = new ProblemList()
  const add = (list: readonly ContentProblem[]) => {
    for (const p of list) problems.add(p)
  }

  const [{ config, problems: configProblems }, sidebarsFile] = await Promise.all([
    loadSiteConfig(files.config, options.overrides),
    loadSidebars(files.sidebars),
  ])
  add(configProblems)
  add(sidebarsFile.problems)
  const authors = loadAuthors(files.authors)
  const tags = loadTags(files.tags)
  const glossary = loadGlossary(path.join(root, GLOSSARY_FILE))
  add(authors.problems)
  add(tags.problems)
  add(glossary.problems)
  if (!config) throw new ContentError(problems.items)

  const facts = loadFacts(files.facts)
  add(facts.problems)
  const sources = listSources(root)
  const compiled = options.compileAll
    ? await options.compileAll(sources, config.baseUrl, facts.facts)
    : sources.map((s) => compileFile(s, config.baseUrl, facts.facts))
  for (const file of compiled) add(file.problems)
  checkVersions(compiled, problems.items)
  checkPrices(compiled, facts.facts, problems.items)
  // A file whose front matter is broken still exists: give it a stand-in so links to it do not
  // pile up as follow-on errors (its own problem is already reported).
  const ok = compiled.map((f) =>
    f.frontMatter ? f : ({ ...f, frontMatter: { title: f.source.rel } } as CompiledFile),
  )
  const git = gitDates(root)

  // Identity of every page first, so links between pages can be checked.
  const docsByLocale = new Map<Locale, Map<string, DocEntry>>()
  const postsByLocale = new Map<Locale, PostEntry[]>()
  const ownerOf = new Map<string, string>()
  const claim = (route: string, file: string) => {
    const key = pathKey(route)
    const other = ownerOf.get(key)
    if (other)
      problems.add({
        file,
        line: 1,
        column: 1,
        message: `this file and ${path.relative(root, other)} both make the route ${route}`,
        hint: 'rename or remove one of them (for example keep faqs/index.md and drop faqs.md)',
      })
    else ownerOf.set(key, file)
  }
  for (const locale of LOCALES) {
    docsByLocale.set(
      locale,
      collectDocs(
        ok.filter((f): f is CompiledDoc => f.kind === 'doc'),
        locale,
        config,
      ),
    )
    postsByLocale.set(
      locale,
      collectPosts(
        ok.filter((f): f is CompiledPost => f.kind === 'blog'),
        locale,
        config,
        authors.data,
        tags.data,
        problems.items,
      ),
    )
  }
  const warnings: string[] = []
  const defaultDocs = docsByLocale.get(config.locales.default)!
  for (const locale of LOCALES.filter((l) => l !== config.locales.default)) {
    const missing = addUntranslated(docsByLocale.get(locale)!, defaultDocs, locale, config)
    if (!missing.length) continue
    if (config.locales.onUntranslated === 'error') {
      for (const id of missing) {
        const file = defaultDocs.get(id)!.file.source.abs
        problems.add({
          file,
          line: 1,
          column: 1,
          message: `this doc has no ${locale} translation: content/${locale}/docs/${id}.md does not exist`,
          hint: `translate it, or set locales.onUntranslated to 'warn' in site.config.ts to show this page there untranslated`,
        })
      }
    } else {
      const list =
        missing.slice(0, 5).join(', ') +
        (missing.length > 5 ? ` and ${missing.length - 5} more` : '')
      warnings.push(
        `${missing.length} docs have no ${locale} translation and show the ${config.locales.default} text under /${config.locales.config[locale].path}/: ${list}`,
      )
    }
  }
  for (const locale of LOCALES) {
    for (const d of docsByLocale.get(locale)!.values()) claim(d.path, d.file.source.abs)
    for (const p of postsByLocale.get(locale)!) claim(p.path, p.file.source.abs)
  }

  const index: LinkIndex = { byFile: new Map(), byRoute: new Map() }
  const target = (p: string, headings: { id: string }[]): LinkTarget => ({
    path: p,
    ids: new Set(headings.map((h) => h.id)),
  })
  for (const locale of LOCALES) {
    for (const d of docsByLocale.get(locale)!.values()) {
      const t = target(d.path, d.file.render.headings)
      // A link to the untranslated file (`../docs/x.md` from this locale) leads to the fallback page.
      index.byFile.set(
        d.fallback ? path.join(root, locale, 'docs', d.file.source.rel) : d.file.source.abs,
        t,
      )
      index.byRoute.set(pathKey(d.path), t)
    }
    for (const p of postsByLocale.get(locale)!) {
      const t = target(p.path, p.file.render.headings)
      index.byFile.set(p.file.source.abs, t)
      index.byRoute.set(pathKey(p.path), t)
    }
    // Pages that are not Markdown files can be linked to as routes (e.g. [公告](/blog)).
    const bp = blogPaths(locale, config.trailingSlash)
    const special = [
      localizePath('/', locale),
      localizePath('/home', locale),
      localizePath('/search', locale),
      bp.list(1),
      bp.tags,
      bp.archive,
      ...Object.keys(tags.data ?? {}).map((id) => bp.tag(id)),
    ]
    for (const p of special) index.byRoute.set(pathKey(p), { path: p, ids: new Set() })
  }

  const linkCtx = (file: CompiledFile) => ({
    file: file.source.abs,
    locale: file.source.locale,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    contentRoot: root,
  })

  // Special pages are registered in the route index too, so content may link to them.
  const pages: PageData[] = []
  const sidebars = new Map<Locale, Map<string, Sidebar>>()
  const blogSidebars = new Map<Locale, BlogSidebar>()
  const search = new Map<Locale, SearchSource[]>()
  const feeds: SiteModel['feeds'] = new Map()
  const assets: AssetRef[] = compiled.flatMap((f) => f.render.assets)

  // Every page without its other-locale link, which needs the pages of both locales (filled below).
  const built: PageData[] = []
  const htmlKeys = new Map<PageData, string>()
  const remakers = new Map<
    string,
    ((
      file: CompiledDoc,
      lenient: boolean,
    ) => { page: PageData; source: SearchSource | null } | null)[]
  >()
  const outlines = new Map<string, string>()
  const searchable = (d: DocEntry) => d.fm.search !== false && !d.fm.unlisted && !d.fallback
  for (const locale of LOCALES) {
    const docs = docsByLocale.get(locale)!
    const posts = postsByLocale.get(locale)!
    const sb = sidebarsFile.sidebars
      ? docsSidebars(
          sidebarsFile.sidebars,
          locale,
          docs,
          files.sidebars,
          sidebarsFile.text,
          problems.items,
        )
      : null
    sidebars.set(locale, sb?.sidebarData ?? new Map())

    // An untranslated page links to this locale's pages; its links were checked with the original.
    const localIndex: LinkIndex = { byRoute: index.byRoute, byFile: new Map(index.byFile) }
    for (const d of defaultDocs.values()) {
      const here = docs.get(d.docId)
      if (here && locale !== config.locales.default)
        localIndex.byFile.set(d.file.source.abs, index.byRoute.get(pathKey(here.path))!)
    }
    const docHtml = new Map<string, { html: string; key: string | undefined }>()
    for (const d of docs.values()) {
      const urls: string[] = []
      const html = d.fallback
        ? resolveLinks(
            [d.file.render.html],
            d.file.render.links,
            localIndex,
            { ...linkCtx(d.file), locale },
            [],
            urls,
          )[0]!
        : resolveLinks(
            [d.file.render.html],
            d.file.render.links,
            index,
            linkCtx(d.file),
            problems.items,
            urls,
          )[0]!
      const compiled = compiledKey(d.file)
      docHtml.set(d.docId, { html, key: compiled && sha256(`${compiled}\0${urls.join('\n')}`) })
    }
    const docSource = (d: DocEntry): SearchSource => ({
      path: d.path,
      title: d.fm.title,
      ...(d.fm.sidebar_label !== undefined &&
        d.fm.sidebar_label.trim() !== d.fm.title.trim() && { label: d.fm.sidebar_label }),
      crumbs: sb?.sidebars.trail.get(d.docId) ?? [],
      sections: d.file.render.sections.map((s) => ({
        hash: s.id ? `#${s.id}` : '',
        title: s.title,
        text: s.text,
      })),
      keywords: d.fm.keywords ?? [],
      ...(d.fm.reader_phrases?.length && { phrases: d.fm.reader_phrases }),
      description: d.fm.description,
    })
    // How each doc's page is made again from a new compile of its file (see PatchDoc).
    if (sb) {
      for (const d of docs.values()) {
        const remake = (file: CompiledDoc, lenient: boolean) => {
          const found: ContentProblem[] = []
          const entry: DocEntry = { ...d, file, fm: file.frontMatter }
          const html = d.fallback
            ? resolveLinks(
                [file.render.html],
                file.render.links,
                localIndex,
                { ...linkCtx(file), locale },
                [],
              )[0]!
            : resolveLinks([file.render.html], file.render.links, index, linkCtx(file), found)[0]!
          if (found.length && !lenient) return null
          return {
            page: docPageData(entry, html, docs, sb, config, git),
            source: searchable(d) ? docSource(entry) : null,
          }
        }
        remakers.set(d.file.source.abs, [...(remakers.get(d.file.source.abs) ?? []), remake])
      }
    }
    const postHtml = new Map<string, { html: string; excerpt: string }>()
    for (const p of posts) {
      const [html, excerpt] = resolveLinks(
        [p.file.render.html, p.file.render.excerptHtml ?? p.file.render.html],
        p.file.render.links,
        index,
        linkCtx(p.file),
        problems.items,
      )
      postHtml.set(p.path, { html: html!, excerpt: excerpt! })
    }

    if (sb)
      for (const d of docs.values()) {
        const { html, key } = docHtml.get(d.docId)!
        const page = docPageData(d, html, docs, sb, config, git)
        built.push(page)
        if (key) htmlKeys.set(page, key)
        if (d.file.outline) outlines.set(page.path, d.file.source.abs)
      }
    const blog = blogModel(posts, locale, config, tags.data ?? {}, postHtml)
    blogSidebars.set(locale, blog.sidebar)
    built.push(...blog.posts, ...blog.lists, blog.tagsPage, blog.archive)
    built.push(...homePages(locale, config, posts), searchPage(locale, config))
    feeds.set(
      locale,
      posts
        .filter((p) => p.listed)
        .map((p) => ({
          path: p.path,
          title: p.fm.title,
          date: p.date,
          html: postHtml.get(p.path)!.html,
          description: p.fm.description ?? '',
          tags: p.tags,
          authors: p.authors.map((a) => a.name),
        })),
    )
    search.set(locale, [
      ...[...docs.values()].filter(searchable).map(docSource),
      ...posts
        .filter((p) => p.listed)
        .map((p) => ({
          path: p.path,
          title: p.fm.title,
          crumbs: [config.blog.title[locale]],
          sections: p.file.render.sections.map((s) => ({
            hash: s.id ? `#${s.id}` : '',
            title: s.title,
            text: s.text,
          })),
          description: p.fm.description,
          post: true,
        })),
    ])
  }

  // The report pages carry their own other-locale link; every other page gets it here, from the pages of both locales.
  const reports = reportPages(files.report, config, problems.items)
  const pathsByLocaleKey = new Map<string, PageData>()
  for (const p of [...built, ...reports]) pathsByLocaleKey.set(pathKey(p.path), p)
  const alternateOf = (p: string): PageLink | null => {
    const locale: Locale = p === '/en' || p.startsWith('/en/') ? 'en' : 'zh-Hans'
    const other = LOCALES.find((l) => l !== locale)!
    const bare = locale === 'zh-Hans' ? p : p.slice(3) || '/'
    const otherPath = other === 'zh-Hans' ? bare : bare === '/' ? '/en/' : `/en${bare}`
    const page = pathsByLocaleKey.get(pathKey(otherPath))
    return page ? { title: page.title, path: page.path } : null
  }
  const finalKeys = new Map<PageData, string>()
  for (const page of built) {
    const final = { ...page, alternate: alternateOf(page.path) }
    pages.push(final)
    const key = htmlKeys.get(page)
    if (key) finalKeys.set(final, key)
  }
  pages.push(...reports)

  if (!options.lenient) problems.throwIfAny()
  const current = new Map(ok.map((f) => [f.source.abs, f]))
  options.onPatch?.((file, { fill = false } = {}) => {
    const old = current.get(file.source.abs)
    const remake = remakers.get(file.source.abs)
    if (!old || !remake || file.kind !== 'doc') return null
    if (fill) {
      if (!file.frontMatter || JSON.stringify(old.frontMatter) !== JSON.stringify(file.frontMatter))
        return null
    } else {
      if (file.problems.length || !presentsAlike(old, file)) return null
      const checks: ContentProblem[] = []
      checkVersions([file], checks)
      checkPrices([file], facts.facts, checks)
      if (checks.length) return null
    }
    const made = remake.map((fn) => fn(file as CompiledDoc, fill))
    if (made.some((m) => !m)) return null
    const replaced: [PageData, PageData][] = []
    for (const m of made) {
      const i = pages.findIndex((p) => p.path === m!.page.path)
      if (i < 0) return null
      const page = { ...m!.page, alternate: pages[i]!.alternate }
      replaced.push([pages[i]!, page])
      pages[i] = page
      const list = search.get(page.locale)
      const at = m!.source && list ? list.findIndex((s) => s.path === m!.source!.path) : -1
      if (at >= 0) list![at] = m!.source!
    }
    current.set(file.source.abs, file)
    return replaced
  })
  return {
    config,
    pages,
    sidebars,
    blogSidebars,
    search,
    searchGlossary: glossary.groups,
    assets,
    feeds,
    warnings,
    htmlKeys: finalKeys,
    ...(outlines.size ? { outlines } : {}),
  }
}
