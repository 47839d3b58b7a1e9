import type { Locale, SiteConfig } from './schema.ts'

/** The part of the site config the browser needs; the build writes it into the generated `virtual:hcfy/site` module (scripts/emit/site-module.ts). */
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
  | 'offline'
> & {
  /** URL (with base) of the file the search worker loads first, per locale. */
  searchIndex: Record<Locale, string>
}

export function toRuntimeConfig(
  config: SiteConfig,
  searchIndex: Record<Locale, string>,
): RuntimeConfig {
  const {
    title,
    tagline,
    url,
    baseUrl,
    trailingSlash,
    locales,
    colorMode,
    navbar,
    footer,
    announcementBar,
    search,
    analytics,
    ads,
    offline,
  } = config
  return {
    title,
    tagline,
    url,
    baseUrl,
    trailingSlash,
    locales,
    colorMode,
    navbar,
    footer,
    announcementBar,
    search,
    analytics,
    ads,
    offline,
    searchIndex,
  }
}
