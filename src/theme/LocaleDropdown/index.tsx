import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent } from 'react'
import { siteConfig } from '../../content/site.ts'
import type { Locale } from '../../shared/config/schema.ts'
import { alternatePath, withBase } from '../../shared/paths.ts'
import { useLocale, useStrings } from '../../locale/use-locale.ts'
import { isPlainClick } from '../../navigation/SiteLink.tsx'
import { Icon } from '../Icon/index.tsx'

/**
 * Language switcher: the same page in the other locale, as a full page load (each locale is its
 * own prerendered site). Open/close is a disclosure: outside click, focus leaving and Esc close it.
 */
export function LocaleDropdown() {
  const locale = useLocale()
  const t = useStrings()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const { locales, baseUrl } = siteConfig
  // From the runtime config, not the schema module: that one pulls the validator into the bundle.
  const all = Object.keys(locales.config) as Locale[]

  useEffect(() => {
    if (!open) return undefined
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  const onBlur = (e: FocusEvent) => {
    if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false)
  }
  // The markup carries the path only (the prerender knows no query); the click keeps query and hash.
  const onPick = (e: MouseEvent<HTMLAnchorElement>, target: Locale) => {
    if (!isPlainClick(e)) return
    e.preventDefault()
    setOpen(false)
    if (target === locale) return
    const { search, hash } = window.location
    window.location.assign(withBase(alternatePath(pathname + search + hash, target), baseUrl))
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the menu and its button closes it; no key or pointer handler here
    <div className="dropdown" ref={root} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="icon-button dropdown__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t.languages}: ${locales.config[locale].label}`}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="globe" />
        <span className="dropdown__label">{locales.config[locale].label}</span>
        <Icon name="chevronDown" size={14} className="dropdown__chevron" />
      </button>
      <ul className="dropdown__menu" id={menuId} hidden={!open}>
        {all.map((l) => (
          <li key={l}>
            <a
              href={withBase(alternatePath(pathname, l), baseUrl)}
              hrefLang={locales.config[l].htmlLang}
              lang={locales.config[l].htmlLang}
              className="dropdown__link"
              aria-current={l === locale ? 'true' : undefined}
              onClick={(e) => onPick(e, l)}
            >
              {locales.config[l].label}
              {l === locale && <Icon name="check" size={16} />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
