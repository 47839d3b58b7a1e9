import { useAllStrings } from '../locale/use-on-demand-strings.ts'
import { optionId } from './ResultList.tsx'

export interface RecentListProps {
  id: string
  items: readonly string[]
  active: number
  onActive: (index: number) => void
  onPick: (query: string) => void
  onRemove: (query: string) => void
}

/** The last searches, shown while the modal's input is empty; each can be searched again or removed. */
export function RecentList({ id, items, active, onActive, onPick, onRemove }: RecentListProps) {
  const t = useAllStrings()
  const headingId = `${id}-heading`
  return (
    <section className="search-recent">
      <h2 id={headingId} className="search-recent__heading">
        {t.recentSearches}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox of a combobox: focus stays in the input, which points at options with aria-activedescendant */}
      <ul id={id} role="listbox" aria-labelledby={headingId} className="search-results">
        {items.map((item, i) => (
          // biome-ignore lint/a11y/useFocusableInteractive: options of the combobox take no focus (see the listbox)
          <li
            key={item}
            id={optionId(id, i)}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: see the listbox
            role="option"
            aria-selected={i === active}
            className="search-result search-recent__item"
            onMouseMove={() => i !== active && onActive(i)}
          >
            <button
              type="button"
              className="search-recent__pick"
              tabIndex={-1}
              onClick={() => onPick(item)}
            >
              {item}
            </button>
            <button
              type="button"
              className="icon-button search-recent__remove"
              aria-label={`${t.removeRecent}: ${item}`}
              onClick={() => onRemove(item)}
            >
              <svg
                width="16"
                height="16"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
