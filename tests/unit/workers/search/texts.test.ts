import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PageInfo } from '../../../../workers/search/load-index.ts'
import { createTextStore } from '../../../../workers/search/texts.ts'
import { dataChunkText } from '../../../../src/shared/site-layout/data-chunk.ts'

describe('workers/search/texts', () => {
  afterEach(() => vi.unstubAllGlobals())

  const page = (n: number): PageInfo => ({
    path: `/p${n}`,
    title: `P${n}`,
    crumbs: [],
    sections: [['', `P${n}`]],
    titleDoc: -1,
    chunk: `../assets/p/p${n}-0000000${n % 10}.js`,
    indexFile: new URL('https://docs.example/search/en.json'),
  })

  it('downloads ahead a few at a time, and fetches a wanted chunk at once, ahead of the queue', async () => {
    const answers = new Map<string, (r: Response) => void>()
    const fetchSpy = vi.fn(
      (input: URL) => new Promise<Response>((resolve) => answers.set(input.pathname, resolve)),
    )
    vi.stubGlobal('fetch', fetchSpy)
    vi.stubGlobal('self', { location: new URL('/docs/', 'https://docs.example') })
    const store = createTextStore()
    const pages = Array.from({ length: 10 }, (_, n) => page(n))
    store.prefetch(pages)
    expect(fetchSpy).toHaveBeenCalledTimes(4)
    const wanted = store.pageTexts(pages[9]!)
    expect(fetchSpy).toHaveBeenCalledTimes(5)
    answers.get('/assets/p/p9-00000009.js')!(
      new Response(dataChunkText({ html: '<p>nine</p>', sidebar: null }), {
        headers: { 'content-type': 'text/javascript' },
      }),
    )
    expect(await wanted).toEqual(['nine'])
    // A finished download ahead makes room for the next in the queue.
    answers.get('/assets/p/p0-00000000.js')!(
      new Response(dataChunkText({ html: '<p>zero</p>', sidebar: null }), {
        headers: { 'content-type': 'text/javascript' },
      }),
    )
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(6))
    expect(await store.pageTexts(pages[0]!)).toEqual(['zero'])
    expect(fetchSpy).toHaveBeenCalledTimes(6)
  })

  it('holds downloads ahead back while searches run, and starts them in the pause after', async () => {
    const fetchSpy = vi.fn(() => new Promise<Response>(() => undefined))
    vi.stubGlobal('fetch', fetchSpy)
    vi.stubGlobal('self', { location: new URL('/docs/', 'https://docs.example') })
    const store = createTextStore()
    store.searching()
    store.prefetch(Array.from({ length: 6 }, (_, n) => page(n)))
    expect(fetchSpy).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(4), { timeout: 5000 })
  })
})
