import type { Locale } from '../config/schema.ts'

/** A heading of a page, as the table of contents uses it. */
export interface TocEntry {
  id: string
  text: string
  level: number
}

/** A link to another page: its title and its path (with locale prefix, without base URL). */
export interface PageLink {
  title: string
  path: string
}

export type SidebarItem =
  | { type: 'link'; label: string; path: string; docId: string }
  | {
      type: 'category'
      label: string
      collapsed: boolean
      items: SidebarItem[]
      /** Set when the page leaves this category's items out: how many links it holds (in the sidebar's chunk). */
      deferred?: number
    }

export interface Sidebar {
  id: string
  items: SidebarItem[]
  /**
   * Set on a large sidebar as one page sees it (its top level and the branch down to the page): the
   * data chunk, under assets/p/, with the whole sidebar, loaded when a reader opens a folded category.
   */
  chunk?: string
}

/** Fields every page module carries; they also fill the document head. */
export interface PageBase {
  locale: Locale
  /** Canonical path with locale prefix and trailing-slash rule applied, without base URL. */
  path: string
  title: string
  description: string
  /** Path of the same page in the other locale, when it exists. */
  alternate: PageLink | null
  /** Canonical path when this page duplicates another (e.g. a tag alias); defaults to `path`. */
  canonical?: string
  /** Keep out of search engines (search results page, unlisted pages). */
  noindex?: boolean
}

export interface DocPageData extends PageBase {
  kind: 'doc'
  docId: string
  html: string
  toc: TocEntry[]
  tocMin: number
  tocMax: number
  hideToc: boolean
  /** Already formatted for the locale, so server and browser print the same text. */
  lastUpdated: { iso: string; text: string; author?: string } | null
  sidebar: Sidebar | null
  /** Categories leading to the page; a category without its own page has a null path. */
  breadcrumbs: { title: string; path: string | null }[]
  prev: PageLink | null
  next: PageLink | null
  /** Highlight search terms in this page's content. */
  searchable: boolean
  /** Set when the doc has no translation in this locale and shows the default locale's text. */
  untranslated?: { lang: string; language: string }
}

export interface AuthorData {
  id: string
  name: string
  title?: string
  url?: string
}

export interface TagData {
  id: string
  label: string
  path: string
  description?: string
}

/** A post as list pages show it. */
export interface PostSummary {
  path: string
  title: string
  date: string
  dateText: string
  readingMinutes: number
  authors: AuthorData[]
  tags: TagData[]
  excerptHtml: string
  hasMore: boolean
}

/** The blog sidebar: every post by year, newest first. Shared by all posts of a locale. */
export interface BlogSidebar {
  years: { year: string; posts: PageLink[] }[]
}

export interface BlogPostData extends PageBase {
  kind: 'blogPost'
  html: string
  toc: TocEntry[]
  date: string
  dateText: string
  readingMinutes: number
  authors: AuthorData[]
  tags: TagData[]
  newer: PageLink | null
  older: PageLink | null
  sidebar: BlogSidebar
}

export interface BlogListData extends PageBase {
  kind: 'blogList'
  /** 1-based page number and the number of pages. */
  page: number
  pages: number
  posts: PostSummary[]
  newer: string | null
  older: string | null
  /** Set on tag pages. */
  tag: (TagData & { count: number; allTagsPath: string }) | null
  sidebar: BlogSidebar
}

export interface BlogTagsData extends PageBase {
  kind: 'blogTags'
  tags: (TagData & { count: number })[]
}

export interface BlogArchiveData extends PageBase {
  kind: 'blogArchive'
  years: { year: string; posts: (PageLink & { dateText: string })[] }[]
}

export interface HomeData extends PageBase {
  kind: 'home'
  latestVersion: string
  years: number
  since: string
  latestPosts: (PageLink & { dateText: string })[]
}

export interface SearchPageData extends PageBase {
  kind: 'search'
}

export interface ReportData extends PageBase {
  kind: 'report'
  caption: string
  columns: { key: string; label: string; numeric: boolean }[]
  rows: Record<string, string | number>[]
  totals: Record<string, number>
  generated: string
}

export type PageData =
  | DocPageData
  | BlogPostData
  | BlogListData
  | BlogTagsData
  | BlogArchiveData
  | HomeData
  | SearchPageData
  | ReportData

export type PageKind = PageData['kind']
