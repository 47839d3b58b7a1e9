import { memo, type MouseEvent } from 'react'
import type { SearchResult } from '../../workers/search/result-types.ts'
import { isPlainClick } from '../navigation/SiteLink.tsx'
import { hrefOf } from './open-result.ts'
import { ResultIcon } from './ResultIcon.tsx'

/** Results of the site's other language, shown after the others under their own label. */
export interface OtherResults {
  /** E.g. "English 页面". */
  label: string
  /** Their `lang`, so a screen reader reads them in their language. */
  lang: string
  results: readonly SearchResult[]
  /** Shown before the site language's results (they hold more of the query). */
  first: boolean
}

export interface ResultListProps {
  id: string
  label: string
  results: readonly SearchResult[]
  other?: OtherResults | null
  /** Index of the active option, in the order allResults gives. */
  active: number
  onActive: (index: number) => void
  /** A plain click or Enter on a result; modified clicks are left to the browser (new tab). */
  onOpen: (result: SearchResult, href: string) => void
}

/** DOM id of the option at `index`, for `aria-activedescendant`. */
export const optionId = (listId: string, index: number) => `${listId}-${index}`

/** The results of a list in the order of its options: the site language's and the other's, whichever come first. */
export const allResults = (
  results: readonly SearchResult[],
  other?: OtherResults | null,
): readonly SearchResult[] =>
  !other?.results.length
    ? results
    : other.first
      ? [...other.results, ...results]
      : [...results, ...other.results]

/**
 * Results as a listbox whose options are real links (middle click opens a tab). The `*Html` fields come from the worker,
 * escaped there with only `<mark>` added; nothing typed by the reader reaches innerHTML. The other
 * language's results form a group of the listbox, labelled with their language.
 * Memoised: a keystroke renders the box before its answer arrives, and the old list need not
 * render again then.
 */
export const ResultList = memo(function ResultList({
  id,
  label,
  results,
  other,
  active,
  onActive,
  onOpen,
}: ResultListProps) {
  const option = (result: SearchResult, i: number) => {
    const href = hrefOf(result)
    const click = (e: MouseEvent) => {
      if (!isPlainClick(e)) return
      e.preventDefault()
      onOpen(result, href)
    }
    // The link is the option itself: an option holding a link would nest two controls.
    return (
      <li key={`${result.document.i}:${result.url}`} role="none" className="search-result">
        <a
          id={optionId(id, i)}
          role="option"
          aria-selected={i === active}
          className="search-result__link"
          href={href}
          tabIndex={-1}
          onClick={click}
          onMouseMove={() => i !== active && onActive(i)}
        >
          <ResultIcon type={result.type} />
          <span className="search-result__text">
            <span
              className="search-result__title"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the worker escapes the page text and adds only <mark>
              dangerouslySetInnerHTML={{ __html: result.titleHtml }}
            />
            {result.snippetHtml && (
              <span
                className="search-result__snippet"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the worker escapes the page text and adds only <mark>
                dangerouslySetInnerHTML={{ __html: result.snippetHtml }}
              />
            )}
            <span
              className="search-result__path"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the worker escapes the page text and adds only <mark>
              dangerouslySetInnerHTML={{ __html: result.pathHtml }}
            />
          </span>
        </a>
      </li>
    )
  }
  const offset = other?.first ? other.results.length : 0
  const own = (
    <ul role="none" className="search-results__list">
      {results.map((result, i) => option(result, offset + i))}
    </ul>
  )
  const group = other && other.results.length > 0 && (
    // The label is drawn from data-label: text of its own inside a listbox would be no option.
    // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox; a fieldset would hold form controls
    <div
      role="group"
      aria-label={other.label}
      data-label={other.label}
      lang={other.lang}
      className={`search-results__other${other.first ? ' search-results__other--first' : ''}`}
    >
      <ul role="none" className="search-results__list">
        {other.results.map((result, j) => option(result, (other.first ? 0 : results.length) + j))}
      </ul>
    </div>
  )
  return (
    // Pressing on a result must not move focus out of the input, which would close the list first.
    <div
      id={id}
      role="listbox"
      aria-label={label}
      className="search-results"
      onMouseDown={(e) => e.preventDefault()}
    >
      {other?.first && group}
      {own}
      {!other?.first && group}
    </div>
  )
})
