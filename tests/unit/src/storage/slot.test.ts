// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type SlotModule = typeof import('../../../../src/storage/slot.ts')

/** A fresh copy of the module, so its "warned once" flag starts clean in every test. */
async function freshSlotModule(): Promise<SlotModule> {
  vi.resetModules()
  return import('../../../../src/storage/slot.ts')
}

describe('src/storage/slot (storage available)', () => {
  let mod: SlotModule
  beforeEach(async () => {
    localStorage.clear()
    sessionStorage.clear()
    mod = await freshSlotModule()
  })
  let restore = () => {}
  afterEach(() => {
    restore()
    restore = () => {}
    vi.restoreAllMocks()
  })

  it('gets, sets and deletes a string under the bare key (empty namespace)', () => {
    const slot = mod.createStorageSlot('theme')
    expect(slot.get()).toBeNull()
    slot.set('dark')
    expect(slot.get()).toBe('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
    slot.del()
    expect(slot.get()).toBeNull()
    expect(localStorage.getItem('theme')).toBeNull()
  })

  it('uses sessionStorage when asked', () => {
    mod.createStorageSlot('k', { persistence: 'sessionStorage' }).set('v')
    expect(sessionStorage.getItem('k')).toBe('v')
    expect(localStorage.getItem('k')).toBeNull()
  })

  it('tells same-tab listeners about real changes only', () => {
    const slot = mod.createStorageSlot('announcement.dismiss')
    const seen: (string | null)[] = []
    const stop = slot.listen((e) => seen.push(e.newValue))
    slot.set('true')
    slot.set('true') // unchanged: no event, or a listener that writes back would loop
    slot.set('false')
    slot.del()
    slot.del() // already gone: no event
    expect(seen).toEqual(['true', 'false', null])
    stop()
    slot.set('true')
    expect(seen).toHaveLength(3)
  })

  it('ignores changes of other keys and other storage areas', () => {
    const slot = mod.createStorageSlot('theme')
    const listener = vi.fn()
    slot.listen(listener)
    mod.createStorageSlot('other').set('x')
    mod.createStorageSlot('theme', { persistence: 'sessionStorage' }).set('dark')
    expect(listener).not.toHaveBeenCalled()
  })

  it('hears writes from another tab (a browser storage event)', () => {
    const slot = mod.createStorageSlot('theme')
    const listener = vi.fn()
    slot.listen(listener)
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'theme',
        oldValue: null,
        newValue: 'dark',
        storageArea: localStorage,
      }),
    )
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener.mock.calls[0]![0].newValue).toBe('dark')
  })

  /** Puts a storage whose every method throws in place of localStorage until the test ends. */
  function failingStorage(): void {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!
    const fail = () => {
      throw new DOMException('quota', 'QuotaExceededError')
    }
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      value: { getItem: fail, setItem: fail, removeItem: fail },
    })
    restore = () => Object.defineProperty(window, 'localStorage', original)
  }

  it('logs a failing write with console.error and carries on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    failingStorage()
    const slot = mod.createStorageSlot('theme')
    expect(() => slot.set('dark')).not.toThrow()
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]![0])).toBe("Storage error, can't set theme=dark")
  })

  it('logs failing reads and deletes and returns null', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    failingStorage()
    const slot = mod.createStorageSlot('theme')
    expect(slot.get()).toBeNull()
    expect(() => slot.del()).not.toThrow()
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([
      "Storage error, can't get key=theme",
      "Storage error, can't delete key=theme",
    ])
  })

  it('does nothing, silently, with persistence "none"', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const slot = mod.createStorageSlot('theme', { persistence: 'none' })
    slot.set('dark')
    expect(slot.get()).toBeNull()
    expect(localStorage.getItem('theme')).toBeNull()
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('src/storage/slot (storage throws on access)', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!
  beforeEach(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  })
  afterEach(() => {
    Object.defineProperty(window, 'localStorage', original)
    vi.restoreAllMocks()
  })

  it('falls back to a do-nothing slot and warns exactly once per page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const mod = await freshSlotModule()
    const theme = mod.createStorageSlot('theme')
    const recent = mod.createStorageSlot('search.recent')
    expect(theme.get()).toBeNull()
    expect(() => theme.set('dark')).not.toThrow()
    expect(theme.get()).toBeNull()
    expect(() => recent.del()).not.toThrow()
    const stop = recent.listen(() => {})
    expect(typeof stop).toBe('function')
    stop()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /^Browser storage is not available\.\nPossible reasons: /u,
    )
    expect(error).not.toHaveBeenCalled()
  })
})
