import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from '../site-build.ts'
import { COMPILE_CACHE } from '../content/compile-cache.ts'
import { adaptCorpus, type AdaptOptions } from './corpus.ts'
import { measureSearchAtScale } from './search/scale.ts'
import { runMeasured, type TreeRun } from './process-tree.ts'
import { median, type Figure } from './report.ts'
import { measureDevServer } from './dev-server.ts'
import { TS_PROGRAM_ARGS } from '../lib/node-args.ts'

interface BuildStats {
  steps: Record<string, number>
  phases: Record<string, number>
  pages: number
}

/** Bytes and HTML sizes of a build's output. */
function outputSize(dir: string): {
  bytes: number
  files: number
  largestHtml: number
  largestHtmlFile: string
} {
  let bytes = 0
  let files = 0
  let largestHtml = 0
  let largestHtmlFile = ''
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name)
      if (e.isDirectory()) {
        if (e.name !== '.vite') walk(p)
        continue
      }
      const size = fs.statSync(p).size
      bytes += size
      files++
      if (e.name.endsWith('.html') && size > largestHtml)
        [largestHtml, largestHtmlFile] = [size, path.relative(dir, p)]
    }
  }
  walk(dir)
  return { bytes, files, largestHtml, largestHtmlFile }
}

const GiB = 2 ** 30

export interface CorpusBenchOptions extends AdaptOptions {
  /** Clean builds to take the median of (0: none, e.g. to time the dev server alone). */
  runs: number
  /** Also time a rebuild after a one-page edit, and with `verify` compare it with a clean build. */
  rebuild?: boolean
  verify?: boolean
  /** Also time the dev server: its first page, and an edit shown in the browser. */
  dev?: boolean
}

/** A clean build: no compiled Markdown and no search shards from earlier builds. */
function clearBuildCaches(): void {
  for (const dir of [COMPILE_CACHE]) fs.rmSync(dir, { recursive: true, force: true })
}

/**
 * Builds a corpus written by `gen-corpus.mjs` (laid out as this site's content) in a fresh process,
 * `runs` times, and reports wall time, CPU use, peak memory of the process tree, seconds per 1,000
 * pages, the output's size against the Markdown's, and where the time went.
 */
export async function measureCorpus(
  corpus: string,
  options: CorpusBenchOptions,
): Promise<{ figures: Figure[]; perThousand: number; label: string }> {
  const label = path.basename(path.resolve(corpus))
  const work = path.join(ROOT, '.cache', 'bench', 'corpus', `${label}-${options.missing}`)
  const content = path.join(work, 'content')
  const out = path.join(work, 'dist')
  const statsFile = path.join(work, 'stats.json')
  const adapted = adaptCorpus(corpus, content, options)
  const pages = adapted.docs + adapted.posts
  console.log(
    `[bench] ${label}: ${adapted.docs} docs and ${adapted.posts} posts, ${(adapted.markdownBytes / 2 ** 20).toFixed(1)} MB of Markdown (${options.missing} for the other locale)`,
  )
  const runs: (TreeRun & { stats: BuildStats; load: number })[] = []
  for (let i = 0; i < options.runs; i++) {
    fs.rmSync(out, { recursive: true, force: true })
    clearBuildCaches()
    const load = os.loadavg()[0]!
    const run = await runMeasured(
      process.execPath,
      [...TS_PROGRAM_ARGS, 'scripts/build.ts', '--content', content, '--out', out],
      {
        cwd: ROOT,
        env: { ...process.env, HCFY_BUILD_STATS: statsFile },
        quiet: true,
      },
    )
    if (run.code !== 0)
      throw new Error(
        `bench: the build of ${label} failed (exit ${run.code}); run it with npm run build -- --content ${content}`,
      )
    runs.push({ ...run, load, stats: JSON.parse(fs.readFileSync(statsFile, 'utf8')) as BuildStats })
    console.log(
      `[bench] ${label} build ${i + 1}/${options.runs}: ${run.seconds.toFixed(1)} s (load ${load.toFixed(1)}), CPU ${run.cpu.toFixed(1)} s, ${run.idle.seconds.toFixed(1)} s on ${run.idle.cores} idle cores, peak ${(run.peak / GiB).toFixed(2)} GiB`,
    )
  }
  const section = `scale ${label}`
  const big = adapted.docs >= 10_000
  // The dev server alone (`--runs 0 --dev`): no build of the corpus.
  if (!runs.length)
    return {
      figures: options.dev
        ? await measureDevServer(content, section, { cold: true, edits: 5 })
        : [],
      perThousand: 0,
      label,
    }
  const idle = median(runs.map((r) => r.idle.seconds))
  const mid = runs.find((r) => r.idle.seconds === idle) ?? runs[0]!
  const seconds = mid.seconds
  const size = outputSize(out)
  const small = adapted.docs <= 200
  const cores = os.availableParallelism()
  const note = options.runs > 1 ? runs.map((r) => r.idle.seconds.toFixed(1)).join(' / ') : undefined
  const figures: Figure[] = [
    {
      section,
      name: `build on ${cores} idle cores (estimate), ${pages} pages, ${mid.stats.pages} HTML files`,
      value: idle,
      unit: 's',
      ...(big ? { max: 120 } : small ? { max: 15 } : {}),
      ...(note ? { note } : {}),
    },
    {
      section,
      name: `share of it with all ${cores} cores busy`,
      value: mid.idle.allBusy,
      unit: 'ratio',
    },
    {
      section,
      name: 'build, wall time on this machine',
      value: seconds,
      unit: 's',
      note: `load average ${mid.load.toFixed(1)} at the start`,
    },
    {
      section,
      name: 'seconds per 1,000 pages (idle estimate)',
      value: (idle / pages) * 1000,
      unit: 's',
    },
    {
      section,
      name: `CPU use (of ${cores} cores)`,
      value: mid.cpu / mid.seconds / cores,
      unit: 'ratio',
      note: `${mid.cpu.toFixed(1)} s CPU`,
    },
    {
      section,
      name: 'peak memory, whole process tree',
      value: mid.peak / GiB,
      unit: 'GiB',
      max: 3,
    },
    {
      section,
      name: 'largest HTML file',
      value: size.largestHtml / 1024,
      unit: 'KB',
      max: 64,
      note: size.largestHtmlFile,
    },
    {
      section,
      name: 'output / Markdown bytes',
      value: size.bytes / adapted.markdownBytes,
      unit: 'ratio',
      ...(big ? { max: 5 } : {}),
      note: `${(size.bytes / 2 ** 20).toFixed(1)} MB in ${size.files} files`,
    },
  ]
  if (big) figures.push(...(await measureSearchAtScale(out, section)))
  for (const [step, ms] of Object.entries(mid.stats.steps))
    figures.push({ section, name: `step: ${step} (wall)`, value: ms / 1000, unit: 's' })
  const phases = mid.stats.phases
  const render = (phases.compile ?? 0) - (phases.parse ?? 0) - (phases.highlight ?? 0)
  const threadTime: Record<string, number> = {
    parse: phases.parse ?? 0,
    render,
    highlight: phases.highlight ?? 0,
    prerender: phases.prerender ?? 0,
    writes: phases.writes ?? 0,
  }
  for (const [phase, ms] of Object.entries(phases))
    if (phase.startsWith('wall: '))
      figures.push({ section, name: `step: ${phase.slice(6)} (wall)`, value: ms / 1000, unit: 's' })
  // Summed over threads, and as wall time per call: on a busy machine it includes waiting for a core.
  for (const [phase, ms] of Object.entries(threadTime))
    figures.push({ section, name: `phase: ${phase} (thread time)`, value: ms / 1000, unit: 's' })
  if (options.rebuild)
    figures.push(...(await measureRebuild(content, out, statsFile, section, big, !!options.verify)))
  if (options.dev)
    figures.push(...(await measureDevServer(content, section, { cold: true, edits: 5 })))
  return { figures, perThousand: (mid.cpu / pages) * 1000, label }
}

/** Measures each corpus in turn; with two or more, also how the cost per page grows to the last. */
export async function measureCorpora(
  corpora: string[],
  options: CorpusBenchOptions,
): Promise<Figure[]> {
  const results = []
  for (const corpus of corpora) results.push(await measureCorpus(corpus, options))
  const figures = results.flatMap((r) => r.figures)
  const built = results.filter((r) => r.perThousand > 0)
  if (built.length > 1) {
    const [prev, last] = built.slice(-2) as [(typeof results)[0], (typeof results)[0]]
    figures.push({
      section: 'scale',
      name: `cost per page, ${last.label} / ${prev.label}`,
      value: last.perThousand / prev.perThousand,
      unit: 'ratio',
      max: 1.2,
      note: 'CPU seconds per page; 1.0 is linear',
    })
  }
  return figures
}

/**
 * Times a rebuild after a one-page text edit (the build keeps its cache from the runs before), and
 * checks that a clean build of the edited content gives the same bytes.
 */
async function measureRebuild(
  content: string,
  out: string,
  statsFile: string,
  section: string,
  big: boolean,
  verify: boolean,
): Promise<Figure[]> {
  const page = path.join(content, 'zh-Hans', 'docs', 'faqs', 'pdf.md')
  fs.appendFileSync(page, `\n编辑后新增的一句话（${Date.now()}）。\n`)
  const run = await runMeasured(
    process.execPath,
    [...TS_PROGRAM_ARGS, 'scripts/build.ts', '--content', content, '--out', out],
    { cwd: ROOT, env: { ...process.env, HCFY_BUILD_STATS: statsFile }, quiet: true },
  )
  if (run.code !== 0) throw new Error(`bench: the rebuild failed (exit ${run.code})`)
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as BuildStats
  const steps = Object.entries(stats.steps)
    .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)}`)
    .join(', ')
  const figures: Figure[] = [
    {
      section,
      name: `rebuild after a one-page text edit, on ${run.idle.cores} idle cores (estimate)`,
      value: run.idle.seconds,
      unit: 's',
      ...(big ? { max: 10 } : {}),
      note: `CPU ${run.cpu.toFixed(1)} s`,
    },
    {
      section,
      name: 'rebuild, wall time on this machine',
      value: run.seconds,
      unit: 's',
      note: steps,
    },
  ]
  if (verify) {
    // A clean build of the same content, with no cache, into a folder of the same name elsewhere
    // (the name is part of the build's generated files' paths): the bytes must be the same.
    const clean = path.join(path.dirname(out), 'verify', path.basename(out))
    clearBuildCaches()
    fs.rmSync(clean, { recursive: true, force: true })
    const check = await runMeasured(
      process.execPath,
      [...TS_PROGRAM_ARGS, 'scripts/build.ts', '--content', content, '--out', clean],
      { cwd: ROOT, quiet: true },
    )
    if (check.code !== 0) throw new Error('bench: the clean build of the edited corpus failed')
    const differ = differentFiles(out, clean)
    figures.push({
      section,
      name: 'files that differ from a clean build',
      value: differ.length,
      unit: 'files',
      max: 0,
      ...(differ.length ? { note: differ.slice(0, 3).join(', ') } : {}),
    })
    fs.rmSync(clean, { recursive: true, force: true })
  }
  return figures
}

/** Paths (relative) whose bytes differ between two output folders, or that only one holds. */
function differentFiles(a: string, b: string): string[] {
  const list = (dir: string) =>
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
  const left = new Set(list(a).filter((f) => !f.startsWith('.vite')))
  const right = new Set(list(b).filter((f) => !f.startsWith('.vite')))
  const out: string[] = []
  for (const f of left)
    if (!right.has(f) || !fs.readFileSync(path.join(a, f)).equals(fs.readFileSync(path.join(b, f))))
      out.push(f)
  for (const f of right) if (!left.has(f)) out.push(f)
  return out
}
