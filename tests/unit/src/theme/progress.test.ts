// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createProgress, NPROGRESS_SETTINGS } from '../../../../src/theme/ProgressBar/progress.ts'
import {
  PROGRESS_DELAY_MS,
  trackNavigation,
} from '../../../../src/theme/ProgressBar/track-navigation.ts'

type Listener = (e: { pathChanged: boolean }) => void

/** The two router events the bar listens to, fired by hand. */
function fakeRouter() {
  const listeners: Record<string, Listener[]> = { onBeforeNavigate: [], onResolved: [] }
  return {
    subscribe(event: 'onBeforeNavigate' | 'onResolved', fn: Listener) {
      listeners[event]!.push(fn)
      return () => listeners[event]!.splice(listeners[event]!.indexOf(fn), 1)
    },
    emit(event: 'onBeforeNavigate' | 'onResolved', pathChanged = true) {
      for (const fn of listeners[event]!) fn({ pathChanged })
    },
  }
}

describe('src/theme/ProgressBar', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('uses the timing of nprogress', () => {
    expect(NPROGRESS_SETTINGS).toEqual({
      minimum: 0.08,
      speed: 200,
      trickleRate: 0.02,
      trickleSpeed: 800,
    })
    expect(PROGRESS_DELAY_MS).toBe(200)
  })

  it('shows nothing for a navigation that resolves within 200 ms', () => {
    const router = fakeRouter()
    const progress = { start: vi.fn(), done: vi.fn() }
    trackNavigation(router, progress)
    router.emit('onBeforeNavigate')
    vi.advanceTimersByTime(199)
    router.emit('onResolved')
    vi.advanceTimersByTime(1000)
    expect(progress.start).not.toHaveBeenCalled()
  })

  it('starts after 200 ms of a slow navigation and finishes when it resolves', () => {
    const router = fakeRouter()
    const progress = { start: vi.fn(), done: vi.fn() }
    trackNavigation(router, progress)
    router.emit('onBeforeNavigate')
    vi.advanceTimersByTime(200)
    expect(progress.start).toHaveBeenCalledTimes(1)
    router.emit('onResolved')
    expect(progress.done).toHaveBeenCalled()
  })

  it('never shows for hash-only or query-only changes', () => {
    const router = fakeRouter()
    const progress = { start: vi.fn(), done: vi.fn() }
    trackNavigation(router, progress)
    router.emit('onBeforeNavigate', false)
    vi.advanceTimersByTime(5000)
    expect(progress.start).not.toHaveBeenCalled()
  })

  it('stops listening when unsubscribed', () => {
    const router = fakeRouter()
    const progress = { start: vi.fn(), done: vi.fn() }
    const stop = trackNavigation(router, progress)
    router.emit('onBeforeNavigate')
    stop()
    vi.advanceTimersByTime(1000)
    router.emit('onBeforeNavigate')
    vi.advanceTimersByTime(1000)
    expect(progress.start).not.toHaveBeenCalled()
  })

  it('draws a bar from 8 %, trickles it forward, then fills and removes it', () => {
    const progress = createProgress()
    progress.start()
    const fill = document.querySelector<HTMLElement>('.progress-bar > .progress-bar__fill')!
    expect(fill).not.toBeNull()
    expect(document.querySelector('.progress-bar')!.getAttribute('aria-hidden')).toBe('true')
    expect(progress.status).toBeCloseTo(0.08)
    expect(fill.style.transform).toBe('translate3d(-92%,0,0)')
    vi.advanceTimersByTime(800 * 5)
    expect(progress.status!).toBeGreaterThanOrEqual(0.08)
    expect(progress.status!).toBeLessThanOrEqual(0.08 + 5 * 0.02)
    progress.done()
    expect(progress.status).toBeNull()
    expect(fill.style.transform).toBe('translate3d(0%,0,0)')
    vi.advanceTimersByTime(200 + 200)
    expect(document.querySelector('.progress-bar')).toBeNull()
  })

  it('ignores done() when it never started', () => {
    const progress = createProgress()
    progress.done()
    expect(document.querySelector('.progress-bar')).toBeNull()
  })
})
