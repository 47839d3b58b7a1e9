import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { compileCacheDir } from '../content/compile-cache.ts'
import { outlineCacheFile } from '../dev/outline-cache.ts'
import { searchRootFile } from '../../src/shared/site-layout/folders.ts'
import { launchContext } from '../lib/chromium.ts'
import { ROOT } from '../site-build.ts'
import { median, type Figure } from './report.ts'
import { watchCpu } from './process-tree.ts'
import { TS_PROGRAM_ARGS } from '../lib/node-args.ts'

const PORT = 5481
/** The search file that waits for the whole content (see DevSite). */
const SEARCH_ROOT = `/${searchRootFile('zh-Hans')}`
/** The page the bench opens and edits (every gen-corpus corpus has it). */
const PAGE = { route: '/docs/faqs/pdf', file: 'zh-Hans/docs/faqs/pdf.md' }

/** Milliseconds until `url` answers 200, asking every 50 ms. */
async function firstOk(url: string, since: number, timeoutMs: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.ok) return performance.now() - since
    } catch {
      // Not listening yet.
    }
    if (performance.now() - since > timeoutMs)
      throw new Error(`bench: ${url} did not answer within ${timeoutMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/**
 * `npm run dev` on a content folder: how long until it serves the first page (with the compile
 * cache a build left, and `cold` without it), and how long an edit takes to show in the browser
 * (from the file's write to the new text on screen; median of `edits`).
 */
export async function measureDevServer(
  content: string,
  section: string,
  options: { cold: boolean; edits: number },
): Promise<Figure[]> {
  const figures: Figure[] = []
  const origin = `http://127.0.0.1:${PORT}`
  const start = async () => {
    const since = performance.now()
    const load = os.loadavg()[0]!
    const dev = spawn(
      process.execPath,
      [...TS_PROGRAM_ARGS, 'scripts/dev.ts', '--port', String(PORT), '--content', content],
      { cwd: ROOT, stdio: 'ignore' },
    )
    const cpu = watchCpu(dev.pid!)
    const exited = new Promise<never>((_, reject) =>
      dev.once('exit', (code) => reject(new Error(`bench: the dev server exited (${code})`))),
    )
    const ms = await Promise.race([firstOk(origin + PAGE.route, since, 600_000), exited])
    const idle = cpu.stop()
    return {
      dev,
      since,
      ms,
      idle,
      load,
      exited,
      stop: () =>
        new Promise<void>((r) => {
          dev.once('exit', () => r())
          dev.kill()
        }),
    }
  }
  if (options.cold) {
    fs.rmSync(compileCacheDir(content, '/'), { recursive: true, force: true })
    fs.rmSync(outlineCacheFile(content), { force: true })
    const cold = await start()
    figures.push({
      section,
      name: 'dev server: first page, nothing compiled yet, on idle cores (estimate)',
      value: cold.idle,
      unit: 's',
      max: 5,
      note: `${(cold.ms / 1000).toFixed(1)} s here, load ${cold.load.toFixed(1)}`,
    })
    // The search files come from the whole content, compiled after the first page: their answer
    // marks the end of that compile, which also leaves the cache the next start finds.
    const whole = await Promise.race([
      firstOk(origin + SEARCH_ROOT, cold.since, 1_200_000),
      cold.exited,
    ])
    figures.push({
      section,
      name: 'dev server: whole content compiled (search answers), nothing compiled before',
      value: whole / 1000,
      unit: 's',
      note: 'in the background, after the first page',
    })
    await cold.stop()
  }
  const warm = await start()
  figures.push({
    section,
    name: 'dev server: first page, started before (content compiled and outlined), on idle cores (estimate)',
    value: warm.idle,
    unit: 's',
    max: 5,
    note: `${(warm.ms / 1000).toFixed(1)} s here, load ${warm.load.toFixed(1)}`,
  })
  const context = await launchContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await page.goto(origin + PAGE.route)
    await page.locator('h1').first().waitFor()
    const file = path.join(content, PAGE.file)
    const original = fs.readFileSync(file, 'utf8')
    const times: number[] = []
    for (let i = 0; i < options.edits; i++) {
      const mark = `编辑标记${Date.now()}${i}`
      const since = performance.now()
      fs.writeFileSync(file, `${original}\n${mark}\n`)
      await page.waitForFunction((text) => document.body.textContent?.includes(text), mark, {
        timeout: 120_000,
        polling: 10,
      })
      times.push(performance.now() - since)
      // Let the page settle (hydration of the reloaded page) before the next edit.
      await page.waitForLoadState('networkidle')
    }
    fs.writeFileSync(file, original)
    figures.push({
      section,
      name: `dev server: an edit shown in the browser (median of ${options.edits})`,
      value: median(times),
      unit: 'ms',
      max: 500,
      note: `${times.map((t) => t.toFixed(0)).join(' / ')}; load ${os.loadavg()[0]!.toFixed(1)}`,
    })
  } finally {
    await context.cleanup()
    await warm.stop()
  }
  return figures
}
