import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { OtherLocaleResults, SearchResult } from '../../workers/search/result-types.ts'
import { loadIndex, search, settled } from './client.ts'

export interface SearchState {
  /** The query the results belong to (lags the typed one until its answer arrives). */
  query: string
  results: SearchResult[]
  /** The other language's results, shown after these, when they answer the query better. */
  other: OtherLocaleResults | null
  /** A corrected query that finds much more (asked for with `suggest`). */
  suggestion: string | null
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
  /** The other language's index, searched when this one has no good answer; loaded only then. */
  otherIndexUrl?: string | null
  limit: number
  snippetLength: number
  /** Ask for a "did you mean" (the search page does). */
  suggest?: boolean
  /**
   * Called in the render that shows an answer, with the query it answers: a caller that sends
   * keystrokes itself (see `send`) can render its own query there, one render per keystroke.
   */
  onAnswer?: (query: string) => void
}

interface Answer {
  query: string
  results: SearchResult[]
  other: OtherLocaleResults | null
  suggestion: string | null
}

const NO_ANSWER: Answer = { query: '', results: [], other: null, suggestion: null }

/**
 * A query this language has no good answer to is asked again with the other language's index once
 * the reader has paused this long: searching (and first loading) a second index while keys keep
 * coming would delay their answers.
 */
export const OTHER_INDEX_PAUSE_MS = 300
const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)))

/**
 * Searches as `query` changes, without debounce (the worker answers within milliseconds). Answers
 * that arrive after a newer query was sent are dropped, so fast typing never shows stale results.
 * A query this language answers poorly is asked again with the other language's index once the
 * reader pauses, and one whose index parts are still loading once they are in (if it is still the
 * latest).
 */
export function useSearch(
  query: string,
  {
    indexUrl,
    otherIndexUrl = null,
    limit,
    snippetLength,
    suggest = false,
    onAnswer,
  }: UseSearchOptions,
): SearchState {
  const [attempt, setAttempt] = useState(0)
  const [indexLoading, setIndexLoading] = useState(true)
  const [answer, setAnswer] = useState<Answer>(NO_ANSWER)
  const [error, setError] = useState<Error | null>(null)
  const latest = useRef(0)

  // Loading starts as soon as the search UI exists (hover, focus, Ctrl+K), before anything is typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button: a new attempt loads the index again
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
  const otherTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(otherTimer.current), [])
  const ask = (q: string, id: number, withOther = false) => {
    if (indexUrl === null) return
    search(q, {
      indexUrl,
      limit,
      snippetLength,
      suggest,
      ...(withOther && otherIndexUrl ? { otherIndexUrl } : {}),
    }).then(
      (found) => {
        if (id !== latest.current) return
        // Rendered in the task that receives the answer, not one scheduled later.
        flushSync(() => {
          setAnswer({
            query: q,
            results: found.results,
            other: found.other,
            suggestion: found.suggestion,
          })
          setError(null)
          answered.current?.(q)
        })
        if (found.morePending)
          settled(indexUrl).then(
            () => id === latest.current && ask(q, id, withOther),
            () => {},
          )
        // The other language's results come once the reader pauses on this query.
        if (found.otherWanted && otherIndexUrl) {
          clearTimeout(otherTimer.current)
          otherTimer.current = setTimeout(
            () => id === latest.current && ask(q, id, true),
            OTHER_INDEX_PAUSE_MS,
          )
        }
      },
      (e: unknown) => id === latest.current && setError(asError(e)),
    )
  }
  // The request of the latest query; `send` is also called straight from an input listener, before
  // the keystroke is rendered (or instead of rendering it), and the effect below then finds it sent.
  const sent = useRef('')
  const send = (q: string) => {
    const key = JSON.stringify([q, indexUrl, otherIndexUrl, limit, snippetLength, suggest, attempt])
    if (key === sent.current) return
    sent.current = key
    const id = ++latest.current
    if (q.trim() === '' || indexUrl === null) {
      setAnswer({ ...NO_ANSWER, query: q })
      answered.current?.(q)
      return
    }
    ask(q, id)
  }
  // A layout effect: the request leaves in the task that rendered the new query. Only a new query
  // (or index, limit, attempt) is sent: a render for another reason may still show an older query
  // than the one its caller already sent, and must not send that one again.
  const rendered = useRef('')
  useLayoutEffect(() => {
    const key = JSON.stringify([
      query,
      indexUrl,
      otherIndexUrl,
      limit,
      snippetLength,
      suggest,
      attempt,
    ])
    if (key === rendered.current) return
    rendered.current = key
    send(query)
  })

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...answer, indexLoading, error, retry, send }
}
