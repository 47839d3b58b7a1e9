import { gzipSync } from 'node:zlib'
import fs from 'node:fs'
import path from 'node:path'
import { launchContext } from '../lib/chromium.ts'
import { readPrecacheManifest } from '../lib/precache-manifest.ts'
import { median, type Figure } from './report.ts'
import { FAST_3G, withThrottledLink } from './throttle.ts'

/** Seconds from a first visit until the page says the whole site is saved for offline reading. */
async function timeToSaved(origin: string): Promise<number> {
  const context = await launchContext()
  try {
    const page = await context.newPage()
    const start = performance.now()
    await page.goto(`${origin}/docs/faqs/`)
    await page.locator('.offline-status[data-state="saved"]').waitFor({ timeout: 600_000 })
    return (performance.now() - start) / 1000
  } finally {
    await context.cleanup()
  }
}

/**
 * What a reader saves for offline reading (files as stored, and as sent with gzip), and how long a
 * first visit takes to save it: on a loopback link, and on a link shaped like Fast 3G.
 */
export async function measureOffline(
  dist: string,
  origin: string,
  runs: number,
  slowRuns = 1,
): Promise<Figure[]> {
  const entries = readPrecacheManifest(dist)
  const files = entries.map((entry) =>
    fs.readFileSync(path.join(dist, decodeURIComponent(entry.url))),
  )
  const raw = files.reduce((sum, file) => sum + file.length, 0)
  const sent = files.reduce((sum, file) => sum + gzipSync(file).length, 0)
  const loopback: number[] = []
  for (let i = 0; i < runs; i++) loopback.push(await timeToSaved(origin))
  const slow: number[] = []
  await withThrottledLink(origin, FAST_3G, async (throttled) => {
    for (let i = 0; i < slowRuns; i++) slow.push(await timeToSaved(throttled))
  })
  const note = (times: number[]) => times.map((t) => t.toFixed(1)).join(' / ')
  return [
    {
      section: 'offline',
      name: `saved for offline (${entries.length} files, raw)`,
      value: raw / 1024 / 1024,
      unit: 'MB',
      max: 10,
    },
    {
      section: 'offline',
      name: 'saved for offline (as sent, gzip)',
      value: sent / 1024 / 1024,
      unit: 'MB',
    },
    {
      section: 'offline',
      name: `first visit → "saved", loopback, 1x CPU (median of ${runs})`,
      value: median(loopback),
      unit: 's',
      note: note(loopback),
    },
    {
      section: 'offline',
      name: `first visit → "saved", ${FAST_3G.name} (median of ${slowRuns})`,
      value: median(slow),
      unit: 's',
      note: note(slow),
    },
  ]
}
