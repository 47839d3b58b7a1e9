import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { LOCALES } from '../../src/shared/config/locales.ts'
import type { SiteConfig } from '../../src/shared/config/schema.ts'
import type { PageData } from '../../src/shared/content/types.ts'
import { localizePath, withBase } from '../../src/shared/paths.ts'
import type { SiteModel } from '../content/site-model.ts'
import { codeVersion } from '../content/compile-cache.ts'
import { sidebarKeyOf } from '../emit/modules.ts'
import type { OutputCache } from '../emit/output-cache.ts'
import { sha256 } from '../lib/hash.ts'
import {
  alternateFileOf,
  htmlFileOf,
  notFoundFileOf,
} from '../../src/shared/site-layout/html-files.ts'
import { createRenderer, type RenderJob } from './renderer.ts'
import { redirectDocument } from './template.ts'
import { addPhaseTotals } from '../lib/phases.ts'
import { threadsPayOff, WORKER_RESOURCE_LIMITS } from '../lib/threads.ts'

export interface PrerenderOptions {
  model: SiteModel
  outDir: string
  /** The built `entry-server.js`. */
  ssrEntry: string
  /** Sidebar key → its data chunk, a path under the site root. */
  sidebarFiles: Map<string, string>
  /** Page → its data chunk (path under the site root); worker threads read pages from there. */
  pageFiles: Map<PageData, string>
  /** Page → hash of its data chunk's text (see EmittedData.pageKeys). */
  pageKeys?: Map<PageData, string>
  /** The previous build's files, to keep pages whose HTML would come out the same. */
  cache?: OutputCache | null
  /** Runs on this thread while worker threads render (e.g. the search index), so both cores work. */
  alongside?: () => void
}

export interface PrerenderResult {
  /** HTML files written for pages (relative to outDir). */
  pages: string[]
  /** Redirect stubs for the other spelling of a path; the service worker maps those itself. */
  redirects: string[]
  csp: string
  scriptHashes: string[]
  /** Pages whose HTML the previous build had already made from the same data and app. */
  kept: number
}

/**
 * Hash of everything every page's HTML depends on besides its own data: the build code, the
 * config, the prerender bundle and the browser bundle's file names (the Vite manifest).
 */
export function renderKeyOf(config: SiteConfig, outDir: string, ssrEntry: string): string {
  const ssrDir = path.dirname(ssrEntry)
  const ssrFiles = fs
    .readdirSync(ssrDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
  const parts = [
    codeVersion(),
    JSON.stringify(config),
    fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ]
  for (const file of ssrFiles)
    parts.push(path.relative(ssrDir, file), sha256(fs.readFileSync(file)))
  return sha256(parts.join('\0'))
}

/** A page's precache revision: the start of the key of what it is rendered from (see OutputFile.revision). */
export const htmlRevision = (key: string): string => key.slice(0, 32)

/** Renders every page of the model, plus a not-found page per locale, into static HTML files. */
export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderResult> {
  const { model, outDir, cache = null } = options
  const { config } = model
  const all: RenderJob[] = model.pages.map((page) => ({
    page,
    locale: page.locale,
    routePath: page.path,
    file: htmlFileOf(page.path),
  }))
  for (const locale of LOCALES) {
    const prefix = localizePath('/', locale)
    all.push({
      page: null,
      locale,
      routePath: `${prefix}__not-found__`,
      file: notFoundFileOf(locale),
    })
  }
  // A page whose data, sidebar chunk and app are those of a page the previous build made is kept.
  const renderKey = cache ? renderKeyOf(config, outDir, options.ssrEntry) : ''
  const keys = new Map<RenderJob, string>()
  const jobs: RenderJob[] = []
  for (const job of all) {
    if (cache) {
      const sidebarKey = job.page ? sidebarKeyOf(job.page) : null
      const pageKey = job.page ? options.pageKeys?.get(job.page) : 'not-found'
      if (pageKey) {
        const key = sha256(
          `${renderKey}\0${job.file}\0${pageKey}\0${(sidebarKey && options.sidebarFiles.get(sidebarKey)) ?? ''}`,
        )
        keys.set(job, key)
        if (cache.keep(job.file, key)) continue
      }
    }
    jobs.push(job)
  }
  const renderer = await createRenderer({
    config,
    outDir,
    ssrEntry: options.ssrEntry,
    sidebarFiles: options.sidebarFiles,
  })
  const threads = Math.min(os.availableParallelism(), 8)
  let written: { bytes: number }[]
  if (!threadsPayOff(jobs.length) || threads < 2) {
    written = []
    for (const job of jobs) written.push(await renderer.render(job))
    options.alongside?.()
  } else {
    written = await renderInWorkers(options, jobs, threads)
  }
  jobs.forEach((job, i) => {
    const key = keys.get(job)
    if (cache && key)
      cache.wrote(job.file, { key, bytes: written[i]!.bytes, revision: htmlRevision(key) })
  })

  // A stub never takes the place of a real page.
  const redirects: string[] = []
  const real = new Set(all.map((job) => job.file))
  const folders = new Set<string>()
  for (const page of model.pages) {
    const alt = alternateFileOf(page.path)
    if (!alt || real.has(alt)) continue
    const html = redirectDocument(withBase(page.path, config.baseUrl), page.title)
    const key = sha256(html)
    redirects.push(alt)
    if (cache?.keep(alt, key)) continue
    const abs = path.join(outDir, alt)
    if (!folders.has(path.dirname(abs))) fs.mkdirSync(path.dirname(abs), { recursive: true })
    folders.add(path.dirname(abs))
    fs.writeFileSync(abs, html)
    cache?.wrote(alt, { key, bytes: Buffer.byteLength(html), revision: null })
  }
  return {
    pages: all.map((j) => j.file),
    redirects,
    csp: renderer.csp,
    scriptHashes: renderer.scriptHashes,
    kept: all.length - jobs.length,
  }
}

/**
 * Splits the pages over worker threads. A worker gets each page as the path of its data chunk (already
 * written to the output, or kept in the previous one) instead of the data itself, so memory is not copied between threads. This
 * thread runs `options.alongside` meanwhile. Returns what each job wrote, in the order of `jobs`.
 */
async function renderInWorkers(
  options: PrerenderOptions,
  jobs: RenderJob[],
  threads: number,
): Promise<{ bytes: number }[]> {
  const batches: unknown[][] = Array.from({ length: threads }, () => [])
  jobs.forEach((job, i) => {
    const data = job.page ? options.pageFiles.get(job.page) : null
    batches[i % threads]!.push({ ...job, page: null, data })
  })
  const running = Promise.all(
    batches.map(
      (batch) =>
        new Promise<{ bytes: number }[]>((resolve, reject) => {
          const worker = new Worker(new URL('./prerender-worker.mjs', import.meta.url), {
            workerData: {
              config: options.model.config,
              outDir: options.outDir,
              previousDir: options.cache?.outDir ?? null,
              ssrEntry: options.ssrEntry,
              sidebarFiles: options.sidebarFiles,
              jobs: batch,
            },
            resourceLimits: WORKER_RESOURCE_LIMITS,
          })
          worker.once(
            'message',
            (result: { phases: Record<string, number>; written: { bytes: number }[] }) => {
              addPhaseTotals(result.phases)
              resolve(result.written)
              void worker.terminate()
            },
          )
          worker.once('error', reject)
        }),
    ),
  )
  // Whatever happens alongside, the workers' outcome is awaited (and a failure of theirs reported).
  let failed: unknown = null
  try {
    options.alongside?.()
  } catch (error) {
    failed = error
  }
  const results = await running
  if (failed) throw failed
  return jobs.map((_, i) => results[i % threads]![Math.floor(i / threads)]!)
}
