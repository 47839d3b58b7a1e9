import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type BrowserContextOptions } from 'playwright-core'

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

/** Debian's Chromium, or the one `CHROMIUM_PATH` names. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export type Context = BrowserContext & { cleanup: () => Promise<void> }

/** A browser with a fresh user-data dir (a persistent context, so service workers behave as for a reader). */
export async function launchContext(
  options: BrowserContextOptions & { args?: string[] } = {},
): Promise<Context> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-chromium-'))
  const { args = [], ...rest } = options
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...args],
    ...rest,
  })
  return Object.assign(context, {
    cleanup: async () => {
      await context.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  })
}
