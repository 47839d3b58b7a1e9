import { useEffect } from 'react'
import { siteConfig } from '../../content/site.ts'
import type { Locale } from '../../shared/config/schema.ts'
import type { PageData } from '../../shared/content/types.ts'
import { headData } from '../../shared/head.ts'

function setMeta(selector: string, attr: 'content' | 'href', value: string) {
  const el = document.head.querySelector<HTMLMetaElement | HTMLLinkElement>(selector)
  if (el) el.setAttribute(attr, value)
}

/**
 * Keeps `<head>` in step with client-side navigation: the prerender wrote it for the first page,
 * this rewrites the parts that differ per page, from the same function the prerender uses.
 */
export function useDocumentHead(page: PageData | undefined, locale: Locale): void {
  useEffect(() => {
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
  }, [page, locale])
}
