import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import type { PageData } from '../../src/shared/content/types.ts'
import type { SiteModel } from '../content/site-model.ts'
import { prerenderSite, type PrerenderResult } from '../prerender/prerender.ts'
import { DATA_DIR } from '../../src/shared/site-layout/folders.ts'
import { addPhaseTotals } from '../lib/phases.ts'
import type { OutputCache } from '../emit/output-cache.ts'

/** Moves a folder with one rename, or copies it when it lies on another file system. */
function moveFolder(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true })
  try {
    fs.renameSync(from, to)
  } catch {
    fs.cpSync(from, to, { recursive: true })
    fs.rmSync(from, { recursive: true, force: true })
  }
}

export interface SitePluginOptions {
  model: SiteModel
  ssrEntry: string
  /** Sidebar key → its data chunk (path under the site root), preloaded by the pages that show it. */
  sidebarFiles: Map<string, string>
  /** Page → its data chunk (path under the site root). */
  pageFiles: Map<PageData, string>
  /** Folder of data chunks already written, moved to DATA_DIR of the output. */
  dataChunks?: string | null
  /** Page → hash of its data chunk's text (see EmittedData.pageKeys). */
  pageKeys?: Map<PageData, string>
  /** The previous build's files, to keep what comes out the same. */
  cache?: OutputCache | null
  /** Files to write next to the pages: feeds, sitemap, headers… (path → content). */
  extraFiles: () => Map<string, string | Buffer>
  /** Files made while the pages render (the search index, on a thread of its own), written after them. */
  alongside?: () => Map<string, string | Buffer> | Promise<Map<string, string | Buffer>>
  /** Called with what the prerender wrote, before the service worker build reads the output. */
  onPrerendered?: (result: PrerenderResult) => void
}

/**
 * Writes the content's assets and prerenders every page once the browser bundle is on disk. It runs
 * before the PWA plugin's own `closeBundle`, so every page and index lands in the precache.
 */
export function sitePlugin(options: SitePluginOptions): Plugin {
  let outDir = ''
  let bundleStart = 0
  return {
    name: 'hcfy:site',
    apply: 'build',
    buildStart() {
      bundleStart = performance.now()
    },
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        // Wall times for the bench's breakdown: the bundle, then the files, then the prerender.
        addPhaseTotals({ 'wall: client bundle': performance.now() - bundleStart })
        const filesStart = performance.now()
        for (const asset of options.model.assets) {
          const dest = path.join(outDir, asset.output)
          fs.mkdirSync(path.dirname(dest), { recursive: true })
          fs.copyFileSync(asset.source, dest)
        }
        if (options.dataChunks) moveFolder(options.dataChunks, path.join(outDir, DATA_DIR))
        const writeAll = (files: Map<string, string | Buffer>) => {
          for (const [file, content] of files) {
            const dest = path.join(outDir, file)
            fs.mkdirSync(path.dirname(dest), { recursive: true })
            fs.writeFileSync(dest, content)
          }
        }
        writeAll(options.extraFiles())
        addPhaseTotals({ 'wall: data and extra files': performance.now() - filesStart })
        const started = performance.now()
        let made: Map<string, string | Buffer> | Promise<Map<string, string | Buffer>> = new Map()
        let waited = 0
        const result = await prerenderSite({
          model: options.model,
          outDir,
          ssrEntry: options.ssrEntry,
          sidebarFiles: options.sidebarFiles,
          pageFiles: options.pageFiles,
          pageKeys: options.pageKeys,
          cache: options.cache ?? null,
          alongside: () => {
            const t = performance.now()
            made = options.alongside?.() ?? made
            waited += performance.now() - t
          },
        })
        const t = performance.now()
        const files = await made
        addPhaseTotals({ 'wall: alongside the prerender': waited + performance.now() - t })
        writeAll(files)
        options.onPrerendered?.(result)
        addPhaseTotals({ 'wall: prerender': performance.now() - started })
        if (process.env.HCFY_TIMINGS)
          console.log(`[build] prerender: ${Math.round(performance.now() - started)} ms`)
      },
    },
  }
}
