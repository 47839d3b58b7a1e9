// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { createStorageSlot } from '../../../../src/storage/slot.ts'
import { useStorageSlot } from '../../../../src/storage/use-storage-slot.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Show({ k }: { k: string | null }) {
  const [value] = useStorageSlot(k)
  return <span>{value ?? 'none'}</span>
}

describe('src/storage/use-storage-slot', () => {
  afterEach(() => localStorage.clear())

  it('renders null on the server, whatever is stored (markup never depends on storage)', () => {
    localStorage.setItem('theme', 'dark')
    expect(renderToString(<Show k="theme" />)).toBe('<span>none</span>')
  })

  it('follows the stored value in the browser, including later writes', async () => {
    localStorage.setItem('theme', 'dark')
    const el = document.createElement('div')
    const root = createRoot(el)
    await act(async () => root.render(<Show k="theme" />))
    expect(el.textContent).toBe('dark')
    await act(async () => createStorageSlot('theme').set('light'))
    expect(el.textContent).toBe('light')
    await act(async () => createStorageSlot('theme').del())
    expect(el.textContent).toBe('none')
    await act(async () => root.unmount())
  })

  it('gives the no-op slot for a null key', async () => {
    const el = document.createElement('div')
    const root = createRoot(el)
    await act(async () => root.render(<Show k={null} />))
    expect(el.textContent).toBe('none')
    await act(async () => root.unmount())
  })
})
