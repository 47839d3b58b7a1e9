import { useRouter } from '@tanstack/react-router'
import {
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { siteConfig } from '../content/site.ts'
import { useLocale } from '../locale/use-locale.ts'
import { useAllStrings } from '../locale/use-on-demand-strings.ts'
import { goTo, hrefOf, openInNewTab } from './open-result.ts'
import { RecentList } from './RecentList.tsx'
import { optionId, ResultList } from './ResultList.tsx'
import { SearchStatus } from './SearchStatus.tsx'
import { SeeAllLinks } from './SeeAllLinks.tsx'
import { takeStandIn } from './stand-in.ts'
import { searchPageHref } from './urls.ts'
import { useActiveOption } from './use-active-option.ts'
import { useModalDialog } from './use-modal-dialog.ts'
import { useRecentSearches } from './use-recent-searches.ts'
import { useQuickSearch } from './use-quick-search.ts'

const LIST_ID = 'search-modal-results'
const RECENT_ID = 'search-modal-recent'

/**
 * The Ctrl/Cmd+K search: a native modal `<dialog>`, which puts it in the top layer above every
 * overlay (the mobile menu too), makes the page behind it inert, keeps Tab inside and closes on
 * Esc. It stays mounted once opened, so reopening shows the last query. What was typed into the
 * navbar box while it stood in for the modal (see stand-in.ts) continues here.
 */
export function SearchModal({
  open,
  onClose,
  standIn,
}: {
  open: boolean
  onClose: () => void
  standIn: RefObject<HTMLInputElement | null>
}) {
  const t = useAllStrings()
  const locale = useLocale()
  const router = useRouter()
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  const change = (value: string, composing: boolean) => {
    setText(value)
    if (!composing) setQuery(value)
  }
  const modal = useModalDialog(open, onClose, input, {
    handOver: () => takeStandIn(standIn.current),
    onHandOver: (value) => change(value, false),
  })
  const [recent, addRecent, removeRecent] = useRecentSearches()
  const { state, other, results } = useQuickSearch(query)
  const empty = query.trim() === ''
  const answered = state.query === query
  const items = empty ? recent : results
  const listId = empty ? RECENT_ID : LIST_ID
  const { active, setActive, move } = useActiveOption(
    items.length,
    empty ? recent : state.query,
    listId,
  )

  const finish = () => {
    addRecent(query)
    modal.leave()
  }
  const openHref = (href: string) => {
    finish()
    goTo(router, href)
  }
  // The clicked item leaves the DOM with the list: keep focus in the input, where typing goes.
  const pickRecent = (q: string) => {
    change(q, false)
    input.current?.focus()
  }
  const dropRecent = (q: string) => {
    removeRecent(q)
    input.current?.focus()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return
    if (e.key === 'Escape') {
      // A search input would spend the first Esc on clearing itself; here Esc closes, as promised.
      e.preventDefault()
      modal.close()
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      move(e.key === 'ArrowDown' ? 1 : -1)
    } else if (e.key === 'Enter') {
      e.preventDefault()
      // Ctrl/Cmd+Enter: a new tab, and the modal stays for the next pick.
      const newTab = e.ctrlKey || e.metaKey
      if (empty) {
        const pick = recent[active]
        if (pick === undefined) return
        if (newTab) openInNewTab(searchPageHref(locale, pick, null, siteConfig))
        else pickRecent(pick)
        return
      }
      const result = answered ? results[active] : undefined
      const href = result ? hrefOf(result) : searchPageHref(locale, query, null, siteConfig)
      if (newTab) {
        addRecent(query)
        openInNewTab(href)
      } else openHref(href)
    }
  }
  const hasList = items.length > 0 && !(state.error && !empty)
  let body: ReactNode
  if (empty) {
    body = recent.length > 0 && (
      <RecentList
        id={RECENT_ID}
        items={recent}
        active={active}
        onActive={setActive}
        onPick={pickRecent}
        onRemove={dropRecent}
      />
    )
  } else {
    body = (
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
          onOpen={(_, href) => openHref(href)}
        />
      </SearchStatus>
    )
  }

  return createPortal(
    // Esc stays here: the mobile menu under the modal closes on Esc too.
    <dialog
      ref={modal.dialog}
      className="search-modal"
      aria-label={t.search}
      onClose={modal.onClose}
      onClick={modal.onClick}
      onKeyDown={(e) => (e.key === 'Escape' ? e.stopPropagation() : modal.onKeyDown(e))}
    >
      <div className="search-modal__bar">
        <svg
          className="search-modal__icon"
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
        <input
          ref={input}
          className="search-modal__input"
          type="search"
          role="combobox"
          aria-label={t.search}
          aria-autocomplete="list"
          aria-expanded={hasList}
          aria-controls={hasList ? listId : undefined}
          aria-activedescendant={hasList && active >= 0 ? optionId(listId, active) : undefined}
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(e: ChangeEvent<HTMLInputElement>) =>
            change(e.target.value, (e.nativeEvent as InputEvent).isComposing)
          }
          onCompositionEnd={(e) => change(e.currentTarget.value, false)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="search-modal__close" onClick={modal.close}>
          {t.close}
        </button>
      </div>
      <div className="search-modal__body" data-query={state.query}>
        {body}
      </div>
      <div className="search-footer">
        <span className="search-footer__hints" aria-hidden="true">
          {t.searchHints}
        </span>
        {!empty && hasList && <SeeAllLinks query={query} onGo={finish} />}
      </div>
    </dialog>,
    document.body,
  )
}
