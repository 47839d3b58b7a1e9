import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import type { PageData } from '../../src/shared/content/types.ts'
import type { SiteModel } from '../content/site-model.ts'
import { prerenderSite, type PrerenderResult } from '../prerender/prerender.ts'

export interface SitePluginOptions {
  model: SiteModel
  ssrEntry: string
  /** Sidebar key → its data chunk (path under the site root), preloaded by the pages that show it. */
  sidebarFiles: Map<string, string>
  /** Page → its data chunk (path under the site root). */
  pageFiles: Map<PageData, string>
  /** Files to write next to the pages: search index, feeds, sitemap, headers… (path → content). */
  extraFiles: () => Map<string, string | Buffer>
  /** Called with what the prerender wrote, before the service worker build reads the output. */
  onPrerendered?: (result: PrerenderResult) => void
}

/**
 * Writes the content's assets and prerenders every page once the browser bundle is on disk. It runs
 * before the PWA plugin's own `closeBundle`, so every page and index lands in the precache.
 */
export function sitePlugin(options: SitePluginOptions): Plugin {
  let outDir = ''
  return {
    name: 'hcfy:site',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        for (const asset of options.model.assets) {
          const dest = path.join(outDir, asset.output)
          fs.mkdirSync(path.dirname(dest), { recursive: true })
          fs.copyFileSync(asset.source, dest)
        }
        for (const [file, content] of options.extraFiles()) {
          const dest = path.join(outDir, file)
          fs.mkdirSync(path.dirname(dest), { recursive: true })
          fs.writeFileSync(dest, content)
        }
        const started = performance.now()
        const result = await prerenderSite({ model: options.model, outDir, ssrEntry: options.ssrEntry, sidebarFiles: options.sidebarFiles, pageFiles: options.pageFiles })
        options.onPrerendered?.(result)
        if (process.env.HCFY_TIMINGS) console.log(`[build] prerender: ${Math.round(performance.now() - started)} ms`)
      },
    },
  }
}
