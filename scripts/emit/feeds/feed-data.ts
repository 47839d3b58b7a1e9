import type { Locale } from '../../../src/shared/config/schema.ts'
import type { BlogPostData } from '../../../src/shared/content/types.ts'
import { absoluteUrl } from '../../../src/shared/head.ts'
import { applyTrailingSlash, localizePath } from '../../../src/shared/paths.ts'
import type { SiteModel } from '../../content/site-model.ts'
import { absolutizeHtml } from './absolute-html.ts'

/** A person or the site, as feeds name authors. */
export interface FeedPerson {
  name: string
  url?: string
}

/** One post, with everything absolute and ready to write in any feed format. */
export interface FeedItem {
  /** The post URL; also the item's unique id. */
  url: string
  title: string
  /** `YYYY-MM-DD`. */
  date: string
  summary: string
  /** Full post HTML with absolute URLs. */
  html: string
  authors: FeedPerson[]
  tags: { id: string; label: string; url: string }[]
}

/** The feed of one locale; the three formats are renderings of it. */
export interface FeedData {
  locale: Locale
  /** BCP 47 tag, as in `<html lang>`. */
  language: string
  title: string
  description: string
  /** The blog's first list page. */
  homeUrl: string
  feedUrls: { rss: string; atom: string; json: string }
  /** Day of the newest post, or null for a blog without posts. */
  updated: string | null
  /** The site, as the feed-level author (Atom needs one when a post names none). */
  author: FeedPerson
  /** Newest first. */
  items: FeedItem[]
}

/** Site path of a feed file, e.g. `/en/blog/atom.xml`. */
export const feedPath = (locale: Locale, file: 'rss.xml' | 'atom.xml' | 'feed.json'): string =>
  localizePath(`/blog/${file}`, locale)

/** Gathers the feed of `locale` from the model: its listed posts, with metadata from their pages. */
export function feedData(model: SiteModel, locale: Locale): FeedData {
  const { config } = model
  const url = (p: string) => absoluteUrl(config, p)
  const postPages = new Map(
    model.pages.filter((p): p is BlogPostData => p.kind === 'blogPost').map((p) => [p.path, p]),
  )
  const items = (model.feeds.get(locale) ?? []).map((post): FeedItem => {
    // Authors with links, tag labels and the summary come from the post's page.
    const page = postPages.get(post.path)
    if (!page) throw new Error(`feeds: the post ${post.path} has no page in the model`)
    const postUrl = url(post.path)
    return {
      url: postUrl,
      title: post.title,
      date: post.date,
      summary: page.description,
      html: absolutizeHtml(post.html, config.url, postUrl),
      authors: page.authors.map((a) => ({ name: a.name, ...(a.url ? { url: a.url } : {}) })),
      tags: page.tags.map((t) => ({ id: t.id, label: t.label, url: url(t.path) })),
    }
  })
  return {
    locale,
    language: config.locales.config[locale].htmlLang,
    title: `${config.blog.title[locale]} | ${config.title[locale]}`,
    description: config.blog.description[locale],
    homeUrl: url(applyTrailingSlash(localizePath('/blog', locale), config.trailingSlash)),
    feedUrls: {
      rss: url(feedPath(locale, 'rss.xml')),
      atom: url(feedPath(locale, 'atom.xml')),
      json: url(feedPath(locale, 'feed.json')),
    },
    updated: items.reduce<string | null>(
      (max, i) => (max === null || i.date > max ? i.date : max),
      null,
    ),
    author: { name: config.title[locale], url: url(localizePath('/', locale)) },
    items,
  }
}
