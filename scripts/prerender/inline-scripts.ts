import { createHash } from 'node:crypto'
import type { Locale, SiteConfig } from '../../src/shared/config/schema.ts'
import { STORAGE_KEYS } from '../../src/shared/storage-keys.ts'

/** `'sha256-…'` source expression of an inline script, for the CSP. */
export const cspHash = (script: string): string => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`

/**
 * Runs before first paint: sets the theme and the announcement bar state on `<html>` from storage
 * (or `?theme=`, or the system preference when the site allows it), so neither flashes nor jumps.
 * Storage errors (private mode, blocked cookies) fall back to the defaults.
 */
export function themeScript(config: SiteConfig): string {
  const ann = config.announcementBar
  return `(function(){var d=document.documentElement;function g(k){try{return localStorage.getItem(k)}catch(e){return null}}` +
    `var q=null;try{q=new URLSearchParams(location.search).get('theme')}catch(e){}` +
    `var t=q==='dark'||q==='light'?q:g(${JSON.stringify(STORAGE_KEYS.theme)});` +
    `if(t!=='dark'&&t!=='light')t=${config.colorMode.respectPrefersColorScheme ? `window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':` : ''}${JSON.stringify(config.colorMode.defaultMode)};` +
    `d.setAttribute('data-theme',t);` +
    (ann
      ? `d.setAttribute('data-announcement-dismissed',String(g(${JSON.stringify(STORAGE_KEYS.announcementId)})===${JSON.stringify(ann.id)}&&g(${JSON.stringify(STORAGE_KEYS.announcementDismiss)})==='true'));`
      : '') +
    `})()`
}

/**
 * Shows the base-URL warning when the page is served outside the configured base: the app's assets
 * would 404 there, so only an inline script can still explain what went wrong.
 */
export function baseUrlBannerScript(config: SiteConfig): string {
  return `(function(){var b=${JSON.stringify(config.baseUrl)},p=location.pathname;if(p.indexOf(b)===0||p+'/'===b)return;` +
    `var e=document.getElementById('base-url-issue');if(!e)return;var r=e.getAttribute('data-path')||'/';` +
    `var i=p.lastIndexOf(r.replace(/\\/$/,''));var s=(i>=0?p.slice(0,i):p).replace(/\\/?$/,'/');` +
    `var o=e.querySelector('[data-suggested]');if(o)o.textContent=s;e.hidden=false})()`
}

export interface InlineScripts {
  head: string
  banner: string
  /** Hash sources of both, for `script-src`. */
  hashes: string[]
}

export function inlineScripts(config: SiteConfig): InlineScripts {
  const head = themeScript(config)
  const banner = baseUrlBannerScript(config)
  return { head, banner, hashes: [cspHash(head), cspHash(banner)] }
}

export type { Locale }
