import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PageInfo } from '../../../../workers/search/load-index.ts'
import { warmUp, warmUpQueries, WARM_UP_IDLE_MS } from '../../../../workers/search/warm-up.ts'

const page = (title: string) => ({ title }) as PageInfo

describe('workers/search/warm-up', () => {
  afterEach(() => vi.useRealTimers())

  describe('warmUpQueries', () => {
    it('types the titles of pages spread over the index, a character at a time, up to the count', () => {
      const pages = [
        '截图翻译',
        'DeepL',
        'a',
        'b',
        'c',
        'd',
        'e',
        'f',
        'g',
        'h',
        'i',
        'Web page',
      ].map(page)
      // Twelve pages: every second one's title.
      expect(warmUpQueries(pages, 100)).toEqual([
        '截',
        '截图',
        '截图翻',
        '截图翻译',
        'a',
        'c',
        'e',
        'g',
        'i',
      ])
      expect(warmUpQueries(pages, 3)).toEqual(['截', '截图', '截图翻'])
    })

    it('gives nothing for an empty index and never an empty or repeated query', () => {
      expect(warmUpQueries([])).toEqual([])
      expect(warmUpQueries(['  ', 'ab', 'ab'].map(page), 10)).toEqual(['a', 'ab'])
    })
  })

  describe('warmUp', () => {
    it('runs each query in its own task, in order, waiting while the reader searches, past a failed one', async () => {
      vi.useFakeTimers()
      const ran: string[] = []
      let idle = false
      const done = vi.fn()
      void warmUp(
        ['a', 'b', 'c'],
        async (q) => {
          ran.push(q)
          if (q === 'b') throw new Error('no')
        },
        () => idle,
      ).then(done)
      await vi.advanceTimersByTimeAsync(WARM_UP_IDLE_MS * 3)
      expect(ran).toEqual([])
      idle = true
      await vi.advanceTimersByTimeAsync(WARM_UP_IDLE_MS * 2)
      expect(ran).toEqual(['a', 'b', 'c'])
      expect(done).toHaveBeenCalledOnce()
    })

    it('stops between two searches while the reader searches, and goes on after', async () => {
      vi.useFakeTimers()
      const ran: string[] = []
      let idle = true
      void warmUp(
        ['a', 'b', 'c'],
        async (q) => {
          ran.push(q)
          idle = false
        },
        () => idle,
      )
      await vi.advanceTimersByTimeAsync(WARM_UP_IDLE_MS * 2)
      expect(ran).toEqual(['a'])
      idle = true
      await vi.advanceTimersByTimeAsync(WARM_UP_IDLE_MS + 1)
      expect(ran).toEqual(['a', 'b'])
    })
  })
})
