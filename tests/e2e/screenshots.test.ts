import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '../../scripts/site-build.ts'
import { launchContext, site, waitForHydration } from './setup/browser.ts'

/**
 * Full-page screenshots of the main page designs, for people to look at: phone and desktop widths,
 * light and dark. Written to tests/output/screenshots/ (gitignored).
 */

const OUT = path.join(ROOT, 'tests/output/screenshots')
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const PAGES = [
  ['home', '/'],
  ['docs', '/docs/faqs/deepl-limit'],
  ['blog-post', '/blog/2025/06/14/deepl-builtin-errors'],
] as const
const WIDTHS = [375, 1280] as const
const THEMES = ['light', 'dark'] as const

const CASES = PAGES.flatMap(([name, url]) =>
  WIDTHS.flatMap((width) =>
    THEMES.map((theme) => [`${name}-${width}-${theme}`, url, width, theme] as const),
  ),
)

describe('screenshots', () => {
  let context: Awaited<ReturnType<typeof launchContext>>
  beforeAll(async () => {
    fs.mkdirSync(OUT, { recursive: true })
    context = await launchContext({ serviceWorkers: 'block' })
  })
  afterAll(async () => context.cleanup())

  it.each(CASES)('%s', async (name, url, width, theme) => {
    const file = path.join(OUT, `${name}.png`)
    fs.rmSync(file, { force: true })
    const page = await context.newPage()
    await page.setViewportSize({ width, height: width < 600 ? 812 : 800 })
    await page.goto(site(`${url}?theme=${theme}`))
    await waitForHydration(page)
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
    // Fonts settle before the picture is taken.
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
    await page.close()
    const png = fs.readFileSync(file)
    expect(png.length).toBeGreaterThan(10_000)
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
    // Width from the IHDR chunk: the page did not overflow sideways.
    expect(png.readUInt32BE(16)).toBe(width)
  })
})
