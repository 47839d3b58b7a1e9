import type { SiteModel } from '../content/site-model.ts'
import { absoluteUrl } from '../prerender/head.ts'
import { escapeHtml } from '../prerender/escape.ts'

/** sitemap.xml with every indexable page and its hreflang alternate. */
export function sitemapXml(model: SiteModel): string {
  const { config } = model
  const urls = model.pages
    .filter((p) => !p.noindex && !p.canonical)
    .map((p) => {
      const loc = escapeHtml(absoluteUrl(config, p.path))
      const alt = p.alternate
        ? `<xhtml:link rel="alternate" hreflang="${config.locales.config[p.locale].htmlLang}" href="${loc}"/>` +
          `<xhtml:link rel="alternate" hreflang="${config.locales.config[p.locale === 'en' ? 'zh-Hans' : 'en'].htmlLang}" href="${escapeHtml(absoluteUrl(config, p.alternate.path))}"/>`
        : ''
      const lastmod =
        p.kind === 'doc' && p.lastUpdated
          ? `<lastmod>${p.lastUpdated.iso.slice(0, 10)}</lastmod>`
          : p.kind === 'blogPost'
            ? `<lastmod>${p.date}</lastmod>`
            : ''
      return `<url><loc>${loc}</loc>${lastmod}${alt}</url>`
    })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(model: SiteModel): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(model.config, '/sitemap.xml')}\n`
}
