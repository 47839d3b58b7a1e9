import type { ReactNode } from 'react'
import { useAllStrings } from '../locale/use-on-demand-strings.ts'
import { SearchError } from './SearchError.tsx'

export interface SearchStatusProps {
  error: Error | null
  onRetry: () => void
  /** A query waits for the index to load. */
  loading: boolean
  /** The answer to the query shown is in and holds nothing. */
  empty: boolean
  /** What "nothing found" says (the search bar's short "No results" by default). */
  emptyText?: string
  /** The results. */
  children: ReactNode
}

/**
 * What a search's result area shows, first that applies: why it failed (with Retry), that the
 * index is still loading, that nothing was found, or the results.
 */
export function SearchStatus({
  error,
  onRetry,
  loading,
  empty,
  emptyText,
  children,
}: SearchStatusProps) {
  const t = useAllStrings()
  if (error) return <SearchError error={error} onRetry={onRetry} />
  if (loading) {
    return (
      <p className="search-status" role="status">
        {t.searchLoading}
      </p>
    )
  }
  if (empty) return <p className="search-status">{emptyText ?? t.noResults}</p>
  return <>{children}</>
}
