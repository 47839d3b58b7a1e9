import { siteConfig } from '../../content/site.ts'
import type { Locale } from '../../shared/config/locales.ts'
import type { PageData } from '../../shared/content/types.ts'
import { headData } from '../../shared/head.ts'

function setMeta(selector: string, attr: 'content' | 'href', value: string) {
  const el = document.head.querySelector<HTMLMetaElement | HTMLLinkElement>(selector)
  if (el) el.setAttribute(attr, value)
}

/** Rewrites the parts of `<head>` that differ per page, from the same function the prerender uses. */
export function applyDocumentHead(page: PageData | undefined, locale: Locale): void {
  const head = headData(siteConfig, page, locale)
  document.title = head.title
  document.documentElement.lang = siteConfig.locales.config[locale].htmlLang
  setMeta('meta[name="description"]', 'content', head.description)
  setMeta('meta[property="og:title"]', 'content', page?.title ?? head.title)
  setMeta('meta[property="og:description"]', 'content', head.description)
  setMeta('meta[property="og:url"]', 'content', head.canonical)
  setMeta('link[rel="canonical"]', 'href', head.canonical)
  for (const el of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) el.remove()
  for (const [lang, href] of head.alternates) {
    const link = document.createElement('link')
    link.rel = 'alternate'
    link.hreflang = lang
    link.href = href
    document.head.append(link)
  }
}
