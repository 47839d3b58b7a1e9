import { siteConfig } from './content/site.ts'
import { format, uiStrings } from './shared/i18n.ts'
import { localeOfPath, stripBase } from './shared/paths.ts'

/**
 * Shown when the app cannot start on a prerendered page (a chunk failed, e.g. offline): the page
 * stays readable, and a bar explains the problem with a Retry button. Built with the DOM directly,
 * because React is what failed to start.
 */
export function showStartupError(error: unknown, retry: () => Promise<void>): void {
  console.error('[app] could not start', error)
  const t = uiStrings(localeOfPath(stripBase(location.pathname, siteConfig.baseUrl) ?? '/'))
  document.getElementById('startup-error')?.remove()
  const bar = document.createElement('div')
  bar.id = 'startup-error'
  bar.className = 'startup-error'
  bar.setAttribute('role', 'alert')
  const text = document.createElement('p')
  text.textContent = format(t.chunkFailed, { error: error instanceof Error ? error.message : String(error) })
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'button button--primary'
  button.textContent = t.retry
  button.addEventListener('click', () => {
    button.disabled = true
    bar.remove()
    retry().catch((e: unknown) => showStartupError(e, retry))
  })
  bar.append(text, button)
  document.body.prepend(bar)
}
