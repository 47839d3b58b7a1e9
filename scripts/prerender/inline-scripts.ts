import { createHash } from 'node:crypto'
import type { Locale, SiteConfig } from '../../src/shared/config/schema.ts'
import { STORAGE_KEYS } from '../../src/shared/storage-keys.ts'

/** `'sha256-…'` source expression of an inline script, for the CSP. */
export const cspHash = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`

/**
 * Runs before first paint: sets the theme and the announcement bar state on `<html>` from storage
 * (or `?theme=`, or the system preference when the site allows it), so neither flashes nor jumps.
 * Storage errors (private mode, blocked cookies) fall back to the defaults.
 */
export function themeScript(config: SiteConfig): string {
  const ann = config.announcementBar
  return (
    `(function(){var d=document.documentElement;function g(k){try{return localStorage.getItem(k)}catch(e){return null}}` +
    `var q=null;try{q=new URLSearchParams(location.search).get('theme')}catch(e){}` +
    `var t=q==='dark'||q==='light'?q:g(${JSON.stringify(STORAGE_KEYS.theme)});` +
    `if(t!=='dark'&&t!=='light')t=${config.colorMode.respectPrefersColorScheme ? `window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':` : ''}${JSON.stringify(config.colorMode.defaultMode)};` +
    `d.setAttribute('data-theme',t);` +
    (ann
      ? `d.setAttribute('data-announcement-dismissed',String(g(${JSON.stringify(STORAGE_KEYS.announcementId)})===${JSON.stringify(ann.id)}&&g(${JSON.stringify(STORAGE_KEYS.announcementDismiss)})==='true'));`
      : '') +
    `})()`
  )
}

/**
 * Runs before first paint and keeps what a reader does before the app listens (the app ends it, keys
 * once the shell has hydrated and clicks once the page has, see src/boot/early-input.ts):
 * - Ctrl/Cmd+K, and `/` outside a text field, focus the navbar search box (shown on narrow screens
 *   too while `<html data-search-early>`): keys typed from then on land there, and the search modal
 *   takes them over once it can open; Esc calls that off. `?` outside a text field asks for the
 *   shortcut help.
 * - A click on a button works at once where no app is needed (theme toggle, closing the announcement,
 *   the phone's search button); any other button is kept and clicked again once the app started.
 *   Until then React is not listening, and stopping the click here keeps it from acting twice.
 * - `<html data-composing>` while an IME composes a word (typing Chinese), which the modal must not
 *   take focus from; this part stays on for the app.
 */
export function earlyInputScript(config: SiteConfig): string {
  const ann = config.announcementBar
  return (
    `(function(){var d=document,h=d.documentElement,K=[],C=[],b=null,S='data-search-early';` +
    `function f(t){return!!t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))}` +
    `function w(k,v){try{localStorage.setItem(k,v)}catch(e){}}` +
    `function s(){var i=d.querySelector('.search-box__input');if(!i)return;if(!h.hasAttribute(S)){b=d.activeElement;h.setAttribute(S,'')}i.focus();K.push('search')}` +
    `function k(e){if(e.defaultPrevented||e.isComposing||e.altKey)return;var c=e.key,m=e.ctrlKey||e.metaKey;` +
    `if(c==='Escape'&&h.hasAttribute(S)){e.preventDefault();h.removeAttribute(S);` +
    `for(var i=K.length;i--;)if(K[i]==='search')K.splice(i,1);if(b&&b!==d.body&&b.focus)b.focus();else if(d.activeElement)d.activeElement.blur();return}` +
    `if(m?!!c&&c.toLowerCase()==='k':(c==='/'||c==='?')&&!f(e.target)){e.preventDefault();if(c==='?')K.push('help');else s()}}` +
    `function c(e){var t=e.target.closest&&e.target.closest('button[type=button]');if(!t||e.button)return;e.preventDefault();e.stopPropagation();` +
    `if(t.matches('.theme-toggle')){var m=h.getAttribute('data-theme')==='dark'?'light':'dark';h.setAttribute('data-theme',m);w(${JSON.stringify(STORAGE_KEYS.theme)},m)}` +
    (ann
      ? `else if(t.matches('.announcement__close')){h.setAttribute('data-announcement-dismissed','true');w(${JSON.stringify(STORAGE_KEYS.announcementId)},${JSON.stringify(ann.id)});w(${JSON.stringify(STORAGE_KEYS.announcementDismiss)},'true')}`
      : '') +
    `else if(t.matches('.search-box__button'))s();else C.push(t)}` +
    `function p(e){if(e.type==='compositionend')h.removeAttribute('data-composing');else h.setAttribute('data-composing','')}` +
    `d.addEventListener('compositionstart',p,true);d.addEventListener('compositionend',p,true);` +
    `d.addEventListener('keydown',k,true);d.addEventListener('click',c,true);` +
    `window.__hcfyEarly={keys:K,clicks:C,back:function(){return b},stop:function(x){if(x!=='clicks')d.removeEventListener('keydown',k,true);if(x!=='keys')d.removeEventListener('click',c,true)}}})()`
  )
}

/**
 * Shows the base-URL warning when the page is served outside the configured base: the app's assets
 * would 404 there, so only an inline script can still explain what went wrong.
 */
export function baseUrlBannerScript(config: SiteConfig): string {
  return (
    `(function(){var b=${JSON.stringify(config.baseUrl)},p=location.pathname;if(p.indexOf(b)===0||p+'/'===b)return;` +
    `var e=document.getElementById('base-url-issue');if(!e)return;var r=e.getAttribute('data-path')||'/';` +
    `var i=p.lastIndexOf(r.replace(/\\/$/,''));var s=(i>=0?p.slice(0,i):p).replace(/\\/?$/,'/');` +
    `var o=e.querySelector('[data-suggested]');if(o)o.textContent=s;e.hidden=false})()`
  )
}

/**
 * Starts the app once the page has painted: adds the entry script and the module preloads listed in
 * the page's `#hcfy-assets` data block (the entry first: the files are requested in the order the
 * start-up steps need them). Until then the text and styles have the link to themselves,
 * which on a slow phone connection is the difference between reading now and reading after 100 KB
 * of code arrived. The prerendered page is complete without the app.
 *
 * "Painted" is the first paint on screen, as Paint Timing reports it, not the end of the first
 * frame's main-thread work: a frame can reach the screen after its next task ran, and code requested
 * in between would then compete with the paint. Where Paint Timing is missing, the task after the
 * first frame; a page never painted (a background tab) starts after 3 s all the same.
 */
export function bootScript(): string {
  return (
    `(function(){var n=0;function go(){if(n++)return;var d=document,e=d.getElementById('hcfy-assets');if(!e)return;var a=JSON.parse(e.textContent);performance.mark('hcfy:boot');` +
    `var s=d.createElement('script');s.type='module';s.src=a.entry;d.head.appendChild(s);` +
    `a.preload.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;d.head.appendChild(l)})}` +
    `var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;` +
    `if(t&&t.indexOf('paint')>=0){new P(function(l,o){o.disconnect();go()}).observe({type:'paint',buffered:true});setTimeout(go,3000)}` +
    `else if(window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(go,0)});else setTimeout(go,0)})()`
  )
}

export interface InlineScripts {
  head: string
  /** In the head too, after `head`: early keys and clicks. */
  input: string
  banner: string
  boot: string
  /** Hash sources of all four, for `script-src`. */
  hashes: string[]
}

export function inlineScripts(config: SiteConfig): InlineScripts {
  const head = themeScript(config)
  const input = earlyInputScript(config)
  const banner = baseUrlBannerScript(config)
  const boot = bootScript()
  return { head, input, banner, boot, hashes: [head, input, banner, boot].map(cspHash) }
}

export type { Locale }
