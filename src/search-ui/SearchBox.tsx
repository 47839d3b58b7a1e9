import { useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { takeEarlyShortcut } from '../boot/early-input.ts'
import { isMac, isTextField } from '../keyboard/keys.ts'
import { useLocale, useStrings } from '../locale/use-locale.ts'
import {
  afterComposition,
  dropStandIn,
  focusStandIn,
  isComposing,
  standingIn,
  watchComposition,
} from './stand-in.ts'
import type { BoxAria } from './box-aria.ts'

// First-load budget: this file is all of search a page ships up front. The dropdown, the modal, the
// worker client and the results load on the first hover, focus or Ctrl/Cmd+K; only pages opened
// from a result (`?_highlight=`) load the highlighter. Plain `import()` rather than `lazy()`:
// React holds back a Suspense boundary's content for up to 300 ms after its fallback showed, which
// would be most of the time a first search may take.
type OverlayModule = typeof import('./SearchOverlay.tsx')
type Overlay = OverlayModule['default']
let overlay: Promise<OverlayModule> | null = null
let highlighter: Promise<ComponentType> | null = null
// A failed download (offline) is not kept: the next hover or Ctrl+K tries again.
const loadOverlay = () =>
  (overlay ??= import('./SearchOverlay.tsx').catch((e: unknown) => {
    overlay = null
    throw e
  }))
const loadHighlighter = () =>
  (highlighter ??= import('./SearchHighlighter.tsx').then(
    (m) => m.default,
    (e: unknown) => {
      highlighter = null
      throw e
    },
  ))

/**
 * The navbar search: an input with a Ctrl/Cmd+K hint on wide screens, a search button that opens
 * the modal at 996 px and below (CSS picks one), and the Ctrl/Cmd+K shortcut on every page.
 */
export function SearchBox() {
  const t = useStrings()
  // Read by the Ctrl+K listener, which is attached once and must follow a switch of language.
  const currentLocale = useLocale()
  const locale = useRef(currentLocale)
  locale.current = currentLocale
  const input = useRef<HTMLInputElement>(null)
  const [Overlay, setOverlay] = useState<Overlay | null>(null)
  const overlayLoaded = useRef(false)
  const [Highlighter, setHighlighter] = useState<ComponentType | null>(null)
  const [modal, setModal] = useState<boolean | null>(null)
  const [aria, setAria] = useState<BoxAria>({ expanded: false })
  const [mac, setMac] = useState(false)
  const wantsHighlight = useRouterState({ select: (s) => '_highlight' in s.location.search })
  const closeModal = useCallback(() => setModal(false), [])
  const loading = () =>
    loadOverlay().then((m) => {
      // The index download starts as soon as the code is here, not a render later.
      m.preloadIndex(locale.current)
      overlayLoaded.current = true
      setOverlay(() => m.default)
    })
  const load = () => void loading().catch(() => {})
  // With its code here, the modal opens (and its input takes focus) in the task of the key press or
  // click; before, the navbar box takes the keys until it can, and a word still being composed
  // there (an IME) is finished first (see stand-in.ts).
  const openModal = () => {
    if (overlayLoaded.current && !isComposing()) {
      flushSync(() => setModal(true))
      return
    }
    focusStandIn(input.current)
    loading().then(
      // Unless Esc called it off meanwhile.
      () => afterComposition(() => standingIn() && flushSync(() => setModal(true))),
      () => dropStandIn(false),
    )
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once: `load` and `openModal` read only refs and state setters, so the first render's copies stay right
  useEffect(() => {
    setMac(isMac())
    watchComposition()
    // Focused or typed into before the app hydrated: the events that would load search are past.
    const el = input.current
    if (el && (el.value || document.activeElement === el)) load()
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || e.altKey) return
      if (e.key === 'Escape' && standingIn()) {
        e.preventDefault()
        dropStandIn(true)
        return
      }
      // `key`, not `code`: K is elsewhere on non-QWERTY layouts. Some synthetic events have no key.
      const mod = e.ctrlKey || e.metaKey
      if (mod ? e.key?.toLowerCase() === 'k' : e.key === '/' && !isTextField(e.target)) {
        e.preventDefault()
        openModal()
      }
    }
    document.addEventListener('keydown', onKey)
    // Pressed (or the search button tapped) before the app listened: the box has the keys since.
    if (takeEarlyShortcut('search')) openModal()
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  // After hydration only (the prerender has no query), and kept once loaded: it clears its own marks.
  useEffect(() => {
    if (wantsHighlight)
      loadHighlighter().then(
        (c) => setHighlighter(() => c),
        () => {},
      )
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
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a kbd takes no focus; the hint repeats the shortcut the button announces */}
      <kbd className="search-box__hint" aria-hidden="true">
        {mac ? '⌘' : 'Ctrl'} K
      </kbd>
      <button
        type="button"
        className="icon-button search-box__button"
        aria-label={t.search}
        aria-haspopup="dialog"
        onClick={openModal}
        onPointerEnter={load}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M11 18a7 7 0 100-14 7 7 0 000 14zm9 2l-4-4" />
        </svg>
      </button>
      {Overlay && (
        <Overlay input={input} setAria={setAria} modal={modal} onModalClose={closeModal} />
      )}
      {Highlighter && <Highlighter />}
    </div>
  )
}
