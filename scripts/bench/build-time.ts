import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from '../site-build.ts'
import { compileCacheDir } from '../content/compile-cache.ts'
import { median, type Figure } from './report.ts'
import { TS_PROGRAM_ARGS } from '../lib/node-args.ts'

/** Runs `scripts/build.ts` in a fresh process, as `npm run build` does; returns wall-clock seconds. */
export function timeBuild(args: string[]): number {
  const start = performance.now()
  execFileSync(process.execPath, [...TS_PROGRAM_ARGS, 'scripts/build.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return (performance.now() - start) / 1000
}

/**
 * Full production builds of the site (both locales), each in a new process and from nothing (no
 * previous output, no compiled Markdown, no search shards); median of `runs`. Then one rebuild
 * with nothing changed, which keeps everything.
 */
export function measureBuild(runs: number): { figures: Figure[]; dist: string } {
  const dist = path.join(ROOT, 'dist-bench')
  const content = path.join(ROOT, 'content')
  const seconds: number[] = []
  for (let i = 0; i < runs; i++) {
    for (const dir of [
      dist,
      path.join(ROOT, '.cache', 'gen', 'dist-bench'),
      compileCacheDir(content, '/'),
    ])
      fs.rmSync(dir, { recursive: true, force: true })
    seconds.push(timeBuild(['--out', dist]))
    console.log(`[bench] build ${i + 1}/${runs}: ${seconds.at(-1)!.toFixed(1)} s`)
  }
  const rebuild = timeBuild(['--out', dist])
  return {
    dist,
    figures: [
      {
        section: 'build',
        name: `full build, both locales (median of ${runs})`,
        value: median(seconds),
        unit: 's',
        max: 15,
        note: seconds.map((s) => s.toFixed(1)).join(' / '),
      },
      { section: 'build', name: 'rebuild with nothing changed', value: rebuild, unit: 's' },
    ],
  }
}
