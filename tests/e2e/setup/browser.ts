import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { inject } from 'vitest'

/** Flags Chromium needs in this sandbox: no sandbox, no GPU, and no background traffic to Google. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** A browser with a fresh user-data dir (a persistent context, so service workers behave as for a reader). */
export async function launchContext(options: BrowserContextOptions = {}): Promise<BrowserContext & { cleanup: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-e2e-'))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    ...options,
  })
  return Object.assign(context, {
    cleanup: async () => {
      await context.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  })
}

/** A plain browser for tests that open many isolated contexts. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
}

/** Console errors, page errors and hydration warnings seen by a page. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /hydrat/iu.test(m.text()))) problems.push(`${m.type()}: ${m.text()}`)
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
