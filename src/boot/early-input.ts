/**
 * What the inline early-input script (scripts/prerender/inline-scripts.ts) kept from before the app
 * listened: the shortcuts pressed and the buttons clicked. Absent in dev, where that script is not
 * in the page.
 */
interface EarlyInput {
  /** Shortcuts in the order pressed: `search` (Ctrl/Cmd+K, `/`, the search button) or `help` (`?`). */
  keys: string[]
  /** Buttons clicked whose action needs the app. */
  clicks: Element[]
  /** The element that had focus before a shortcut moved it into the navbar search box. */
  back: () => Element | null
  /** Stops keeping keys, clicks, or (without an argument) both. */
  stop: (what?: 'keys' | 'clicks') => void
}

declare global {
  interface Window {
    __hcfyEarly?: EarlyInput
  }
}

export type EarlyShortcut = 'search' | 'help'

/** Whether `shortcut` was pressed before the app listened; the press is used up. */
export function takeEarlyShortcut(shortcut: EarlyShortcut): boolean {
  const keys = window.__hcfyEarly?.keys
  if (!keys?.includes(shortcut)) return false
  keys.splice(0, keys.length, ...keys.filter((k) => k !== shortcut))
  return true
}

/** Where focus was before an early shortcut moved it into the navbar search box. */
export function earlyFocusOrigin(): Element | null {
  return window.__hcfyEarly?.back() ?? null
}

/** The shell has hydrated and its shortcuts listen (search, help): keys are the app's from here on. */
export function endEarlyKeys(): void {
  window.__hcfyEarly?.stop('keys')
}

/**
 * The page has hydrated: the inline script stops keeping clicks, and the buttons clicked before are
 * clicked again, now that their handlers exist (the page's own too, such as its sidebar's).
 */
export function endEarlyClicks(): void {
  const early = window.__hcfyEarly
  if (!early) return
  early.stop('clicks')
  const clicked = early.clicks.splice(0)
  for (const button of clicked)
    if (button.isConnected && button instanceof HTMLElement) button.click()
}

/** The app could not start: buttons built without it (Retry) must get their clicks. */
export function stopEarlyInput(): void {
  window.__hcfyEarly?.stop()
}
