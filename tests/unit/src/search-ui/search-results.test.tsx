// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import type { SearchResult } from '../../../../workers/search/result-types.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// The list needs a router only to open a result, and its strings only for the button's label.
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({}) }))
vi.mock('../../../../src/locale/use-on-demand-strings.ts', () => ({
  useAllStrings: () => ({ searchMore: 'Show more results' }),
}))

const { SearchResults } = await import('../../../../src/search-ui/SearchPage/SearchResults.tsx')

const results = (n: number): SearchResult[] =>
  Array.from(
    { length: n },
    (_, i) =>
      ({
        document: { i },
        url: `/docs/p${i}`,
        titleHtml: `p${i}`,
        pathHtml: '',
        snippetHtml: '',
        terms: [],
      }) as unknown as SearchResult,
  )

describe('src/search-ui/SearchPage/SearchResults', () => {
  it('keeps the pages a reader opened when the same query is answered again, and starts over on a new query', async () => {
    const el = document.createElement('div')
    const root = createRoot(el)
    const render = (query: string, list: SearchResult[]) =>
      act(async () => root.render(<SearchResults query={query} results={list} onOpen={() => {}} />))
    await render('translation', results(70))
    expect(el.querySelectorAll('article')).toHaveLength(20)
    await act(async () => el.querySelector('button')!.click())
    await act(async () => el.querySelector('button')!.click())
    expect(el.querySelectorAll('article')).toHaveLength(60)

    // The rest of the index arrived: the same query, answered with a new array.
    await render('translation', results(70))
    expect(el.querySelectorAll('article')).toHaveLength(60)

    await render('translations', results(70))
    expect(el.querySelectorAll('article')).toHaveLength(20)
    await act(async () => root.unmount())
  })
})
