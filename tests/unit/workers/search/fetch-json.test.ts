import { afterEach, describe, expect, it, vi } from 'vitest'
import { FETCH_TIMEOUT_MS, fetchText } from '../../../../workers/search/fetch-json.ts'

const url = new URL('https://docs.example/search/en.00000000.json')

/** A fetch that never answers, as a server that accepts the connection and says nothing; it gives up when aborted. */
function silentFetch(): (input: URL, init?: RequestInit) => Promise<Response> {
  return (_input, init) =>
    new Promise((_, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      )
    })
}

describe('workers/search/fetch-json', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it(`gives up on a request that has not answered after ${FETCH_TIMEOUT_MS / 1000} s`, async () => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', vi.fn(silentFetch()))
    const pending = fetchText(url)
    const outcome = pending.then(
      () => 'answered',
      (e: Error) => e.message,
    )
    await vi.advanceTimersByTimeAsync(FETCH_TIMEOUT_MS - 1)
    expect(await Promise.race([outcome, Promise.resolve('waiting')])).toBe('waiting')
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toBe('[search] /search/en.00000000.json: no answer within 10 s')
  })

  it('gives up on an answer whose body never ends', async () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: URL, init?: RequestInit) => {
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"v":'))
            init?.signal?.addEventListener('abort', () =>
              controller.error(new DOMException('aborted', 'AbortError')),
            )
          },
        })
        return new Response(body, { headers: { 'content-type': 'application/json' } })
      }),
    )
    const outcome = fetchText(url).then(
      () => 'answered',
      (e: Error) => e.message,
    )
    await vi.advanceTimersByTimeAsync(FETCH_TIMEOUT_MS)
    expect(await outcome).toMatch(/no answer within 10 s/u)
  })

  it('tells a failed request from a slow one, and leaves no timer behind an answer', async () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    await expect(fetchText(url)).rejects.toThrow(/the request failed \(offline\?\)/u)
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('{"v":1}', { headers: { 'content-type': 'application/json' } }),
      ),
    )
    expect(await fetchText(url)).toBe('{"v":1}')
    expect(vi.getTimerCount()).toBe(0)
  })
})
