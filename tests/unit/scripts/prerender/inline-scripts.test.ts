// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  endEarlyClicks,
  endEarlyKeys,
  takeEarlyShortcut,
} from '../../../../src/boot/early-input.ts'
import type { SiteConfig } from '../../../../src/shared/config/schema.ts'
import { contentSecurityPolicy } from '../../../../scripts/prerender/csp.ts'
import {
  cspHash,
  earlyInputScript,
  inlineScripts,
} from '../../../../scripts/prerender/inline-scripts.ts'
import { renderDocument } from '../../../../scripts/prerender/template.ts'
import site from '../../../fixtures/virtual-site.ts'

// The fixture has every field the inline scripts and the page template read.
const config = site as unknown as SiteConfig

describe('inline scripts and the CSP', () => {
  it('hashes every inline script of a page into its CSP, and nothing else runs inline', () => {
    const scripts = inlineScripts(config)
    const csp = contentSecurityPolicy(config, scripts.hashes)
    const html = renderDocument({
      config,
      locale: 'zh-Hans',
      head: '<title>t</title>',
      app: '<h1>t</h1>',
      assets: { entry: 'assets/main.js', css: [], preload: [] },
      scripts,
      csp,
      path: '/',
      pageData: null,
    })
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/gu)].map((m) => m[1]!)
    expect(inline).toHaveLength(4)
    expect(inline).toContain(scripts.input)
    for (const script of inline) expect(csp).toContain(cspHash(script))
    expect(csp).not.toContain("unsafe-inline' 'sha")
    expect(csp).toMatch(/script-src 'self' 'sha256-/u)
  })

  it('keeps the early-input script small', () => {
    expect(new TextEncoder().encode(earlyInputScript(config)).length).toBeLessThan(2048)
  })
})

/** The navbar and announcement markup the inline script works with, as the prerender writes it. */
const CHROME = `
  <div class="announcement"><a href="/blog">公告</a><button type="button" class="icon-button announcement__close">x</button></div>
  <header><button type="button" class="navbar__menu-button">menu</button>
  <div class="search-box"><input class="search-box__input" type="search"><button type="button" class="search-box__button">s</button></div>
  <button type="button" class="theme-toggle">t</button><a id="link" href="#x">x</a><input id="other" type="text"></header>`

const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(event)
  return event
}
const root = () => document.documentElement
const box = () => document.querySelector<HTMLInputElement>('.search-box__input')!

describe('early-input script (before the app listens)', () => {
  beforeEach(() => {
    localStorage.clear()
    root().setAttribute('data-theme', 'light')
    root().removeAttribute('data-search-early')
    root().removeAttribute('data-announcement-dismissed')
    root().removeAttribute('data-composing')
    document.body.innerHTML = CHROME
    // As the page runs it: a classic script in the global scope.
    new Function(earlyInputScript(config))()
  })
  afterEach(() => {
    window.__hcfyEarly?.stop()
    delete window.__hcfyEarly
  })

  it('moves focus into the navbar box on Ctrl+K, Cmd+K and / (outside a text field), and remembers it', () => {
    const link = document.getElementById('link')!
    link.focus()
    const ctrlK = key({ key: 'k', ctrlKey: true }, link)
    expect(ctrlK.defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(box())
    expect(root().hasAttribute('data-search-early')).toBe(true)
    expect(window.__hcfyEarly!.back()).toBe(link)
    expect(key({ key: 'K', metaKey: true, shiftKey: true }, box()).defaultPrevented).toBe(true)
    // Typed into a text field, / and ? are text.
    expect(key({ key: '/' }, box()).defaultPrevented).toBe(false)
    expect(key({ key: '?' }, document.getElementById('other')!).defaultPrevented).toBe(false)
    expect(key({ key: '/' }, document.body).defaultPrevented).toBe(true)
    expect(takeEarlyShortcut('search')).toBe(true)
    expect(takeEarlyShortcut('search')).toBe(false)
    // The first origin of focus is kept: later presses come from the box itself.
    expect(window.__hcfyEarly!.back()).toBe(link)
  })

  it('calls the search off on Esc before the app opened it: focus goes back, the press is forgotten', () => {
    const link = document.getElementById('link')!
    link.focus()
    key({ key: 'k', ctrlKey: true }, link)
    expect(document.activeElement).toBe(box())
    expect(key({ key: 'Escape' }, box()).defaultPrevented).toBe(true)
    expect(root().hasAttribute('data-search-early')).toBe(false)
    expect(document.activeElement).toBe(link)
    expect(takeEarlyShortcut('search')).toBe(false)
    // Without a search under way, Esc is left alone.
    expect(key({ key: 'Escape' }, link).defaultPrevented).toBe(false)
  })

  it('asks for the shortcut help on ? outside a text field, and lets other keys be', () => {
    expect(key({ key: '?', shiftKey: true }).defaultPrevented).toBe(true)
    expect(key({ key: 'k' }).defaultPrevented).toBe(false)
    expect(key({ key: 'k', ctrlKey: true, altKey: true }).defaultPrevented).toBe(false)
    expect(takeEarlyShortcut('search')).toBe(false)
    expect(takeEarlyShortcut('help')).toBe(true)
  })

  it('switches the colour mode and closes the announcement at once, storing both', () => {
    document.querySelector<HTMLElement>('.theme-toggle')!.click()
    expect(root().getAttribute('data-theme')).toBe('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
    document.querySelector<HTMLElement>('.theme-toggle')!.click()
    expect(root().getAttribute('data-theme')).toBe('light')
    document.querySelector<HTMLElement>('.announcement__close')!.click()
    expect(root().getAttribute('data-announcement-dismissed')).toBe('true')
    expect(localStorage.getItem('announcement.dismiss')).toBe('true')
    expect(localStorage.getItem('announcement.id')).toBe('test')
  })

  it('keeps other buttons from a handler that is not the app yet, and clicks them again once it is', () => {
    const menu = document.querySelector<HTMLElement>('.navbar__menu-button')!
    const heard: string[] = []
    // A listener below the document, where React listens: it must not hear the early click.
    document.body.addEventListener('click', () => heard.push('early'))
    menu.click()
    expect(heard).toEqual([])
    expect(window.__hcfyEarly!.clicks).toEqual([menu])
    // Links are not held: without the app they still navigate.
    const link = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.getElementById('link')!.dispatchEvent(link)
    expect(heard).toEqual(['early'])
    heard.length = 0

    // Keys become the app's first (the shell has hydrated); clicks are still kept until the page has.
    endEarlyKeys()
    expect(key({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(false)
    menu.click()
    expect(heard).toEqual([])
    endEarlyClicks()
    expect(heard).toEqual(['early', 'early'])
    expect(window.__hcfyEarly!.clicks).toEqual([])
    // From now on the script stands aside.
    menu.click()
    expect(heard).toEqual(['early', 'early', 'early'])
  })

  it('marks <html> while an IME composes a word, also once the app took over', () => {
    const compose = (type: string) =>
      box().dispatchEvent(new CompositionEvent(type, { bubbles: true, data: 'jie' }))
    compose('compositionstart')
    expect(root().hasAttribute('data-composing')).toBe(true)
    compose('compositionend')
    expect(root().hasAttribute('data-composing')).toBe(false)
    endEarlyKeys()
    endEarlyClicks()
    compose('compositionstart')
    expect(root().hasAttribute('data-composing')).toBe(true)
    compose('compositionend')
    expect(root().hasAttribute('data-composing')).toBe(false)
  })

  it('acts as the phone search button asks: the box takes the keys', () => {
    document.querySelector<HTMLElement>('.search-box__button')!.click()
    expect(document.activeElement).toBe(box())
    expect(takeEarlyShortcut('search')).toBe(true)
  })
})
