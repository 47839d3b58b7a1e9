import type { Locale, SiteConfig } from '../../src/shared/config/schema.ts'
import type { PageData } from '../../src/shared/content/types.ts'
import { absoluteUrl, headData } from '../../src/shared/head.ts'
import { localizePath, withBase } from '../../src/shared/paths.ts'
import { escapeHtml } from './escape.ts'

export { absoluteUrl }

/**
 * The `<head>` tags of a page that depend on it: title, description, canonical, hreflang alternates,
 * Open Graph, robots and feed links. Everything is escaped; values come from content.
 */
export function pageHeadTags(
  config: SiteConfig,
  page: PageData | undefined,
  locale: Locale,
): string {
  const head = headData(config, page, locale)
  const tags: string[] = [`<title>${escapeHtml(head.title)}</title>`]
  if (head.noindex) tags.push('<meta name="robots" content="noindex, follow">')
  if (!page) return tags.join('')
  tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`)
  tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`)
  for (const [lang, href] of head.alternates)
    tags.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}">`)
  const og: [string, string][] = [
    ['og:title', page.title],
    ['og:description', head.description],
    ['og:url', head.canonical],
    ['og:site_name', config.title[locale]],
    ['og:locale', locale === 'zh-Hans' ? 'zh_CN' : 'en_US'],
    ['og:type', page.kind === 'blogPost' ? 'article' : 'website'],
    ['og:image', absoluteUrl(config, '/img/og-card.png')],
  ]
  if (page.kind === 'blogPost') og.push(['article:published_time', page.date])
  for (const [property, content] of og)
    tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`)
  tags.push('<meta name="twitter:card" content="summary_large_image">')
  if (
    page.kind === 'blogPost' ||
    page.kind === 'blogList' ||
    page.kind === 'blogTags' ||
    page.kind === 'blogArchive'
  ) {
    const feed = (file: string) => withBase(localizePath(`/blog/${file}`, locale), config.baseUrl)
    const name = config.blog.title[locale]
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${name} RSS`)}" href="${feed('rss.xml')}">`,
    )
    tags.push(
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`${name} Atom`)}" href="${feed('atom.xml')}">`,
    )
    tags.push(
      `<link rel="alternate" type="application/feed+json" title="${escapeHtml(`${name} JSON Feed`)}" href="${feed('feed.json')}">`,
    )
  }
  return tags.join('')
}
