import { useRouter } from '@tanstack/react-router'
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react'
import { flushSync } from 'react-dom'
import { siteConfig } from '../content/site.ts'
import { useLocale, useStrings } from '../locale/use-locale.ts'
import { goTo, hrefOf, openInNewTab } from './open-result.ts'
import { optionId, ResultList } from './ResultList.tsx'
import type { BoxAria } from './box-aria.ts'
import { SearchStatus } from './SearchStatus.tsx'
import { SeeAllLinks } from './SeeAllLinks.tsx'
import { searchPageHref } from './urls.ts'
import { useActiveOption } from './use-active-option.ts'
import { useRecentSearches } from './use-recent-searches.ts'
import { useQuickSearch } from './use-quick-search.ts'

const LIST_ID = 'search-box-results'

/**
 * A keystroke renders together with its answer, which comes within milliseconds: rendering it on
 * its own first would keep the main thread busy just when the answer arrives. When the answer takes
 * longer than this (the index still loading, a failed search), the keystroke renders alone.
 */
const ANSWER_WAIT_MS = 100

export interface BoxPanelProps {
  /** The navbar's input, rendered (and maybe typed into) before this code loaded. */
  input: RefObject<HTMLInputElement | null>
  setAria: Dispatch<SetStateAction<BoxAria>>
}

/**
 * The dropdown of the navbar search box. It drives the input the navbar already rendered through
 * DOM listeners instead of replacing it: swapping the element would drop focus and an IME
 * composition in progress (typing Chinese) at the moment this code arrives.
 */
export function BoxPanel({ input, setAria }: BoxPanelProps) {
  const t = useStrings()
  const locale = useLocale()
  const router = useRouter()
  const [, addRecent] = useRecentSearches()
  const [query, setQuery] = useState(() => input.current?.value ?? '')
  const [open, setOpen] = useState(
    () => !!input.current && document.activeElement === input.current,
  )
  const alone = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const onAnswer = (answered: string) => {
    clearTimeout(alone.current)
    setQuery(answered)
  }
  const { state, other, results } = useQuickSearch(query, onAnswer)
  const send = useRef(state.send)
  send.current = state.send
  const { active, setActive, move } = useActiveOption(results.length, state.query, LIST_ID)
  const visible = open && query.trim() !== ''
  const answered = state.query === query

  // What the input holds: the rendered query lags it until the answer to the last keystroke is in.
  const typed = () => input.current?.value ?? query
  // Leaving for a result or the search page: remember the query and fold the box away.
  const finish = () => {
    addRecent(typed())
    setOpen(false)
    input.current?.blur()
  }
  const openHref = (href: string) => {
    finish()
    goTo(router, href)
  }
  // A callback that stays the same across renders, so the memoised list skips keystroke renders.
  const openRef = useRef(openHref)
  openRef.current = openHref
  const onOpen = useCallback((_: unknown, href: string) => openRef.current(href), [])

  // The listeners read the latest render through this ref, so they are attached once.
  const onKey = useRef<(e: KeyboardEvent) => void>(() => {})
  onKey.current = (e) => {
    if (e.isComposing) return
    if (e.key === 'Escape') {
      if (visible) e.preventDefault()
      setOpen(false)
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setOpen(true)
      move(e.key === 'ArrowDown' ? 1 : -1)
    } else if (e.key === 'Enter' && visible) {
      e.preventDefault()
      // Before the answer to the latest keystroke arrived, Enter means "search for this".
      const now = typed()
      const result = state.query === now ? results[active] : undefined
      const href = result ? hrefOf(result) : searchPageHref(locale, now, null, siteConfig)
      // Ctrl/Cmd+Enter: a new tab, and the list stays open for the next pick.
      if (e.ctrlKey || e.metaKey) {
        addRecent(now)
        openInNewTab(href)
      } else openHref(href)
    }
  }

  useLayoutEffect(() => {
    const el = input.current
    const box = el?.closest('.search-box')
    if (!el || !box) return
    // The request leaves at once; the keystroke renders with its answer (see ANSWER_WAIT_MS).
    const onInput = (e: Event) => {
      if ((e as InputEvent).isComposing) return
      send.current(el.value)
      clearTimeout(alone.current)
      alone.current = setTimeout(() => flushSync(() => setQuery(el.value)), ANSWER_WAIT_MS)
      setOpen(true)
    }
    const onCompositionEnd = () => onInput(new Event('input'))
    const onFocus = () => setOpen(true)
    const onKeyDown = (e: KeyboardEvent) => onKey.current(e)
    const onFocusOut = (e: Event) => {
      if (!box.contains((e as FocusEvent).relatedTarget as Node | null)) setOpen(false)
    }
    el.addEventListener('input', onInput)
    el.addEventListener('compositionend', onCompositionEnd)
    el.addEventListener('focus', onFocus)
    el.addEventListener('keydown', onKeyDown)
    box.addEventListener('focusout', onFocusOut)
    // Keys typed between the first render and now had no listener yet.
    setQuery(el.value)
    if (document.activeElement === el) setOpen(true)
    return () => {
      clearTimeout(alone.current)
      el.removeEventListener('input', onInput)
      el.removeEventListener('compositionend', onCompositionEnd)
      el.removeEventListener('focus', onFocus)
      el.removeEventListener('keydown', onKeyDown)
      box.removeEventListener('focusout', onFocusOut)
    }
  }, [input])

  const showList = visible && !state.error && results.length > 0
  useEffect(() => {
    const next = {
      expanded: showList,
      controls: showList ? LIST_ID : undefined,
      active: showList && active >= 0 ? optionId(LIST_ID, active) : undefined,
    }
    // The navbar re-renders only when something changed.
    setAria((prev) =>
      prev.expanded === next.expanded &&
      prev.controls === next.controls &&
      prev.active === next.active
        ? prev
        : next,
    )
  }, [setAria, showList, active])

  if (!visible) return null
  return (
    <div className="search-panel" data-query={state.query}>
      <SearchStatus
        error={state.error}
        onRetry={state.retry}
        loading={!answered && state.indexLoading}
        empty={answered && results.length === 0}
      >
        <ResultList
          id={LIST_ID}
          label={t.search}
          results={state.results}
          other={other}
          active={active}
          onActive={setActive}
          onOpen={onOpen}
        />
      </SearchStatus>
      {showList && (
        <div className="search-footer">
          <SeeAllLinks query={query} onGo={finish} />
        </div>
      )}
    </div>
  )
}
