import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { SearchResult } from '../../workers/search/result-types.ts'
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
  /**
   * Called in the render that shows an answer, with the query it answers: a caller that sends
   * keystrokes itself (see `send`) can render its own query there, one render per keystroke.
   */
  onAnswer?: (query: string) => void
}

const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)))

/**
 * Searches as `query` changes, without debounce (the worker answers within milliseconds). Answers
 * that arrive after a newer query was sent are dropped, so fast typing never shows stale results.
 */
export function useSearch(query: string, { indexUrl, limit, snippetLength, onAnswer }: UseSearchOptions): SearchState {
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

  const answered = useRef(onAnswer)
  answered.current = onAnswer
  // The request of the latest query; `send` is also called straight from an input listener, before
  // the keystroke is rendered (or instead of rendering it), and the effect below then finds it sent.
  const sent = useRef('')
  const send = (q: string) => {
    const key = JSON.stringify([q, indexUrl, limit, snippetLength, attempt])
    if (key === sent.current) return
    sent.current = key
    const id = ++latest.current
    if (q.trim() === '' || indexUrl === null) {
      setAnswer({ query: q, results: [] })
      answered.current?.(q)
      return
    }
    search(q, { indexUrl, limit, snippetLength }).then(
      (results) => {
        if (id !== latest.current) return
        // Rendered in the task that receives the answer, not one scheduled later.
        flushSync(() => {
          setAnswer({ query: q, results })
          setError(null)
          answered.current?.(q)
        })
      },
      (e: unknown) => id === latest.current && setError(asError(e)),
    )
  }
  // A layout effect: the request leaves in the task that rendered the new query. Only a new query
  // (or index, limit, attempt) is sent: a render for another reason may still show an older query
  // than the one its caller already sent, and must not send that one again.
  const rendered = useRef('')
  useLayoutEffect(() => {
    const key = JSON.stringify([query, indexUrl, limit, snippetLength, attempt])
    if (key === rendered.current) return
    rendered.current = key
    send(query)
  })

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...answer, indexLoading, error, retry, send }
}
