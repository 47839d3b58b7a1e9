import { describe, expect, it } from 'vitest'
import { viewKey, type PageView } from '../../../../src/analytics/page-view.ts'
import { PageViewTracker } from '../../../../src/analytics/tracker.ts'
import type { QueueStore } from '../../../../src/analytics/queue.ts'

const memoryStore = (): QueueStore & { value: string | null } => {
  const store = {
    value: null as string | null,
    get: () => store.value,
    set: (v: string) => {
      store.value = v
    },
    del: () => {
      store.value = null
    },
  }
  return store
}

const view = (path: string): PageView => ({
  path,
  locale: 'zh-Hans',
  referrer: '',
  title: path,
  time: 1,
})

describe('src/analytics', () => {
  it('counts a path once, whatever its query or hash', () => {
    expect(viewKey('/docs/x#a')).toBe('/docs/x')
    expect(viewKey('/docs/x?_highlight=a#b')).toBe('/docs/x')
    expect(viewKey('/docs/y')).toBe('/docs/y')
  })

  it('sends each view once, in order', async () => {
    const sent: string[] = []
    const tracker = new PageViewTracker(
      async (views) => void sent.push(...views.map((v) => v.path)),
      memoryStore(),
    )
    await tracker.track(view('/a'))
    await tracker.track(view('/b'))
    expect(sent).toEqual(['/a', '/b'])
  })

  it('queues views while sending fails and sends them, oldest first, once it works again', async () => {
    const sent: string[] = []
    let online = false
    const store = memoryStore()
    const tracker = new PageViewTracker(async (views) => {
      if (!online) throw new Error('offline')
      sent.push(...views.map((v) => v.path))
    }, store)
    await tracker.track(view('/a'))
    await tracker.track(view('/b'))
    expect(sent).toEqual([])
    expect(JSON.parse(store.value!).map((v: PageView) => v.path)).toEqual(['/a', '/b'])
    online = true
    await tracker.track(view('/c'))
    expect(sent).toEqual(['/a', '/b', '/c'])
    expect(store.value).toBeNull()
  })

  it('sends a view tracked while an earlier one is being sent, after it', async () => {
    const sent: string[] = []
    const releases: (() => void)[] = []
    const store = memoryStore()
    const tracker = new PageViewTracker(async (views) => {
      await new Promise<void>((resolve) => releases.push(resolve))
      sent.push(...views.map((v) => v.path))
    }, store)
    const first = tracker.track(view('/a'))
    await Promise.resolve()
    const second = tracker.track(view('/b'))
    while (sent.length < 2) {
      await new Promise((resolve) => setTimeout(resolve, 0))
      releases.shift()?.()
    }
    await Promise.all([first, second])
    expect(sent).toEqual(['/a', '/b'])
    expect(store.value).toBeNull()
  })

  it('sends a view tracked while an earlier send fails, once the endpoint is back, without waiting for the next view', async () => {
    const sent: string[] = []
    let release!: () => void
    let down = true
    const store = memoryStore()
    const tracker = new PageViewTracker(async (views) => {
      // The first request left while the endpoint was down and comes back failed after it recovered.
      if (down) {
        await new Promise<void>((resolve) => (release = resolve))
        down = false
        throw new Error('503')
      }
      sent.push(...views.map((v) => v.path))
    }, store)
    const first = tracker.track(view('/a'))
    await Promise.resolve()
    const second = tracker.track(view('/b'))
    release()
    await Promise.all([first, second])
    expect(sent).toEqual(['/a', '/b'])
    expect(store.value).toBeNull()
  })

  it('keeps the queue bounded', async () => {
    const store = memoryStore()
    const tracker = new PageViewTracker(async () => {
      throw new Error('down')
    }, store)
    for (let i = 0; i < 250; i++) await tracker.track(view(`/p${i}`))
    const queued = JSON.parse(store.value!) as PageView[]
    expect(queued).toHaveLength(200)
    expect(queued[0]!.path).toBe('/p50')
  })
})
