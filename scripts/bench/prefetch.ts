import { launchContext } from '../lib/chromium.ts'
import type { Figure } from './report.ts'

/**
 * Bytes the visible links of a docs page prefetch after it loaded: JS fetched once the page is
 * hydrated and idle, minus nothing else (the service worker is blocked so its precache is not counted).
 */
export async function measurePrefetch(
  origin: string,
  path = '/docs/faqs/deepl-limit',
): Promise<Figure[]> {
  const context = await launchContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
  })
  try {
    const page = await context.newPage()
    await page.goto(origin + path)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    // Everything JS the page fetched beyond what its HTML asks for up front is prefetch.
    const after = await page.evaluate(async () => {
      // From the HTML as served: the app adds preload links of its own later, for what it prefetches.
      const html = await (await fetch(location.href)).text()
      const list = JSON.parse(
        /id="hcfy-assets">([^<]*)</u.exec(html)?.[1] ?? '{"entry":"","preload":[]}',
      ) as { entry: string; preload: string[] }
      const upfront = new Set(
        [list.entry, ...list.preload].map((u) => new URL(u, location.href).href),
      )
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter(
          (e) =>
            /\.js$/u.test(e.name) && !upfront.has(e.name) && !e.name.includes('workbox-window'),
        )
        .map((e) => e.encodedBodySize)
    })
    return [
      {
        section: 'bytes',
        name: `prefetch of visible links (${after.length} files, gzip)`,
        value: after.reduce((a, b) => a + b, 0) / 1024,
        unit: 'KB',
        max: 100,
      },
    ]
  } finally {
    await context.cleanup()
  }
}
