import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { ROOT } from '../site-build.ts'
import { generateSite } from './generate-site.ts'
import type { Figure } from './report.ts'
import { measureWorkerQueries } from './search.ts'
import { withServer } from './serve.ts'
import { TS_PROGRAM_ARGS } from '../lib/node-args.ts'

/** Peak resident memory of a process, read from /proc while it runs (Linux). */
function peakMemory(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmHWM:\s+(\d+) kB/u.exec(status)?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}

/** Builds a content folder in a fresh Node process; wall-clock seconds and peak memory. */
async function build(content: string, out: string): Promise<{ seconds: number; peak: number }> {
  const start = performance.now()
  const child = spawn(
    process.execPath,
    [...TS_PROGRAM_ARGS, 'scripts/build.ts', '--content', content, '--out', out],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  let peak = 0
  const timer = setInterval(() => (peak = Math.max(peak, peakMemory(child.pid!))), 100)
  const code = await new Promise<number | null>((r) => child.on('exit', r))
  clearInterval(timer)
  if (code !== 0) throw new Error(`bench: the build of ${content} failed (exit ${code})`)
  return { seconds: (performance.now() - start) / 1000, peak }
}

/** Largest gzip size of any search file, the most one download can cost. */
function largestSearchDownload(dist: string): number {
  const dir = path.join(dist, 'search')
  if (!fs.existsSync(dir)) return 0
  return Math.max(
    0,
    ...fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => zlib.gzipSync(fs.readFileSync(path.join(dir, f))).length),
  )
}

/** Generates and builds sites of 1k, 3k and `pages` pages; prints seconds per thousand pages. */
export async function measureScale(pages: number): Promise<Figure[]> {
  const sizes = [...new Set([1000, 3000, pages].filter((n) => n <= pages))]
  const figures: Figure[] = []
  for (const size of sizes) {
    const content = path.join(ROOT, '.cache', 'bench', `site-${size}`)
    const out = path.join(ROOT, '.cache', 'bench', `dist-${size}`)
    console.log(`[bench] generating ${size} pages`)
    generateSite(content, size)
    const { seconds, peak } = await build(content, out)
    console.log(
      `[bench] ${size} pages built in ${seconds.toFixed(1)} s, peak ${(peak / 2 ** 30).toFixed(2)} GiB`,
    )
    figures.push({
      section: 'scale',
      name: `${size} pages: seconds per 1,000 pages`,
      value: (seconds / size) * 1000,
      unit: 's',
    })
    if (size === pages) {
      figures.push(
        {
          section: 'scale',
          name: `${size} pages: build`,
          value: seconds,
          unit: 's',
          max: pages >= 10_000 ? 120 : undefined,
        },
        {
          section: 'scale',
          name: `${size} pages: peak memory`,
          value: peak / 2 ** 30,
          unit: 'GiB',
          max: 3,
        },
        {
          section: 'scale',
          name: `${size} pages: largest search download (gzip)`,
          value: largestSearchDownload(out) / 2 ** 20,
          unit: 'MB',
          max: 1,
        },
      )
      figures.push(
        ...(await withServer(out, (origin) => measureWorkerQueries(origin, `${size} pages`, 30))),
      )
    }
  }
  const perK = figures.filter((f) => f.name.endsWith('seconds per 1,000 pages'))
  if (perK.length > 1) {
    figures.push({
      section: 'scale',
      name: 'growth: per-1,000 time at the largest / at 1k',
      value: perK.at(-1)!.value / perK[0]!.value,
      unit: 'ratio',
      max: 1.5,
      note: '1.0 is perfectly linear',
    })
  }
  return figures
}
