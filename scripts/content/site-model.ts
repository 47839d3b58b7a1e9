import fs from 'node:fs'
import path from 'node:path'
import { LOCALES, type Locale, type SiteConfig } from '../../src/shared/config/schema.ts'
import type { BlogSidebar, PageData, PageLink, Sidebar } from '../../src/shared/content/types.ts'
import type { SearchSource } from '../../src/shared/search/types.ts'
import { GLOSSARY_FILE, loadGlossary } from '../search/glossary.ts'
import { ContentError, ProblemList, type ContentProblem } from '../lib/errors.ts'
import { blogModel, blogPaths, collectPosts, type CompiledPost, type PostEntry } from './blog-model.ts'
import { compileFile, type CompiledFile } from './compile-file.ts'
import { contentFiles, loadAuthors, loadSidebars, loadSiteConfig, loadTags, type ConfigOverrides } from './config.ts'
import { gitDates } from './dates.ts'
import { collectDocs, docPageData, docsSidebars, type CompiledDoc, type DocEntry } from './docs-model.ts'
import { indexKeyOf, resolveLinks, type LinkIndex, type LinkTarget } from './links.ts'
import type { AssetRef } from './markdown/render.ts'
import { listSources, type SourceFile } from './sources.ts'
import { localizePath } from '../../src/shared/paths.ts'
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
  /** Posts per locale, newest first, with full HTML, for the feeds. */
  feeds: Map<Locale, { path: string; title: string; date: string; html: string; description: string; tags: string[]; authors: string[] }[]>
}

export interface BuildModelOptions {
  overrides?: ConfigOverrides
  /** Return the model despite content problems (for tooling that inspects half-written content). */
  lenient?: boolean
  /** Compiles many files, e.g. on worker threads; defaults to compiling in this thread. */
  compileAll?: (sources: SourceFile[], baseUrl: string) => Promise<CompiledFile[]>
}

/** Phase two of the build: reads every content file, checks every cross reference, and returns all pages. */
export async function buildSiteModel(root: string, options: BuildModelOptions = {}): Promise<SiteModel> {
  const files = contentFiles(root)
  const problems = new ProblemList()
  const add = (list: readonly ContentProblem[]) => list.forEach((p) => problems.add(p))

  const [{ config, problems: configProblems }, sidebarsFile] = await Promise.all([loadSiteConfig(files.config, options.overrides), loadSidebars(files.sidebars)])
  add(configProblems)
  add(sidebarsFile.problems)
  const authors = loadAuthors(files.authors)
  const tags = loadTags(files.tags)
  const glossary = loadGlossary(path.join(root, GLOSSARY_FILE))
  add(authors.problems)
  add(tags.problems)
  add(glossary.problems)
  if (!config) throw new ContentError(problems.items)

  const sources = listSources(root)
  const compiled = options.compileAll ? await options.compileAll(sources, config.baseUrl) : sources.map((s) => compileFile(s, config.baseUrl))
  for (const file of compiled) add(file.problems)
  // A file whose front matter is broken still exists: give it a stand-in so links to it do not
  // pile up as follow-on errors (its own problem is already reported).
  const ok = compiled.map((f) => (f.frontMatter ? f : ({ ...f, frontMatter: { title: f.source.rel } } as CompiledFile)))
  const git = gitDates(root)

  // Identity of every page first, so links between pages can be checked.
  const docsByLocale = new Map<Locale, Map<string, DocEntry>>()
  const postsByLocale = new Map<Locale, PostEntry[]>()
  const ownerOf = new Map<string, string>()
  const claim = (route: string, file: string) => {
    const key = indexKeyOf(route)
    const other = ownerOf.get(key)
    if (other) problems.add({ file, line: 1, column: 1, message: `this file and ${path.relative(root, other)} both make the route ${route}`, hint: 'rename or remove one of them (for example keep faqs/index.md and drop faqs.md)' })
    else ownerOf.set(key, file)
  }
  for (const locale of LOCALES) {
    const docs = collectDocs(ok.filter((f): f is CompiledDoc => f.kind === 'doc'), locale, config)
    const posts = collectPosts(ok.filter((f): f is CompiledPost => f.kind === 'blog'), locale, config, authors.data, tags.data, problems.items)
    for (const d of docs.values()) claim(d.path, d.file.source.abs)
    for (const p of posts) claim(p.path, p.file.source.abs)
    docsByLocale.set(locale, docs)
    postsByLocale.set(locale, posts)
  }

  const index: LinkIndex = { byFile: new Map(), byRoute: new Map() }
  const target = (p: string, headings: { id: string }[]): LinkTarget => ({ path: p, ids: new Set(headings.map((h) => h.id)) })
  for (const locale of LOCALES) {
    for (const d of docsByLocale.get(locale)!.values()) {
      const t = target(d.path, d.file.render.headings)
      index.byFile.set(d.file.source.abs, t)
      index.byRoute.set(indexKeyOf(d.path), t)
    }
    for (const p of postsByLocale.get(locale)!) {
      const t = target(p.path, p.file.render.headings)
      index.byFile.set(p.file.source.abs, t)
      index.byRoute.set(indexKeyOf(p.path), t)
    }
    // Pages that are not Markdown files can be linked to as routes (e.g. [公告](/blog)).
    const bp = blogPaths(locale, config.trailingSlash)
    const special = [localizePath('/', locale), localizePath('/home', locale), localizePath('/search', locale), bp.list(1), bp.tags, bp.archive, ...Object.keys(tags.data).map((id) => bp.tag(id))]
    for (const p of special) index.byRoute.set(indexKeyOf(p), { path: p, ids: new Set() })
  }

  const linkCtx = (file: CompiledFile) => ({ file: file.source.abs, locale: file.source.locale, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, contentRoot: root })

  // Special pages are registered in the route index too, so content may link to them.
  const pages: PageData[] = []
  const sidebars = new Map<Locale, Map<string, Sidebar>>()
  const blogSidebars = new Map<Locale, BlogSidebar>()
  const search = new Map<Locale, SearchSource[]>()
  const feeds: SiteModel['feeds'] = new Map()
  const assets: AssetRef[] = compiled.flatMap((f) => f.render.assets)

  const pending: { locale: Locale; make: (alternateOf: (p: string) => PageLink | null) => PageData[] }[] = []
  for (const locale of LOCALES) {
    const docs = docsByLocale.get(locale)!
    const posts = postsByLocale.get(locale)!
    const sb = sidebarsFile.sidebars ? docsSidebars(sidebarsFile.sidebars, locale, docs, files.sidebars, sidebarsFile.text, problems.items) : null
    sidebars.set(locale, sb?.sidebarData ?? new Map())

    const docHtml = new Map<string, string>()
    for (const d of docs.values()) docHtml.set(d.docId, resolveLinks([d.file.render.html], d.file.render.links, index, linkCtx(d.file), problems.items)[0]!)
    const postHtml = new Map<string, { html: string; excerpt: string }>()
    for (const p of posts) {
      const [html, excerpt] = resolveLinks([p.file.render.html, p.file.render.excerptHtml ?? p.file.render.html], p.file.render.links, index, linkCtx(p.file), problems.items)
      postHtml.set(p.path, { html: html!, excerpt: excerpt! })
    }

    pending.push({
      locale,
      make: (alternateOf) => {
        const out: PageData[] = []
        if (sb) for (const d of docs.values()) out.push(docPageData(d, docHtml.get(d.docId)!, docs, sb, config, git, alternateOf(d.path)))
        const blog = blogModel(posts, locale, config, tags.data, postHtml, alternateOf)
        blogSidebars.set(locale, blog.sidebar)
        out.push(...blog.posts, ...blog.lists, blog.tagsPage, blog.archive)
        out.push(...homePages(locale, config, posts, alternateOf), searchPage(locale, config, alternateOf))
        feeds.set(
          locale,
          posts.filter((p) => p.listed).map((p) => ({ path: p.path, title: p.fm.title, date: p.date, html: postHtml.get(p.path)!.html, description: p.fm.description ?? '', tags: p.tags, authors: p.authors.map((a) => a.name) })),
        )
        search.set(locale, [
          ...[...docs.values()]
            .filter((d) => d.fm.search !== false && !d.fm.unlisted)
            .map((d) => ({
              path: d.path,
              title: d.fm.title,
              crumbs: sb?.sidebars.trail.get(d.docId) ?? [],
              sections: d.file.render.sections.map((s) => ({ hash: s.id ? `#${s.id}` : '', title: s.title, text: s.text })),
              keywords: d.fm.keywords ?? [],
              description: d.fm.description,
            })),
          ...posts
            .filter((p) => p.listed)
            .map((p) => ({
              path: p.path,
              title: p.fm.title,
              crumbs: [config.blog.title[locale]],
              sections: p.file.render.sections.map((s) => ({ hash: s.id ? `#${s.id}` : '', title: s.title, text: s.text })),
              description: p.fm.description,
            })),
        ])
        return out
      },
    })
  }

  // Alternates need every page's path in both locales: build pages with a lookup filled in two steps.
  const pathsByLocaleKey = new Map<string, PageData>()
  const first = pending.flatMap((p) => p.make(() => null))
  first.push(...reportPages(files.report, config, problems.items))
  for (const p of first) pathsByLocaleKey.set(indexKeyOf(p.path), p)
  const alternateOf = (p: string): PageLink | null => {
    const locale: Locale = p === '/en' || p.startsWith('/en/') ? 'en' : 'zh-Hans'
    const other = LOCALES.find((l) => l !== locale)!
    const bare = locale === 'zh-Hans' ? p : p.slice(3) || '/'
    const otherPath = other === 'zh-Hans' ? bare : bare === '/' ? '/en/' : `/en${bare}`
    const page = pathsByLocaleKey.get(indexKeyOf(otherPath))
    return page ? { title: page.title, path: page.path } : null
  }
  for (const page of first) {
    const withAlt = page.kind === 'report' ? page : { ...page, alternate: alternateOf(page.path) }
    pages.push(withAlt)
  }

  if (!options.lenient) problems.throwIfAny()
  return { config, pages, sidebars, blogSidebars, search, searchGlossary: glossary.groups, assets, feeds }
}

/** True when `dir` looks like a content folder. */
export const isContentRoot = (dir: string): boolean => fs.existsSync(contentFiles(dir).config)
