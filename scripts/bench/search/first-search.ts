import type { Page } from 'playwright-core'
import { launchContext } from '../../lib/chromium.ts'
import { openPage, shimNames } from './page.ts'

/**
 * A reader's first search on a fresh profile: from the Ctrl+K keydown to the modal showing the
 * answer, through loading the search code, starting the worker, downloading and decoding the index.
 * The query is inserted at once, as an input method commits Chinese text.
 */
export async function firstSearch(
  origin: string,
  path: string,
  query: string,
  onRequest?: (url: string) => void,
): Promise<number> {
  const context = await launchContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  })
  try {
    const page = await context.newPage()
    if (onRequest) page.on('request', (request) => onRequest(request.url()))
    await openPage(page, origin + path)
    // A reader looks at the page before searching: the prefetches after hydration are over.
    await page.waitForLoadState('networkidle')
    await shimNames(page)
    await page.evaluate(() => {
      const probe = { start: 0 }
      ;(window as unknown as { __firstSearch: typeof probe }).__firstSearch = probe
      document.addEventListener(
        'keydown',
        (e) => {
          if (e.key.toLowerCase() === 'k' && !probe.start) probe.start = e.timeStamp
        },
        true,
      )
    })
    await page.keyboard.press('Control+k')
    await page.locator('dialog.search-modal[open] .search-modal__input:focus').waitFor()
    await page.keyboard.insertText(query)
    return await untilAnswer(page, query)
  } finally {
    await context.cleanup()
  }
}

/** Milliseconds from the recorded keydown to the modal showing results for `query`. */
function untilAnswer(page: Page, query: string): Promise<number> {
  return page.evaluate(
    (q) =>
      new Promise<number>((resolve, reject) => {
        const { start } = (window as unknown as { __firstSearch: { start: number } }).__firstSearch
        const done = () => {
          const body = document.querySelector('.search-modal__body')
          if (body?.getAttribute('data-query') !== q || !body.querySelector('[role="option"]'))
            return false
          resolve(performance.now() - start)
          return true
        }
        if (done()) return
        const observer = new MutationObserver(() => done() && observer.disconnect())
        observer.observe(document.body, { subtree: true, childList: true, attributes: true })
        setTimeout(() => reject(new Error(`bench: no results for "${q}" within 10 s`)), 10_000)
      }),
    query,
  )
}
