import fs from 'node:fs'
import path from 'node:path'
import { launchContext } from '../lib/chromium.ts'
import { median, type Figure } from './report.ts'

/** Entries of the precache list injected into `sw.js`. */
export function precacheEntries(dist: string): string[] {
  const sw = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8')
  return [...sw.matchAll(/\{url:"([^"]+)",revision:(?:"[^"]*"|null)\}|\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}|\{url:"([^"]+)"\}/gu)].map((m) => m[1] ?? m[2] ?? m[3]!)
}

/** Precache size, and the time from a first visit until the site says it is ready offline. */
export async function measureOffline(dist: string, origin: string, runs: number): Promise<Figure[]> {
  const entries = precacheEntries(dist)
  const bytes = entries.reduce((sum, url) => sum + fs.statSync(path.join(dist, decodeURIComponent(url))).size, 0)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const context = await launchContext()
    try {
      const page = await context.newPage()
      const start = performance.now()
      await page.goto(`${origin}/docs/faqs/`)
      await page.getByText('网站已可离线使用。').waitFor({ timeout: 120_000 })
      times.push((performance.now() - start) / 1000)
    } finally {
      await context.cleanup()
    }
  }
  return [
    { section: 'offline', name: `precache (${entries.length} files, raw)`, value: bytes / 1024 / 1024, unit: 'MB', max: 10 },
    { section: 'offline', name: `first load → "ready offline" (median of ${runs})`, value: median(times), unit: 's', note: times.map((t) => t.toFixed(1)).join(' / ') },
  ]
}
