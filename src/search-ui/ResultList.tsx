import { memo, type MouseEvent } from 'react'
import type { SearchResult } from '../../workers/search/result-types.ts'
import { isPlainClick } from '../theme/SiteLink/index.tsx'
import { hrefOf } from './open-result.ts'
import { ResultIcon } from './ResultIcon.tsx'

/** Results of the site's other language, shown after the others under their own label. */
export interface OtherResults {
  /** E.g. "English 页面". */
  label: string
  /** Their `lang`, so a screen reader reads them in their language. */
  lang: string
  results: readonly SearchResult[]
}

export interface ResultListProps {
  id: string
  label: string
  results: readonly SearchResult[]
  other?: OtherResults | null
  /** Index of the active option, counting on from `results` into `other.results`. */
  active: number
  onActive: (index: number) => void
  /** A plain click or Enter on a result; modified clicks are left to the browser (new tab). */
  onOpen: (result: SearchResult, href: string) => void
}

/** DOM id of the option at `index`, for `aria-activedescendant`. */
export const optionId = (listId: string, index: number) => `${listId}-${index}`

/** The results of a list in the order of its options: the site language's, then the other's. */
export const allResults = (results: readonly SearchResult[], other?: OtherResults | null): readonly SearchResult[] => (other?.results.length ? [...results, ...other.results] : results)

/**
 * Results as a listbox whose options are real links. The `*Html` fields come from the worker,
 * escaped there with only `<mark>` added; nothing typed by the reader reaches innerHTML. The other
 * language's results form a group of the listbox, labelled with their language.
 * Memoised: a keystroke renders the box before its answer arrives, and the old list need not
 * render again then.
 */
export const ResultList = memo(function ResultList({ id, label, results, other, active, onActive, onOpen }: ResultListProps) {
  const option = (result: SearchResult, i: number) => {
    const href = hrefOf(result)
    const click = (e: MouseEvent) => {
      if (!isPlainClick(e)) return
      e.preventDefault()
      onOpen(result, href)
    }
    return (
      <li key={`${result.document.i}:${result.url}`} id={optionId(id, i)} role="option" aria-selected={i === active} className="search-result" onMouseMove={() => i !== active && onActive(i)}>
        <a className="search-result__link" href={href} tabIndex={-1} onClick={click}>
          <ResultIcon type={result.type} />
          <span className="search-result__text">
            <span className="search-result__title" dangerouslySetInnerHTML={{ __html: result.titleHtml }} />
            {result.snippetHtml && <span className="search-result__snippet" dangerouslySetInnerHTML={{ __html: result.snippetHtml }} />}
            <span className="search-result__path" dangerouslySetInnerHTML={{ __html: result.pathHtml }} />
          </span>
        </a>
      </li>
    )
  }
  return (
    // Pressing on a result must not move focus out of the input, which would close the list first.
    <ul id={id} role="listbox" aria-label={label} className="search-results" onMouseDown={(e) => e.preventDefault()}>
      {results.map(option)}
      {other && other.results.length > 0 && (
        // The label is drawn from data-label: text of its own inside a listbox would be no option.
        <li role="group" aria-label={other.label} data-label={other.label} lang={other.lang} className="search-results__other">
          <ul role="none" className="search-results">
            {other.results.map((result, j) => option(result, results.length + j))}
          </ul>
        </li>
      )}
    </ul>
  )
})
