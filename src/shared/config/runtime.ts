import type { Locale, SiteConfig } from './schema.ts'

/** The part of the site config the browser needs; the build writes it to `src/generated/site.js`. */
export type RuntimeConfig = Pick<
  SiteConfig,
  | 'title'
  | 'tagline'
  | 'url'
  | 'baseUrl'
  | 'trailingSlash'
  | 'locales'
  | 'colorMode'
  | 'navbar'
  | 'footer'
  | 'announcementBar'
  | 'search'
  | 'analytics'
  | 'ads'
> & {
  /** URL (with base) of the file the search worker loads first, per locale. */
  searchIndex: Record<Locale, string>
}

export function toRuntimeConfig(config: SiteConfig, searchIndex: Record<Locale, string>): RuntimeConfig {
  const { title, tagline, url, baseUrl, trailingSlash, locales, colorMode, navbar, footer, announcementBar, search, analytics, ads } = config
  return { title, tagline, url, baseUrl, trailingSlash, locales, colorMode, navbar, footer, announcementBar, search, analytics, ads, searchIndex }
}
