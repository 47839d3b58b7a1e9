import { describe, expect, it } from 'vitest'
import { createStorageSlot } from '../../../../src/storage/slot.ts'

// Node environment: no `window`, as while prerendering pages.
describe('src/storage/slot (prerendering)', () => {
  const message =
    'Illegal storage API usage for storage key "theme".\n' +
    'Storage APIs are not supposed to be called on the server-rendering process.\n' +
    'Please only call storage APIs in effects and event handlers.'

  it('can be created, but every method throws the three-line error', () => {
    expect(typeof window).toBe('undefined')
    const slot = createStorageSlot('theme')
    expect(() => slot.get()).toThrow(message)
    expect(() => slot.set('dark')).toThrow(message)
    expect(() => slot.del()).toThrow(message)
    expect(() => slot.listen(() => {})).toThrow(message)
  })

  it('names the key in the error', () => {
    expect(() => createStorageSlot('announcement.id').get()).toThrow(
      /^Illegal storage API usage for storage key "announcement\.id"\.$/mu,
    )
  })
})
