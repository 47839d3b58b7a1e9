import type { Locale, SiteConfig } from '../../src/shared/config/schema.ts'
import { allStrings, format } from '../../src/shared/i18n/all.ts'
import { withBase } from '../../src/shared/paths.ts'
import { WEB_MANIFEST_FILE } from '../../src/shared/site-layout/folders.ts'
import type { PageAssets } from './assets.ts'
import { escapeAttribute, escapeHtml } from './escape.ts'
import type { InlineScripts } from './inline-scripts.ts'

export interface DocumentParts {
  config: SiteConfig
  locale: Locale
  /** Escaped head tags of the page (title, description, canonical, …). */
  head: string
  /** Markup of the app inside `#root`. */
  app: string
  assets: PageAssets
  scripts: InlineScripts
  /** The Content-Security-Policy; null in writing mode, where the dev server injects scripts of its own. */
  csp: string | null
  /** Path of the page (without base), used by the base-URL banner to suggest a fix. */
  path: string
  /** The page's data without its text (see src/shared/content/dehydrate.ts), as JSON. */
  pageData: string | null
}

/** The base-URL warning, hidden unless the inline script finds the page outside the base path. */
function baseUrlBanner(config: SiteConfig, locale: Locale, path: string): string {
  const t = allStrings(locale)
  const current = config.baseUrl === '/' ? `${config.baseUrl} (default value)` : config.baseUrl
  return (
    `<div id="base-url-issue" class="base-url-issue" role="alert" hidden data-path="${escapeHtml(path)}">` +
    `<p><strong>${escapeHtml(t.baseUrlBannerTitle)}</strong></p>` +
    `<p>${escapeHtml(t.baseUrlBannerReason)}</p>` +
    `<p>${escapeHtml(format(t.baseUrlBannerCurrent, { baseUrl: current }))}</p>` +
    `<p>${escapeHtml(t.baseUrlBannerSuggest.split('{suggested}')[0]!)}<code data-suggested></code></p></div>`
  )
}

/** A whole prerendered HTML document. */
export function renderDocument(parts: DocumentParts): string {
  const { config, locale, assets, scripts } = parts
  const lc = config.locales.config[locale]
  const url = (file: string) => withBase(`/${file}`, config.baseUrl)
  return (
    `<!doctype html><html lang="${lc.htmlLang}" dir="${lc.direction}" data-theme="${config.colorMode.defaultMode}">` +
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    (parts.csp === null
      ? ''
      : `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(parts.csp)}">`) +
    `<script>${scripts.head}</script><script>${scripts.input}</script>` +
    parts.head +
    `<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)">` +
    `<meta name="theme-color" content="#15171c" media="(prefers-color-scheme: dark)">` +
    `<link rel="icon" href="${url('favicon.svg')}" type="image/svg+xml">` +
    `<link rel="apple-touch-icon" href="${url('img/icon-192.png')}">` +
    `<link rel="manifest" href="${url(WEB_MANIFEST_FILE)}">` +
    assets.css.map((f) => `<link rel="stylesheet" href="${url(f)}">`).join('') +
    `</head><body>${baseUrlBanner(config, locale, parts.path)}<div id="root">${parts.app}</div>` +
    // A data block, not a script: it never runs, so the CSP needs no hash for it. `<` is escaped so
    // no text inside can close the element.
    (parts.pageData
      ? `<script type="application/json" id="hcfy-page">${parts.pageData.replace(/</gu, '\\u003c')}</script>`
      : '') +
    `<script type="application/json" id="hcfy-assets">${JSON.stringify({ entry: url(assets.entry), preload: assets.preload.map(url) })}</script>` +
    `<script>${scripts.banner}</script><script>${scripts.boot}</script></body></html>`
  )
}

/** A tiny page for the other spelling of a route (`/x/` vs `/x`) on hosts that map files to paths. */
export function redirectDocument(target: string, title: string): string {
  const t = escapeHtml(target)
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><link rel="canonical" href="${t}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${t}"></head><body><a href="${t}">${escapeHtml(title)}</a></body></html>`
}
