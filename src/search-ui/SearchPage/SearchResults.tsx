import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { SearchResult } from '../../../workers/search/result-types.ts'
import { useAllStrings } from '../../locale/use-on-demand-strings.ts'
import { hrefOf, onPlainClick } from '../open-result.ts'
import type { OtherResults } from '../ResultList.tsx'

/** Results rendered at first, and added each time the reader reaches the end. */
const PAGE_SIZE = 20
/** The other language's results come after this many of the page language's (unless they come first). */
const OTHER_AFTER = 5

/**
 * Every result of the search page, rendered in growing pages: a thousand articles at once would
 * stall typing. More appear when the end of the list scrolls into view, or on the button. The
 * other language's results, when there are any, form a labelled section after the first few, or
 * first when they hold more of the query.
 */
export function SearchResults({
  query,
  results,
  other,
  onOpen,
}: {
  query: string
  results: readonly SearchResult[]
  other?: OtherResults | null
  onOpen: () => void
}) {
  const t = useAllStrings()
  const router = useRouter()
  const [shown, setShown] = useState(PAGE_SIZE)
  // Only a new query starts the list over. The same query is answered again, with a new array, when
  // the rest of the index arrives or the other language's results join: a reader who scrolled far
  // down must not be sent back to the first page by that.
  const [listed, setListed] = useState(query)
  if (listed !== query) {
    setListed(query)
    setShown(PAGE_SIZE)
  }
  const end = useRef<HTMLDivElement>(null)
  const more = shown < results.length
  // biome-ignore lint/correctness/useExhaustiveDependencies: observed again after each page of results, so a sentinel still in view loads the next one
  useEffect(() => {
    const el = end.current
    if (!el || !more) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setShown((n) => n + PAGE_SIZE)
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [more, shown])

  const article = (result: SearchResult) => {
    const href = hrefOf(result)
    return (
      <article key={`${result.document.i}:${result.url}`} className="search-page__result">
        <h2 className="search-page__title">
          <a
            href={href}
            onClick={onPlainClick(router, href, onOpen)}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the worker escapes the page text and adds only <mark>
            dangerouslySetInnerHTML={{ __html: result.titleHtml }}
          />
        </h2>
        <p
          className="search-result__path"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the worker escapes the page text and adds only <mark>
          dangerouslySetInnerHTML={{ __html: result.pathHtml }}
        />
        {result.snippetHtml && (
          <p
            className="search-page__snippet"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the worker escapes the page text and adds only <mark>
            dangerouslySetInnerHTML={{ __html: result.snippetHtml }}
          />
        )}
      </article>
    )
  }
  const visible = results.slice(0, shown)
  const after = other?.first ? 0 : OTHER_AFTER
  return (
    <>
      {visible.slice(0, after).map(article)}
      {other && other.results.length > 0 && (
        <section className="search-page__other" aria-labelledby="search-page-other">
          <h2 id="search-page-other">{other.label}</h2>
          <div lang={other.lang}>{other.results.map(article)}</div>
        </section>
      )}
      {visible.slice(after).map(article)}
      {more && (
        <div ref={end} className="search-page__more">
          <button type="button" className="button" onClick={() => setShown((n) => n + PAGE_SIZE)}>
            {t.searchMore}
          </button>
        </div>
      )}
    </>
  )
}
