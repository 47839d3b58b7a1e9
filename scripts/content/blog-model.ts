import type { Locale, SiteConfig } from '../../src/shared/config/schema.ts'
import type {
  AuthorData,
  BlogArchiveData,
  BlogListData,
  BlogPostData,
  BlogSidebar,
  BlogTagsData,
  PostSummary,
  TagData,
} from '../../src/shared/content/types.ts'
import { allStrings, format } from '../../src/shared/i18n/all.ts'
import { applyTrailingSlash, localizePath } from '../../src/shared/paths.ts'
import type { ContentProblem } from '../lib/errors.ts'
import {
  groupByYear,
  listPagePath,
  paginate,
  postsByTag,
  readingMinutes,
  sortPosts,
} from './blog.ts'
import type { CompiledFile } from './compile-file.ts'
import type { AuthorEntry, TagEntry } from './config.ts'
import { formatDate, isoDay } from './dates.ts'
import { summarise } from './docs-model.ts'
import type { BlogFrontMatter } from './frontmatter-schema.ts'
import { locateInFrontMatter } from './locate.ts'
import { parseBlogFileName } from './sources.ts'

export type CompiledPost = Extract<CompiledFile, { kind: 'blog' }> & {
  frontMatter: BlogFrontMatter
}

/** A post of one locale with date, slug, path, authors and tags settled. */
export interface PostEntry {
  file: CompiledPost
  date: string
  order: string
  slug: string
  path: string
  fm: BlogFrontMatter
  tags: string[]
  authors: AuthorData[]
  listed: boolean
}

const BLOG = '/blog'

/** Collects the posts of a locale, reporting missing dates, unknown authors and unknown tags. */
export function collectPosts(
  files: readonly CompiledPost[],
  locale: Locale,
  config: SiteConfig,
  /** Null when authors.yml or tags.yml could not be read: its own error is reported, ids go unchecked. */
  authorsOrNull: Record<string, AuthorEntry> | null,
  tagsOrNull: Record<string, TagEntry> | null,
  problems: ContentProblem[],
): PostEntry[] {
  const authors = authorsOrNull ?? {}
  const tags = tagsOrNull ?? {}
  const posts: PostEntry[] = []
  for (const file of files) {
    if (file.source.locale !== locale || file.frontMatter.draft) continue
    const fm = file.frontMatter
    const fromName = parseBlogFileName(file.source.rel)
    const date = fm.date ? isoDay(fm.date) : fromName.date
    if (!date) {
      problems.push({
        file: file.source.abs,
        line: 1,
        column: 1,
        message: `blog post "${file.source.rel}" has no date`,
        hint: 'name the file YYYY-MM-DD-<slug>.md (e.g. 2025-06-14-deepl-builtin-errors.md) or add `date: 2025-06-14` to its front matter',
      })
      continue
    }
    const slug = fm.slug ?? fromName.slug
    for (const id of fm.authors ?? []) {
      if (authorsOrNull && !authors[id])
        problems.push({
          file: file.source.abs,
          ...locateInFrontMatter(file.source.abs, 'authors', id),
          message: `unknown author "${id}"`,
          hint: `add "${id}" to content/authors.yml or use one of: ${Object.keys(authors).join(', ')}`,
        })
    }
    for (const id of fm.tags ?? []) {
      if (tagsOrNull && !tags[id])
        problems.push({
          file: file.source.abs,
          ...locateInFrontMatter(file.source.abs, 'tags', id),
          message: `unknown tag "${id}"`,
          hint: `use one of: ${Object.keys(tags).join(', ')}, or add it to content/tags.yml`,
        })
    }
    const [y, m, d] = date.split('-')
    posts.push({
      file,
      date,
      order: file.source.rel,
      slug,
      path: applyTrailingSlash(
        localizePath(`${BLOG}/${y}/${m}/${d}/${slug}`, locale),
        config.trailingSlash,
      ),
      fm,
      tags: (fm.tags ?? []).filter((t) => tags[t]),
      authors: (fm.authors ?? [])
        .filter((a) => authors[a])
        .map((id) => {
          const a = authors[id]!
          return {
            id,
            name: a.name[locale],
            ...(a.title ? { title: a.title[locale] } : {}),
            ...(a.url ? { url: a.url } : {}),
          }
        }),
      listed: !fm.unlisted,
    })
  }
  return sortPosts(posts)
}

/** Paths of the blog's list pages in a locale. */
export function blogPaths(locale: Locale, trailingSlash: boolean | undefined) {
  const p = (path: string) => applyTrailingSlash(localizePath(path, locale), trailingSlash)
  return {
    list: (page: number) => p(listPagePath(BLOG, page)),
    tags: p(`${BLOG}/tags`),
    tag: (id: string, page = 1) => p(listPagePath(`${BLOG}/tags/${id}`, page)),
    archive: p(`${BLOG}/archive`),
  }
}

export interface BlogModel {
  posts: BlogPostData[]
  lists: BlogListData[]
  tagsPage: BlogTagsData
  archive: BlogArchiveData
  sidebar: BlogSidebar
}

/**
 * Builds every blog page of a locale. `html` and `excerpts` are the link-resolved bodies by post path.
 */
export function blogModel(
  posts: readonly PostEntry[],
  locale: Locale,
  config: SiteConfig,
  tags: Record<string, TagEntry>,
  html: ReadonlyMap<string, { html: string; excerpt: string }>,
): BlogModel {
  const t = allStrings(locale)
  const paths = blogPaths(locale, config.trailingSlash)
  const listed = posts.filter((p) => p.listed)
  const tagData = (id: string): TagData => {
    const tag = tags[id]!
    return {
      id,
      label: tag.label[locale],
      path: paths.tag(id),
      ...(tag.description ? { description: tag.description[locale] } : {}),
    }
  }
  const sidebar: BlogSidebar = {
    years: groupByYear(listed).map((g) => ({
      year: g.year,
      posts: g.posts.map((p) => ({ title: p.fm.title, path: p.path })),
    })),
  }
  const summary = (p: PostEntry): PostSummary => {
    const body = html.get(p.path)!
    return {
      path: p.path,
      title: p.fm.title,
      date: p.date,
      dateText: formatDate(p.date, locale),
      readingMinutes: readingMinutes(p.file.render.text),
      authors: p.authors,
      tags: p.tags.map(tagData),
      excerptHtml: body.excerpt,
      hasMore: p.file.render.excerptHtml !== null,
    }
  }
  const blogTitle = config.blog.title[locale]

  const postPages: BlogPostData[] = posts.map((p) => {
    const i = listed.indexOf(p)
    const newer = i > 0 ? listed[i - 1]! : null
    const older = i >= 0 && i < listed.length - 1 ? listed[i + 1]! : null
    return {
      kind: 'blogPost',
      locale,
      path: p.path,
      title: p.fm.title,
      description: p.fm.description ?? summarise(p.file.render.text),
      alternate: null,
      ...(p.listed ? {} : { noindex: true }),
      html: html.get(p.path)!.html,
      toc: p.file.render.headings
        .filter((h) => h.depth <= 3)
        .map((h) => ({ id: h.id, text: h.text, level: h.depth })),
      date: p.date,
      dateText: formatDate(p.date, locale),
      readingMinutes: readingMinutes(p.file.render.text),
      authors: p.authors,
      tags: p.tags.map(tagData),
      newer: newer && { title: newer.fm.title, path: newer.path },
      older: older && { title: older.fm.title, path: older.path },
      sidebar,
    }
  })

  const listPages = (
    entries: PostEntry[],
    pathOf: (page: number) => string,
    title: (page: number) => string,
    description: string,
    tag: BlogListData['tag'],
  ): BlogListData[] => {
    const pages = paginate(entries, config.blog.postsPerPage)
    return pages.map((items, i) => ({
      kind: 'blogList',
      locale,
      path: pathOf(i + 1),
      title: title(i + 1),
      description,
      alternate: null,
      page: i + 1,
      pages: pages.length,
      posts: items.map(summary),
      newer: i > 0 ? pathOf(i) : null,
      older: i < pages.length - 1 ? pathOf(i + 2) : null,
      tag,
      sidebar,
    }))
  }
  const pageSuffix = (page: number) => (page > 1 ? ` (${page})` : '')
  const lists = listPages(
    listed,
    paths.list,
    (n) => blogTitle + pageSuffix(n),
    config.blog.description[locale],
    null,
  )
  const byTag = postsByTag(listed)
  for (const [id, tag] of Object.entries(tags)) {
    const entries = byTag.get(id) ?? []
    if (!entries.length) continue
    const data = tagData(id)
    const heading = format(t.tagTitle, {
      count: format(t.postCount, { count: entries.length }),
      tag: data.label,
    })
    const tagInfo = { ...data, count: entries.length, allTagsPath: paths.tags }
    lists.push(
      ...listPages(
        entries,
        (n) => paths.tag(id, n),
        (n) => heading + pageSuffix(n),
        data.description ?? heading,
        tagInfo,
      ),
    )
    // Aliases read the same list under another name; they point search engines at the main tag.
    for (const alias of tag.aliases ?? []) {
      lists.push(
        ...listPages(
          entries,
          (n) => paths.tag(alias, n),
          (n) => heading + pageSuffix(n),
          data.description ?? heading,
          tagInfo,
        ).map((page, i) => ({
          ...page,
          canonical: paths.tag(id, i + 1),
        })),
      )
    }
  }

  const tagsPage: BlogTagsData = {
    kind: 'blogTags',
    locale,
    path: paths.tags,
    title: t.tagsTitle,
    description: t.tagsTitle,
    alternate: null,
    tags: Object.keys(tags)
      .filter((id) => byTag.has(id))
      .map((id) => ({ ...tagData(id), count: byTag.get(id)!.length })),
  }
  const archive: BlogArchiveData = {
    kind: 'blogArchive',
    locale,
    path: paths.archive,
    title: t.archive,
    description: t.archiveDescription,
    alternate: null,
    years: groupByYear(listed).map((g) => ({
      year: g.year,
      posts: g.posts.map((p) => ({
        title: p.fm.title,
        path: p.path,
        dateText: formatDate(p.date, locale),
      })),
    })),
  }
  return { posts: postPages, lists, tagsPage, archive, sidebar }
}
