import type { Locale, SiteConfig } from '../../src/shared/config/schema.ts'
import type { PageData } from '../../src/shared/content/types.ts'
import { uiStrings } from '../../src/shared/i18n.ts'
import { applyTrailingSlash, localizePath, withBase } from '../../src/shared/paths.ts'
import { escapeHtml } from './escape.ts'

/** Absolute URL of a site path: origin + base + path. */
export function absoluteUrl(config: SiteConfig, path: string): string {
  return config.url + withBase(path, config.baseUrl)
}

/** `<title>` text: the page title, then the site name (the home page shows the site name only). */
export function documentTitle(config: SiteConfig, page: PageData | undefined, locale: Locale): string {
  const site = config.title[locale]
  if (!page) return `${uiStrings(locale).notFoundTitle} | ${site}`
  return page.kind === 'home' ? `${site} | ${config.tagline[locale]}` : `${page.title} | ${site}`
}

/**
 * The `<head>` tags of a page that depend on it: title, description, canonical, hreflang alternates,
 * Open Graph, robots and feed links. Everything is escaped; values come from content.
 */
export function pageHeadTags(config: SiteConfig, page: PageData | undefined, locale: Locale): string {
  const tags: string[] = []
  const title = documentTitle(config, page, locale)
  tags.push(`<title>${escapeHtml(title)}</title>`)
  if (!page) {
    tags.push('<meta name="robots" content="noindex">')
    return tags.join('')
  }
  const description = page.description || config.tagline[locale]
  const canonical = absoluteUrl(config, page.canonical ?? page.path)
  tags.push(`<meta name="description" content="${escapeHtml(description)}">`)
  tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`)
  if (page.noindex || page.canonical) tags.push('<meta name="robots" content="noindex, follow">')
  const alternates: [string, string][] = [[config.locales.config[locale].htmlLang, page.path]]
  if (page.alternate) {
    const other = locale === 'zh-Hans' ? 'en' : 'zh-Hans'
    alternates.push([config.locales.config[other].htmlLang, page.alternate.path])
  }
  for (const [lang, path] of alternates) tags.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(absoluteUrl(config, path))}">`)
  const defaultPath = locale === config.locales.default ? page.path : page.alternate?.path
  if (defaultPath) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(absoluteUrl(config, defaultPath))}">`)
  const og: [string, string][] = [
    ['og:title', page.title],
    ['og:description', description],
    ['og:url', canonical],
    ['og:site_name', config.title[locale]],
    ['og:locale', locale === 'zh-Hans' ? 'zh_CN' : 'en_US'],
    ['og:type', page.kind === 'blogPost' ? 'article' : 'website'],
    ['og:image', absoluteUrl(config, '/img/og-card.png')],
  ]
  if (page.kind === 'blogPost') og.push(['article:published_time', page.date])
  for (const [property, content] of og) tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`)
  tags.push('<meta name="twitter:card" content="summary_large_image">')
  if (page.kind === 'blogPost' || page.kind === 'blogList' || page.kind === 'blogTags' || page.kind === 'blogArchive') {
    const feed = (file: string) => withBase(applyTrailingSlash(localizePath(`/blog/${file}`, locale), undefined), config.baseUrl)
    const name = config.blog.title[locale]
    tags.push(`<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${name} RSS`)}" href="${feed('rss.xml')}">`)
    tags.push(`<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`${name} Atom`)}" href="${feed('atom.xml')}">`)
    tags.push(`<link rel="alternate" type="application/feed+json" title="${escapeHtml(`${name} JSON Feed`)}" href="${feed('feed.json')}">`)
  }
  return tags.join('')
}
