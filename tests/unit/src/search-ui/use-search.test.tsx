// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SearchAnswer, SearchResult } from '../../../../workers/search/result-types.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// The worker client, replaced by promises the test settles in any order it likes.
type Pending<T> = { resolve: (v: T) => void; reject: (e: Error) => void }
const loads: (Pending<unknown> & { url: string })[] = []
/** Per query, its latest request: settled with results, or with a whole answer. */
const searches = new Map<
  string,
  Pending<SearchResult[]> & { answer: (a: Partial<SearchAnswer>) => void }
>()
const sent: string[] = []
const sentOptions: { otherIndexUrl?: string }[] = []
const settles: Pending<void>[] = []
vi.mock('../../../../src/search-ui/client.ts', () => ({
  settled: () => new Promise<void>((resolve, reject) => settles.push({ resolve, reject })),
  loadIndex: (url: string) =>
    new Promise((resolve, reject) => loads.push({ resolve, reject, url })),
  search: (query: string, options: { otherIndexUrl?: string }) => {
    sent.push(query)
    sentOptions.push(options)
    return new Promise<SearchAnswer>((resolve, reject) => {
      const answer = (a: Partial<SearchAnswer>) =>
        resolve({
          results: [],
          other: null,
          otherWanted: false,
          morePending: false,
          suggestion: null,
          ...a,
        })
      searches.set(query, { resolve: (results) => answer({ results }), reject, answer })
    })
  },
}))

const { OTHER_INDEX_PAUSE_MS, useSearch } = await import('../../../../src/search-ui/use-search.ts')

const result = (title: string) => ({ titleHtml: title }) as SearchResult

let state: ReturnType<typeof useSearch>
function Probe({ query }: { query: string }) {
  state = useSearch(query, { indexUrl: '/search/zh-Hans.json', limit: 8, snippetLength: 50 })
  return null
}

describe('src/search-ui/use-search', () => {
  let root: ReturnType<typeof createRoot>
  beforeEach(() => {
    loads.length = 0
    searches.clear()
    sent.length = 0
    root = createRoot(document.createElement('div'))
  })
  afterEach(async () => {
    await act(async () => root.unmount())
    vi.useRealTimers()
  })

  it('drops an answer that arrives after a newer query was sent', async () => {
    await act(async () => root.render(<Probe query="划" />))
    await act(async () => root.render(<Probe query="划词" />))
    expect(state.indexLoading).toBe(true)
    await act(async () => searches.get('划词')!.resolve([result('new')]))
    expect(state.query).toBe('划词')
    await act(async () => searches.get('划')!.resolve([result('old')]))
    expect(state.query).toBe('划词')
    expect(state.results.map((r) => r.titleHtml)).toEqual(['new'])
  })

  it('reports a failed load and tries again on retry', async () => {
    await act(async () => root.render(<Probe query="api" />))
    await act(async () => {
      loads[0]!.reject(new Error('[search] offline'))
      searches.get('api')!.reject(new Error('[search] offline'))
    })
    expect(state.error?.message).toBe('[search] offline')
    expect(state.indexLoading).toBe(false)
    await act(async () => state.retry())
    expect(loads).toHaveLength(2)
    expect(state.error).toBeNull()
    await act(async () => {
      loads[1]!.resolve({ documents: 1 })
      searches.get('api')!.resolve([result('API key')])
    })
    expect(state.error).toBeNull()
    expect(state.results.map((r) => r.titleHtml)).toEqual(['API key'])
  })

  it('answers an empty query with no results without asking the worker', async () => {
    await act(async () => root.render(<Probe query="  " />))
    expect(searches.size).toBe(0)
    expect(state.results).toEqual([])
  })
  it('lets a caller send a keystroke ahead of rendering it, and names the query of each answer as it renders', async () => {
    const answers: string[] = []
    function Ahead({ query }: { query: string }) {
      state = useSearch(query, {
        indexUrl: '/search/zh-Hans.json',
        limit: 8,
        snippetLength: 50,
        onAnswer: (q) => answers.push(q),
      })
      return null
    }
    await act(async () => root.render(<Ahead query="de" />))
    await act(async () => state.send('dee'))
    // A render for another reason still shows the older query: it must not be sent again.
    await act(async () => root.render(<Ahead query="de" />))
    expect(sent).toEqual(['de', 'dee'])
    await act(async () => searches.get('de')!.resolve([result('old')]))
    expect(answers).toEqual([])
    await act(async () => searches.get('dee')!.resolve([result('new')]))
    expect(answers).toEqual(['dee'])
    expect(state.query).toBe('dee')
    // The caller renders the answered query: already sent, so nothing leaves.
    await act(async () => root.render(<Ahead query="dee" />))
    expect(sent).toEqual(['de', 'dee'])
    // An empty query is answered at once, without the worker.
    await act(async () => state.send(''))
    expect(answers).toEqual(['dee', ''])
  })

  it("asks again with the other language's index once the reader pauses on a query this one answers poorly", async () => {
    vi.useFakeTimers()
    function Both({ query }: { query: string }) {
      state = useSearch(query, {
        indexUrl: '/search/zh-Hans.json',
        otherIndexUrl: '/search/en.json',
        limit: 8,
        snippetLength: 50,
      })
      return null
    }
    sentOptions.length = 0
    await act(async () => root.render(<Both query="load unpacked" />))
    // Keystrokes search one index only.
    expect(sentOptions[0]!.otherIndexUrl).toBeUndefined()
    await act(async () =>
      searches.get('load unpacked')!.answer({ results: [result('weak')], otherWanted: true }),
    )
    expect(state.results.map((r) => r.titleHtml)).toEqual(['weak'])
    expect(state.other).toBeNull()
    await act(async () => vi.advanceTimersByTime(OTHER_INDEX_PAUSE_MS - 1))
    expect(sent).toEqual(['load unpacked'])
    await act(async () => vi.advanceTimersByTime(1))
    expect(sent).toEqual(['load unpacked', 'load unpacked'])
    expect(sentOptions[1]!.otherIndexUrl).toBe('/search/en.json')
    await act(async () =>
      searches.get('load unpacked')!.answer({
        results: [result('weak')],
        other: { locale: 'en', results: [result('Offline install')], first: true },
      }),
    )
    expect(state.other?.results.map((r) => r.titleHtml)).toEqual(['Offline install'])
  })

  it('does not ask again for a query that is no longer the latest', async () => {
    vi.useFakeTimers()
    function Both({ query }: { query: string }) {
      state = useSearch(query, {
        indexUrl: '/search/zh-Hans.json',
        otherIndexUrl: '/search/en.json',
        limit: 8,
        snippetLength: 50,
      })
      return null
    }
    await act(async () => root.render(<Both query="load" />))
    await act(async () => searches.get('load')!.answer({ otherWanted: true }))
    await act(async () => root.render(<Both query="loads" />))
    await act(async () => vi.advanceTimersByTime(OTHER_INDEX_PAUSE_MS))
    expect(sent).toEqual(['load', 'loads'])
    await act(async () => searches.get('loads')!.answer({ otherWanted: true }))
    await act(async () => vi.advanceTimersByTime(OTHER_INDEX_PAUSE_MS))
    expect(sent).toEqual(['load', 'loads', 'loads'])
  })

  it('asks again once the parts of the index an answer waited for are in', async () => {
    await act(async () => root.render(<Probe query="截图" />))
    await act(async () =>
      searches.get('截图')!.answer({ results: [result('part')], morePending: true }),
    )
    expect(sent).toEqual(['截图'])
    await act(async () => settles.at(-1)!.resolve())
    expect(sent).toEqual(['截图', '截图'])
    await act(async () => searches.get('截图')!.answer({ results: [result('whole')] }))
    expect(state.results.map((r) => r.titleHtml)).toEqual(['whole'])
  })
})
