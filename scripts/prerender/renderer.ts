import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Locale } from '../../src/shared/config/locales.ts'
import type { SiteConfig } from '../../src/shared/config/schema.ts'
import { dehydratePage, sidebarInMarkup } from '../../src/shared/content/dehydrate.ts'
import type { PageData } from '../../src/shared/content/types.ts'
import { withBase } from '../../src/shared/paths.ts'
import { routeKey } from '../../src/shared/site-layout/route-key.ts'
import type { RenderPage } from '../../src/shared/content/rendered-page.ts'
import { sidebarKeyOf } from '../emit/modules.ts'
import { AssetGraph } from './assets.ts'
import { contentSecurityPolicy } from './csp.ts'
import { pageHeadTags } from './head.ts'
import { inlineScripts } from './inline-scripts.ts'
import { renderDocument } from './template.ts'
import { addPhaseTotals, timed } from '../lib/phases.ts'

export interface RendererOptions {
  config: SiteConfig
  outDir: string
  /** The built `entry-server.js`. */
  ssrEntry: string
  /** Sidebar key → its data chunk, a path under the site root. */
  sidebarFiles: Map<string, string>
}

/** One HTML file to write: a page (or null for the not-found page) at a route. */
export interface RenderJob {
  page: PageData | null
  locale: Locale
  routePath: string
  file: string
}

/**
 * Everything needed to turn a page into a whole HTML document, set up once per thread: the
 * prerender bundle, the asset graph, the inline scripts and the CSP.
 */
export async function createRenderer({ config, outDir, ssrEntry, sidebarFiles }: RendererOptions) {
  const { renderPage } = (await import(pathToFileURL(ssrEntry).href)) as { renderPage: RenderPage }
  const graph = new AssetGraph(outDir)
  const scripts = inlineScripts(config)
  const csp = contentSecurityPolicy(config, scripts.hashes)
  const folders = new Set<string>()
  return {
    csp,
    scriptHashes: scripts.hashes,
    /** Writes the job's HTML file and returns its size. */
    async render({ page, locale, routePath, file }: RenderJob): Promise<{ bytes: number }> {
      // The page being rendered is the only one the router can ask for.
      const loadPage = (l: Locale, key: string) =>
        Promise.resolve(page && l === page.locale && key === routeKey(page.path) ? page : null)
      const started = performance.now()
      const result = await renderPage(withBase(routePath, config.baseUrl), loadPage, config.baseUrl)
      if (page && result.status !== 200)
        throw new Error(`prerender: ${routePath} rendered with status ${result.status}`)
      const sidebarKey = page ? sidebarKeyOf(page) : null
      const sidebarFile = sidebarKey ? (sidebarFiles.get(sidebarKey) ?? null) : null
      const html = renderDocument({
        config,
        locale,
        head: pageHeadTags(config, result.page, locale),
        app: result.html,
        // A page that reads its sidebar from its markup has no use for the sidebar's chunk on start-up.
        assets: graph.forPage(
          page?.kind ?? null,
          page && sidebarInMarkup(page) ? null : sidebarFile,
          locale,
        ),
        pageData: page
          ? JSON.stringify(
              dehydratePage(page, sidebarFile?.slice(sidebarFile.lastIndexOf('/') + 1) ?? null),
            )
          : null,
        scripts,
        csp,
        path: routePath,
      })
      addPhaseTotals({ prerender: performance.now() - started })
      const abs = path.join(outDir, file)
      // Encoded once, for the file and its size alike.
      const bytes = Buffer.from(html)
      timed('writes', () => {
        if (!folders.has(path.dirname(abs))) fs.mkdirSync(path.dirname(abs), { recursive: true })
        folders.add(path.dirname(abs))
        fs.writeFileSync(abs, bytes)
      })
      return { bytes: bytes.length }
    },
  }
}
