import { stopEarlyInput } from './boot/early-input.ts'
import { siteConfig } from './content/site.ts'
import { isChunkLoadError, reloadWhenReachable } from './navigation/chunk-errors.ts'
import { format, uiStrings, type UiStrings } from './shared/i18n/strings.ts'
import { localeOfPath, stripBase } from './shared/paths.ts'

/**
 * Shown when the app cannot start on a prerendered page (a chunk failed, e.g. offline): the page
 * stays readable, and a bar explains the problem with a Retry button. Built with the DOM directly,
 * because React is what failed to start.
 */
export function showStartupError(error: unknown, retry: () => Promise<void>): void {
  console.error('[app] could not start', error)
  // The Retry button is built without React: the clicks the inline script holds for React must reach it.
  stopEarlyInput()
  let t: Pick<UiStrings, 'chunkFailed' | 'retry'>
  try {
    t = uiStrings(localeOfPath(stripBase(location.pathname, siteConfig.baseUrl) ?? '/'))
  } catch {
    // The strings are a chunk too: if even they failed, say it in English.
    t = { chunkFailed: 'The page could not start: {error}', retry: 'Retry' }
  }
  document.getElementById('startup-error')?.remove()
  const bar = document.createElement('div')
  bar.id = 'startup-error'
  bar.className = 'startup-error'
  bar.setAttribute('role', 'alert')
  const text = document.createElement('p')
  text.textContent = format(t.chunkFailed, {
    error: error instanceof Error ? error.message : String(error),
  })
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'button button--primary'
  button.textContent = t.retry
  button.addEventListener('click', () => {
    button.disabled = true
    if (isChunkLoadError(error)) {
      // Still out of reach: the bar comes back, so a screen reader hears the alert again.
      void reloadWhenReachable(error).then(
        (reloading) => reloading || showStartupError(error, retry),
      )
      return
    }
    bar.remove()
    retry().catch((e: unknown) => showStartupError(e, retry))
  })
  bar.append(text, button)
  document.body.prepend(bar)
}
