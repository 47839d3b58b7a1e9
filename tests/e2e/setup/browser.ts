import { chromium, type Browser, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.ts'

export { CHROMIUM_ARGS, CHROMIUM_PATH, launchContext } from '../../../scripts/lib/chromium.ts'

/** A plain browser for tests that open many isolated contexts. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
}

/** Console errors, page errors and hydration warnings seen by a page. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /hydrat/iu.test(m.text())))
      problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  return problems
}

/**
 * Waits until React has hydrated the prerendered page (the root layout marks `<html>`). A locator
 * wait, not `waitForFunction`, which would evaluate code the page's CSP forbids.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/** The main site's origin, and a URL on it. */
export const site = (p = '/'): string => inject('siteOrigin') + p
export const subSite = (p = '/'): string => `${inject('subOrigin')}/sub${p}`
