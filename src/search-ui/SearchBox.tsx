import { useStrings } from '../theme/hooks/use-locale.ts'

/**
 * The navbar search box (the search issue fills in the behaviour: lazy worker, dropdown of results,
 * Ctrl/Cmd+K modal). Rendered by the navbar; it owns its own markup and styles (search.css).
 */
export function SearchBox() {
  const t = useStrings()
  return (
    <div className="search-box">
      <input className="search-box__input" type="search" aria-label={t.search} placeholder={t.search} />
      <kbd className="search-box__hint">Ctrl K</kbd>
    </div>
  )
}
