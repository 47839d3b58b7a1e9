// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { useColorMode } from '../../../../src/theme/ThemeToggle/use-color-mode.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Toggle() {
  const { colorMode, setColorMode } = useColorMode()
  return (
    <button type="button" onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}>
      {colorMode}
    </button>
  )
}

describe('src/theme/ThemeToggle/use-color-mode', () => {
  afterEach(() => {
    localStorage.clear()
    document.documentElement.removeAttribute('data-theme')
  })

  it('follows <html data-theme> set outside the app, so its next click goes the other way', async () => {
    document.documentElement.setAttribute('data-theme', 'light')
    const el = document.createElement('div')
    const root = createRoot(el)
    await act(async () => root.render(<Toggle />))
    expect(el.textContent).toBe('light')
    // As the inline early-input script does for a click made while the app was starting.
    await act(async () => document.documentElement.setAttribute('data-theme', 'dark'))
    expect(el.textContent).toBe('dark')
    await act(async () => el.querySelector('button')!.click())
    expect(document.documentElement.getAttribute('data-theme')).toBe('light')
    expect(el.textContent).toBe('light')
    expect(localStorage.getItem('theme')).toBe('light')
    await act(async () => root.unmount())
  })
})
