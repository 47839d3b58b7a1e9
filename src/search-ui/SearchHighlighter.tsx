import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { siteConfig } from '../content/site.ts'
import { format } from '../shared/i18n/strings.ts'
import { useAllStrings } from '../locale/use-on-demand-strings.ts'
import { usePage } from '../page/use-page.ts'
import { contentRoots, whenContent } from './highlight/content-roots.ts'
import { cleanTerms, markTerms, unmarkTerms } from './highlight/mark-terms.ts'
import { highlightTerms, withoutHighlight } from './highlight/params.ts'

/** The element a hash (the router's, without `#`, already decoded) points at. */
function hashTarget(hash: string): Element | null {
  return hash ? document.getElementById(hash) : null
}

/**
 * Marks the words of `?_highlight=` in the page a search result opened, after it rendered (on a
 * direct load and after client navigation), scrolls to the section or the first mark, and offers
 * to clear the marks (which also drops the parameters from the URL, keeping the hash).
 */
export function SearchHighlighter() {
  const t = useAllStrings()
  const router = useRouter()
  const page = usePage()
  // Settled locations only: while the router loads, the old page is still on screen. The router's
  // copy of the location, not `window.location`: the browser's URL is updated a moment later.
  const location = useRouterState({ select: (s) => (s.status === 'idle' ? s.location : null) })
  const [terms, setTerms] = useState<string[]>([])

  useEffect(() => {
    if (location === null) return
    const allowed =
      siteConfig.search.highlightOnTarget && !(page?.kind === 'doc' && !page.searchable)
    const wanted = allowed ? cleanTerms(highlightTerms(location.search)) : []
    unmarkTerms(contentRoots())
    setTerms(wanted)
    if (wanted.length === 0) return
    return whenContent((roots) => {
      const marks = markTerms(roots, wanted)
      const target = hashTarget(location.hash) ?? marks[0]
      target?.scrollIntoView({ block: target === marks[0] ? 'center' : 'start' })
    })
  }, [location, page])

  if (terms.length === 0) return null
  const clear = () => {
    unmarkTerms(contentRoots())
    setTerms([])
    const { pathname, search, hash } = window.location
    router.history.replace(withoutHighlight(pathname + search + hash))
  }
  return createPortal(
    <div className="search-highlight" role="status">
      <span className="search-highlight__terms">
        {format(t.highlightedTerms, { terms: terms.join(' · ') })}
      </span>
      <button type="button" className="button search-highlight__clear" onClick={clear}>
        {t.clearHighlight}
      </button>
    </div>,
    document.body,
  )
}

export default SearchHighlighter
