import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { LOCALES, type Locale } from '../../src/shared/config/schema.ts'
import type { PageData } from '../../src/shared/content/types.ts'
import { localizePath, routeKey, withBase } from '../../src/shared/paths.ts'
import type { RenderedPage } from '../../src/entry-server.tsx'
import type { SiteModel } from '../content/site-model.ts'
import { AssetGraph } from './assets.ts'
import { contentSecurityPolicy } from './csp.ts'
import { alternateFileOf, htmlFileOf } from './files.ts'
import { pageHeadTags } from './head.ts'
import { inlineScripts } from './inline-scripts.ts'
import { redirectDocument, renderDocument } from './template.ts'
import { dehydratePage } from '../../src/shared/content/dehydrate.ts'
import { sidebarKeyOf } from '../emit/modules.ts'

type RenderFn = (url: string, loadPage: (locale: Locale, key: string) => Promise<PageData | null>, baseUrl: string) => Promise<RenderedPage>

export interface PrerenderOptions {
  model: SiteModel
  outDir: string
  /** The built `entry-server.js`. */
  ssrEntry: string
  /** Sidebar key → its data chunk, a path under the site root. */
  sidebarFiles: Map<string, string>
}

export interface PrerenderResult {
  /** HTML files written for pages (relative to outDir). */
  pages: string[]
  /** Redirect stubs for the other spelling of a path; the service worker maps those itself. */
  redirects: string[]
  csp: string
  scriptHashes: string[]
}

/** Renders every page of the model, plus a not-found page per locale, into static HTML files. */
export async function prerenderSite({ model, outDir, ssrEntry, sidebarFiles }: PrerenderOptions): Promise<PrerenderResult> {
  const { config } = model
  const { renderPage } = (await import(pathToFileURL(ssrEntry).href)) as { renderPage: RenderFn }
  const graph = new AssetGraph(outDir)
  const scripts = inlineScripts(config)
  const csp = contentSecurityPolicy(config, scripts.hashes)
  const byKey = new Map<string, PageData>()
  for (const page of model.pages) byKey.set(`${page.locale}:${routeKey(page.path)}`, page)
  const loadPage = (locale: Locale, key: string) => Promise.resolve(byKey.get(`${locale}:${key}`) ?? null)
  const written: string[] = []
  const redirects: string[] = []
  const write = (file: string, html: string) => {
    const abs = path.join(outDir, file)
    fs.mkdirSync(path.dirname(abs), { recursive: true })
    fs.writeFileSync(abs, html)
  }

  const render = async (page: PageData | null, locale: Locale, routePath: string, file: string) => {
    const result = await renderPage(withBase(routePath, config.baseUrl), loadPage, config.baseUrl)
    if (page && result.status !== 200) throw new Error(`prerender: ${routePath} rendered with status ${result.status}`)
    const sidebarKey = page ? sidebarKeyOf(page) : null
    const sidebarFile = sidebarKey ? (sidebarFiles.get(sidebarKey) ?? null) : null
    write(
      file,
      renderDocument({
        config,
        locale,
        head: pageHeadTags(config, result.page, locale),
        app: result.html,
        assets: graph.forPage(page?.kind ?? null, sidebarFile),
        pageData: page ? JSON.stringify(dehydratePage(page, sidebarKey)) : null,
        scripts,
        csp,
        path: routePath,
      }),
    )
    written.push(file)
  }

  for (const page of model.pages) await render(page, page.locale, page.path, htmlFileOf(page.path))
  // After every page exists, so a stub never takes the place of a real page.
  for (const page of model.pages) {
    const alt = alternateFileOf(page.path)
    if (alt && !fs.existsSync(path.join(outDir, alt))) {
      write(alt, redirectDocument(withBase(page.path, config.baseUrl), page.title))
      redirects.push(alt)
    }
  }
  for (const locale of LOCALES) {
    const prefix = localizePath('/', locale)
    await render(null, locale, `${prefix}__not-found__`, `${prefix.slice(1)}404.html`)
  }
  return { pages: written, redirects, csp, scriptHashes: scripts.hashes }
}
