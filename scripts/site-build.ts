import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PageData } from '../src/shared/content/types.ts'
import { buildSiteModel, type SiteModel } from './content/site-model.ts'
import { compileResults } from './content/compile-pool.ts'
import { withCompileCache } from './content/compile-cache.ts'
import type { ConfigOverrides } from './content/config.ts'
import { dataChunkPath } from '../src/shared/site-layout/folders.ts'
import { emitDataChunks, pageListFiles } from './emit/modules.ts'
import { OutputCache } from './emit/output-cache.ts'
import { searchIndexMaker, searchIndexThread, searchRootUrls } from './emit/search-files.ts'
import { emitSiteModule } from './emit/site-module.ts'
import { saveGroupsOf } from './emit/save-groups.ts'
import { siteFiles } from './emit/site-files.ts'
import { createLogger, since } from './lib/log.ts'
import type { PrerenderResult } from './prerender/prerender.ts'
import { threadsPayOff } from './lib/threads.ts'
import { serverBundleCache, serverBundleKey } from './vite/ssr-bundle-cache.ts'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Vite, the app's config and the build's plugins. Loading them takes about a second, which a build
 * spends while the content is read (a file compiled on another thread leaves this one waiting).
 */
const loadBundler = async () => {
  const [vite, config, generated, pwa, site] = await Promise.all([
    import('vite'),
    import('../vite.config.ts'),
    import('./vite/generated-plugin.ts'),
    import('./vite/pwa.ts'),
    import('./vite/site-plugin.ts'),
  ])
  return {
    viteBuild: vite.build,
    createViteConfig: config.createViteConfig,
    generatedModulesPlugin: generated.generatedModulesPlugin,
    pwaPlugins: pwa.pwaPlugins,
    sitePlugin: site.sitePlugin,
  }
}

export interface SiteBuildOptions {
  contentDir?: string
  outDir?: string
  overrides?: ConfigOverrides
  quiet?: boolean
}

export interface SiteBuildResult {
  model: SiteModel
  outDir: string
  prerender: PrerenderResult
  timings: Record<string, number>
  /** Markdown files taken from the compile cache and files compiled by this build. */
  compiled: { reused: number; compiled: number }
  /** Pages whose data chunk text this build made, rather than knowing it unchanged by its inputs. */
  chunkTextsMade: number
}

/**
 * Builds the whole site into `outDir`. The output is assembled in a temporary folder and swapped in
 * only when every step succeeded, so a failed build leaves the previous site exactly as it was.
 */
export async function buildSite(options: SiteBuildOptions = {}): Promise<SiteBuildResult> {
  const log = createLogger('build')
  const contentDir = path.resolve(options.contentDir ?? path.join(ROOT, 'content'))
  const outDir = path.resolve(options.outDir ?? path.join(ROOT, 'dist'))
  const name = path.basename(outDir)
  const genDir = path.join(ROOT, '.cache', 'gen', name)
  const ssrDir = path.join(ROOT, '.cache', 'ssr', name)
  const tmpDir = path.join(path.dirname(outDir), `.${name}-tmp-${process.pid}`)
  const timings: Record<string, number> = {}
  let compiled = { reused: 0, compiled: 0 }
  const step = async <T>(label: string, fn: () => Promise<T> | T): Promise<T> => {
    const t = performance.now()
    const out = await fn()
    timings[label] = performance.now() - t
    if (!options.quiet) log.info(`${label}: ${since(t)}`)
    return out
  }

  const bundler = loadBundler()
  // Awaited once the content is read; a build that fails before then reports its own error.
  bundler.catch(() => {})
  // The previous output, from which pages made from the same data and app are kept.
  const cache = new OutputCache(outDir)
  // On a large site the search index is built on a thread of its own while the app is bundled and
  // the pages render. A rebuild of one starts that thread now: it loads its code and the previous
  // index while this thread reads the content, which leaves the other core idle on a rebuild.
  const early = threadsPayOff(cache.previousPages) ? searchIndexThread(outDir) : null
  let model: SiteModel
  try {
    model = await step('content', () =>
      buildSiteModel(contentDir, {
        overrides: options.overrides ?? {},
        compileAll: withCompileCache(compileResults, contentDir, (s) => (compiled = s)),
      }),
    )
  } catch (error) {
    early?.maker.stop()
    throw error
  }
  if (!options.quiet) for (const warning of model.warnings) log.warn(warning)
  const searchThread = searchIndexMaker(model, outDir, early)
  const data = await step('modules', () => emitDataChunks(model, path.join(genDir, 'p'), cache))
  const search = searchThread.files(data.pageFiles).then(({ files, ms }) => {
    timings['search index (on its own thread)'] = ms
    return files
  })
  // Awaited by the prerender; a build that fails before then reports its own error instead.
  search.catch(() => {})
  const inAssets = (files: ReadonlyMap<PageData, string>) =>
    new Map([...files].map(([page, file]) => [page, dataChunkPath(file)]))
  const saveGroups = saveGroupsOf(model, inAssets(data.pageFiles))
  const base = model.config.baseUrl
  emitSiteModule(model.config, searchRootUrls(base), genDir, saveGroups.groups)
  const { viteBuild, createViteConfig, generatedModulesPlugin, pwaPlugins, sitePlugin } =
    await bundler
  const generated = generatedModulesPlugin(genDir)
  // A production build whatever the caller's environment (vitest sets NODE_ENV=test, which would
  // otherwise give React's development build and skip the service worker).
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  let prerender: PrerenderResult | null = null
  try {
    const ssrKey = serverBundleKey(genDir, base)
    if (!serverBundleCache.has(ssrDir, ssrKey)) {
      serverBundleCache.forget(ssrDir)
      await step('ssr bundle', () =>
        viteBuild(createViteConfig({ base, outDir: ssrDir, ssr: true, plugins: [generated] })),
      )
      serverBundleCache.made(ssrDir, ssrKey)
    } else if (!options.quiet) log.info('ssr bundle: kept from the previous build')
    await step('client bundle + prerender + service worker', () =>
      viteBuild(
        createViteConfig({
          base,
          outDir: tmpDir,
          plugins: [
            generated,
            sitePlugin({
              model,
              ssrEntry: path.join(ssrDir, 'entry-server.js'),
              sidebarFiles: new Map(
                [...data.sidebars].map(([key, file]) => [key, dataChunkPath(file)]),
              ),
              pageFiles: inAssets(data.pageFiles),
              pageKeys: data.pageKeys,
              cache,
              dataChunks: data.stageDir,
              extraFiles: () => {
                const files = siteFiles(model, new Map(), prerender)
                for (const [file, content] of pageListFiles(model, data.pageFiles))
                  files.set(file, content)
                for (const [file, content] of data.files) files.set(dataChunkPath(file), content)
                return files
              },
              alongside: () => search,
              onPrerendered: (r) => (prerender = r),
            }),
            ...pwaPlugins(
              model.config,
              () => prerender,
              saveGroups.files,
              () => cache.files(),
            ),
          ],
        }),
      ),
    )
  } catch (error) {
    searchThread.stop()
    fs.rmSync(tmpDir, { recursive: true, force: true })
    throw error
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  if (!prerender) throw new Error('build: the prerender step did not run')
  cache.publish(tmpDir)
  const rendered = prerender as PrerenderResult
  if (!options.quiet)
    log.info(
      `kept ${rendered.kept} of ${rendered.pages.length} pages and ${cache.reused} files in all from the previous build`,
    )
  return { model, outDir, prerender, timings, compiled, chunkTextsMade: data.pageTextsMade }
}
