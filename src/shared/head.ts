import type { Locale, SiteConfig } from './config/schema.ts'
import type { PageData } from './content/types.ts'
import { uiStrings } from './i18n/strings.ts'
import { withBase } from './paths.ts'

type HeadConfig = Pick<SiteConfig, 'title' | 'tagline' | 'url' | 'baseUrl' | 'locales'>

/** Absolute URL of a site path: origin + base + path. */
export function absoluteUrl(config: HeadConfig, path: string): string {
  return config.url + withBase(path, config.baseUrl)
}

/** `<title>`: the page title, then the site name; the home page shows the site name and tagline. */
export function documentTitle(
  config: HeadConfig,
  page: PageData | undefined,
  locale: Locale,
): string {
  const site = config.title[locale]
  if (!page) return `${uiStrings(locale).notFoundTitle} | ${site}`
  return page.kind === 'home' ? `${site} | ${config.tagline[locale]}` : `${page.title} | ${site}`
}

export interface HeadData {
  title: string
  description: string
  canonical: string
  /** `[hreflang, absolute URL]`, including `x-default`. */
  alternates: [string, string][]
  noindex: boolean
}

/** Everything about a page's `<head>` that changes from page to page, for prerender and navigation alike. */
export function headData(config: HeadConfig, page: PageData | undefined, locale: Locale): HeadData {
  const title = documentTitle(config, page, locale)
  if (!page) return { title, description: '', canonical: '', alternates: [], noindex: true }
  const alternates: [string, string][] = [
    [config.locales.config[locale].htmlLang, absoluteUrl(config, page.path)],
  ]
  if (page.alternate) {
    const other: Locale = locale === 'zh-Hans' ? 'en' : 'zh-Hans'
    alternates.push([
      config.locales.config[other].htmlLang,
      absoluteUrl(config, page.alternate.path),
    ])
  }
  const defaultPath = locale === config.locales.default ? page.path : page.alternate?.path
  if (defaultPath) alternates.push(['x-default', absoluteUrl(config, defaultPath)])
  return {
    title,
    description: page.description || config.tagline[locale],
    canonical: absoluteUrl(config, page.canonical ?? page.path),
    alternates,
    noindex: !!page.noindex || !!page.canonical,
  }
}
