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
  /** Sends `query` now, ahead of the render that will make it the hook's query. */
  send: (query: string) => void
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

  // The request of the latest query; `send` is also called straight from an input listener, before
  // the keystroke is rendered, and the effect below then finds it already sent.
  const sent = useRef('')
  const send = (q: string) => {
    const key = JSON.stringify([q, indexUrl, limit, snippetLength, attempt])
    if (key === sent.current) return
    sent.current = key
    const id = ++latest.current
    if (q.trim() === '' || indexUrl === null) {
      setAnswer({ query: q, results: [] })
      return
    }
    search(q, { indexUrl, limit, snippetLength }).then(
      (results) => {
        if (id !== latest.current) return
        // Rendered in the task that receives the answer, not one scheduled later.
        flushSync(() => {
          setAnswer({ query: q, results })
          setError(null)
        })
      },
      (e: unknown) => id === latest.current && setError(asError(e)),
    )
  }
  // A layout effect: the request leaves in the task that rendered the new query.
  useLayoutEffect(() => send(query))

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...answer, indexLoading, error, retry, send }
}
