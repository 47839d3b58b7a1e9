import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { LOCALES } from '../../src/shared/config/locales.ts'
import type { PageData } from '../../src/shared/content/types.ts'
import { localizePath, withBase } from '../../src/shared/paths.ts'
import type { SiteModel } from '../content/site-model.ts'
import { alternateFileOf, htmlFileOf } from './files.ts'
import { createRenderer, type RenderJob } from './renderer.ts'
import { redirectDocument } from './template.ts'
import { addPhaseTotals } from '../lib/phases.ts'

export interface PrerenderOptions {
  model: SiteModel
  outDir: string
  /** The built `entry-server.js`. */
  ssrEntry: string
  /** Sidebar key → its data chunk, a path under the site root. */
  sidebarFiles: Map<string, string>
  /** Page → its data chunk (path under the site root); worker threads read pages from there. */
  pageFiles: Map<PageData, string>
}

export interface PrerenderResult {
  /** HTML files written for pages (relative to outDir). */
  pages: string[]
  /** Redirect stubs for the other spelling of a path; the service worker maps those itself. */
  redirects: string[]
  csp: string
  scriptHashes: string[]
}

/** Below this many pages, starting worker threads costs more than it saves. */
const POOL_THRESHOLD = 1200

/** Renders every page of the model, plus a not-found page per locale, into static HTML files. */
export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderResult> {
  const { model, outDir } = options
  const { config } = model
  const jobs: RenderJob[] = model.pages.map((page) => ({ page, locale: page.locale, routePath: page.path, file: htmlFileOf(page.path) }))
  for (const locale of LOCALES) {
    const prefix = localizePath('/', locale)
    jobs.push({ page: null, locale, routePath: `${prefix}__not-found__`, file: `${prefix.slice(1)}404.html` })
  }
  const renderer = await createRenderer({ config, outDir, ssrEntry: options.ssrEntry, sidebarFiles: options.sidebarFiles })
  const threads = Math.min(os.availableParallelism(), 8)
  if (jobs.length < POOL_THRESHOLD || threads < 2) {
    for (const job of jobs) await renderer.render(job)
  } else {
    await renderInWorkers(options, jobs, threads)
  }

  // After every page exists, so a stub never takes the place of a real page.
  const redirects: string[] = []
  for (const page of model.pages) {
    const alt = alternateFileOf(page.path)
    if (alt && !fs.existsSync(path.join(outDir, alt))) {
      const abs = path.join(outDir, alt)
      fs.mkdirSync(path.dirname(abs), { recursive: true })
      fs.writeFileSync(abs, redirectDocument(withBase(page.path, config.baseUrl), page.title))
      redirects.push(alt)
    }
  }
  return { pages: jobs.map((j) => j.file), redirects, csp: renderer.csp, scriptHashes: renderer.scriptHashes }
}

/**
 * Splits the pages over worker threads. A worker gets each page as the path of its data chunk (already
 * written to the output) instead of the data itself, so memory is not copied between threads.
 */
async function renderInWorkers(options: PrerenderOptions, jobs: RenderJob[], threads: number): Promise<void> {
  const batches: unknown[][] = Array.from({ length: threads }, () => [])
  jobs.forEach((job, i) => {
    const data = job.page ? options.pageFiles.get(job.page) : null
    batches[i % threads]!.push({ ...job, page: null, data })
  })
  await Promise.all(
    batches.map(
      (batch) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(new URL('./prerender-worker.mjs', import.meta.url), {
            workerData: { config: options.model.config, outDir: options.outDir, ssrEntry: options.ssrEntry, sidebarFiles: options.sidebarFiles, jobs: batch },
          })
          worker.once('message', (phases: Record<string, number>) => {
            addPhaseTotals(phases)
            resolve()
            void worker.terminate()
          })
          worker.once('error', reject)
        }),
    ),
  )
}
