import { useMemo } from 'react'
import { siteConfig } from '../content/site.ts'
import { useLocale } from '../locale/use-locale.ts'
import { useAllStrings } from '../locale/use-on-demand-strings.ts'
import { otherIndexUrl, otherResults } from './other-locale.ts'
import { allResults } from './ResultList.tsx'
import { useSearch } from './use-search.ts'

/**
 * The search of the navbar box and the modal: this language's index with the other's as fallback,
 * the site's result count and snippet length; `results` lists this language's results, then the other's.
 */
export function useQuickSearch(query: string, onAnswer?: (query: string) => void) {
  const t = useAllStrings()
  const locale = useLocale()
  const state = useSearch(query, {
    indexUrl: siteConfig.searchIndex[locale],
    otherIndexUrl: otherIndexUrl(locale),
    limit: siteConfig.search.maxResults,
    snippetLength: siteConfig.search.snippetLength,
    ...(onAnswer && { onAnswer }),
  })
  const other = useMemo(() => otherResults(locale, t, state.other), [state.other, locale, t])
  const results = useMemo(() => allResults(state.results, other), [state.results, other])
  return { state, other, results }
}
