import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { SearchResult } from '../shared/search/format.ts'
import { loadIndex, search } from './client.ts'

export interface SearchState {
  /** The query the results belong to (lags the typed one until its answer arrives). */
  query: string
  results: SearchResult[]
  /** The index is still downloading (only shown once a query is waiting for it). */
  indexLoading: boolean
  /** The index could not be loaded or the search failed; `retry` tries again. */
  error: Error | null
  retry: () => void
}

export interface UseSearchOptions {
  /** null while the page does not know it yet (the search page before it read its URL): nothing loads. */
  indexUrl: string | null
  limit: number
  snippetLength: number
}

const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)))

/**
 * Searches as `query` changes, without debounce (the worker answers within milliseconds). Answers
 * that arrive after a newer query was sent are dropped, so fast typing never shows stale results.
 */
export function useSearch(query: string, { indexUrl, limit, snippetLength }: UseSearchOptions): SearchState {
  const [attempt, setAttempt] = useState(0)
  const [indexLoading, setIndexLoading] = useState(true)
  const [answer, setAnswer] = useState<{ query: string; results: SearchResult[] }>({ query: '', results: [] })
  const [error, setError] = useState<Error | null>(null)
  const latest = useRef(0)

  // Loading starts as soon as the search UI exists (hover, focus, Ctrl+K), before anything is typed.
  useEffect(() => {
    if (indexUrl === null) return
    let live = true
    setIndexLoading(true)
    setError(null)
    loadIndex(indexUrl).then(
      () => live && setIndexLoading(false),
      (e: unknown) => {
        if (!live) return
        setIndexLoading(false)
        setError(asError(e))
      },
    )
    return () => {
      live = false
    }
  }, [indexUrl, attempt])

  // Latency: the request leaves in the same task as the keystroke's render (a layout effect), and
  // the answer is rendered in the task that receives it (flushSync) rather than one scheduled later.
  useLayoutEffect(() => {
    const id = ++latest.current
    if (query.trim() === '' || indexUrl === null) {
      setAnswer({ query, results: [] })
      return
    }
    search(query, { indexUrl, limit, snippetLength }).then(
      (results) => {
        if (id !== latest.current) return
        flushSync(() => {
          setAnswer({ query, results })
          setError(null)
        })
      },
      (e: unknown) => id === latest.current && setError(asError(e)),
    )
  }, [query, indexUrl, limit, snippetLength, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...answer, indexLoading, error, retry }
}
