import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useStrings } from '../theme/hooks/use-locale.ts'

// First-load budget: this file is all of search a page ships up front. The dropdown, the modal, the
// worker client and the results load on the first hover, focus or Ctrl/Cmd+K.
const SearchOverlay = lazy(() => import('./SearchOverlay.tsx'))
// Only pages opened from a result (`?_highlight=`) download the highlighter.
const SearchHighlighter = lazy(() => import('./SearchHighlighter.tsx'))

/** Combobox state of the input, owned by the dropdown once it has loaded. */
export interface BoxAria {
  expanded: boolean
  controls?: string | undefined
  active?: string | undefined
}

/**
 * The navbar search: an input with a Ctrl/Cmd+K hint on wide screens, a search button that opens
 * the modal at 996 px and below (CSS picks one), and the Ctrl/Cmd+K shortcut on every page.
 */
export function SearchBox() {
  const t = useStrings()
  const input = useRef<HTMLInputElement>(null)
  const [loaded, setLoaded] = useState(false)
  const [modal, setModal] = useState<boolean | null>(null)
  const [aria, setAria] = useState<BoxAria>({ expanded: false })
  const [mac, setMac] = useState(false)
  const [highlight, setHighlight] = useState(false)
  const wantsHighlight = useRouterState({ select: (s) => '_highlight' in s.location.search })
  const load = () => setLoaded(true)
  const openModal = () => {
    setLoaded(true)
    setModal(true)
  }

  useEffect(() => {
    setMac(/Mac|iP(?:hone|ad|od)/u.test(navigator.platform))
    // Focused or typed into before the app hydrated: the events that would load search are past.
    const el = input.current
    if (el && (el.value || document.activeElement === el)) setLoaded(true)
    const onKey = (e: KeyboardEvent) => {
      // `key`, not `code`: K is elsewhere on non-QWERTY layouts. Some synthetic events have no key.
      if ((e.ctrlKey || e.metaKey) && e.key?.toLowerCase() === 'k') {
        e.preventDefault()
        openModal()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  // After hydration only (the prerender has no query), and kept once loaded: it clears its own marks.
  useEffect(() => {
    if (wantsHighlight) setHighlight(true)
  }, [wantsHighlight])

  return (
    <div className="search-box">
      <input
        ref={input}
        className="search-box__input"
        type="search"
        role="combobox"
        aria-label={t.search}
        aria-autocomplete="list"
        aria-expanded={aria.expanded}
        aria-controls={aria.controls}
        aria-activedescendant={aria.active}
        placeholder={t.search}
        autoComplete="off"
        spellCheck={false}
        onPointerEnter={load}
        onFocus={load}
      />
      <kbd className="search-box__hint" aria-hidden="true">
        {mac ? '⌘' : 'Ctrl'} K
      </kbd>
      <button type="button" className="icon-button search-box__button" aria-label={t.search} aria-haspopup="dialog" onClick={openModal} onPointerEnter={load}>
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
          <path d="M11 18a7 7 0 100-14 7 7 0 000 14zm9 2l-4-4" />
        </svg>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchOverlay input={input} setAria={setAria} modal={modal} onModalClose={() => setModal(false)} />
        </Suspense>
      )}
      {highlight && (
        <Suspense fallback={null}>
          <SearchHighlighter />
        </Suspense>
      )}
    </div>
  )
}
