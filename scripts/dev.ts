import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { createServer } from 'vite'
import type { Locale } from '../src/shared/config/locales.ts'
import { localeOfPath, stripBase } from '../src/shared/paths.ts'
import type { RenderPage } from '../src/shared/content/rendered-page.ts'
import { WEB_MANIFEST_FILE } from '../src/shared/site-layout/folders.ts'
import { contentFiles, loadSiteConfig } from './content/config.ts'
import { DevSite } from './dev/site-state.ts'
import { searchRootUrls } from './emit/search-files.ts'
import { emitSiteModule } from './emit/site-module.ts'
import { ContentError, formatProblem } from './lib/errors.ts'
import { parseArgs } from './lib/args.ts'
import { createLogger } from './lib/log.ts'
import { pageHeadTags } from './prerender/head.ts'
import { inlineScripts } from './prerender/inline-scripts.ts'
import { renderDocument } from './prerender/template.ts'
import { webManifest } from './emit/web-manifest.ts'
import { generatedModulesPlugin } from './vite/generated-plugin.ts'
import { admit, answerClientErrors, guarded, sendPlain } from './serve/guard.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const log = createLogger('dev')
const args = parseArgs(process.argv.slice(2))
const port = Number(args.get('port') ?? process.env.PORT ?? 5173)
const contentDir = path.resolve(
  typeof args.get('content') === 'string'
    ? (args.get('content') as string)
    : path.join(ROOT, 'content'),
)
const genDir = path.join(ROOT, '.cache', 'gen', `dev-${port}`)

const site = new DevSite(contentDir)

/** Milliseconds after start before the whole model is made, if no page was asked for meanwhile. */
const WHOLE_MODEL_DELAY_MS = 3000
let wholeStarted = false
const buildWhole = () => {
  if (wholeStarted) return
  wholeStarted = true
  // Edits are watched from here on; the whole model reads the files after this point.
  watchContent()
  void rebuild()
}

/** Prints the content's problems; other errors go on. */
function report(error: unknown): void {
  if (!(error instanceof ContentError)) throw error
  for (const p of error.problems) console.error(formatProblem(p, ROOT))
  log.error(`${error.message} Fix the content and save again.`)
}

/** Makes the model again from content/; on errors keeps serving the last good one. */
async function rebuild(): Promise<void> {
  const start = performance.now()
  try {
    await site.rebuild()
    log.info(
      `content built in ${Math.round(performance.now() - start)} ms (${site.model!.pages.length} pages)`,
    )
  } catch (error) {
    report(error)
  }
}

// The app's server modules are transformed while the content builds: both are needed for the
// first page, and on a large site each takes seconds. The config names the base URL both need.
const early = await loadSiteConfig(contentFiles(contentDir).config).then(
  (loaded) => loaded.config,
  () => null,
)
const base = early?.baseUrl ?? '/'
if (early) emitSiteModule(early, searchRootUrls(base), genDir)
const vite = await createServer({
  root: ROOT,
  base,
  configFile: false,
  appType: 'custom',
  // Vite watches the app's code for hot reload; content/ has its own watcher below, and the
  // builds, benches and caches beside the code can hold hundreds of thousands of files, which
  // would take Vite's watcher many seconds to walk before the first page is served.
  server: {
    middlewareMode: true,
    watch: {
      ignored: [
        ...['bench', 'build', 'search', 'ssr'].map((dir) => path.join(ROOT, '.cache', dir, '**')),
        path.join(ROOT, 'dist*', '**'),
        path.join(contentDir, '**'),
      ],
    },
  },
  plugins: [react(), generatedModulesPlugin(genDir)],
  worker: { format: 'es' },
  // Every dependency up front: otherwise Vite finds the lazily loaded ones (search, service worker)
  // only when first used and reloads the page in the middle of a search.
  optimizeDeps: {
    // The app's entry alone: the default scans every HTML file under the root, built sites included.
    entries: ['src/main.tsx'],
    include: [
      'react',
      'react/jsx-runtime',
      'react-dom/client',
      '@tanstack/react-router',
      'comlink',
      'lunr',
      'workbox-window',
    ],
  },
})
const warmUp = vite.ssrLoadModule('/src/entry-server.tsx').catch(() => undefined)
// Pages are served from the docs' outlines, each compiled when first asked for, while the whole
// content compiles in the background (see DevSite).
const outlineStart = performance.now()
await site.outline().catch(report)
if (site.model)
  log.info(
    `content outlined in ${Math.round(performance.now() - outlineStart)} ms (${site.model.pages.length} pages); compiling it in the background`,
  )
await warmUp
if (!site.model) process.exit(1)
if (site.model.config.baseUrl !== base) {
  log.error(
    `the base URL changed while starting (${base} → ${site.model.config.baseUrl}): start again`,
  )
  process.exit(1)
}
emitSiteModule(site.model.config, searchRootUrls(base), genDir)

// An edit of one doc's text updates its pages alone; anything else builds the model again.
let timer: NodeJS.Timeout | undefined
const changed = new Set<string>()
// Set up with the whole model: watching a large folder takes a stat of every file.
const watchContent = () =>
  fs.watch(contentDir, { recursive: true }, (_event, file) => {
    if (file) changed.add(file.toString())
    clearTimeout(timer)
    timer = setTimeout(() => {
      const files = [...changed]
      changed.clear()
      const start = performance.now()
      if (site.update(files)) {
        log.info(`${files[0]} updated in ${Math.round(performance.now() - start)} ms`)
        vite.ws.send({ type: 'full-reload' })
      } else void rebuild().then(() => vite.ws.send({ type: 'full-reload' }))
    }, 20)
  })

const loadPage = (locale: Locale, key: string) => Promise.resolve(site.page(locale, key))

async function renderHtml(url: string): Promise<{ status: number; html: string }> {
  const { renderPage } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
    renderPage: RenderPage
  }
  const result = await renderPage(url, loadPage, base)
  const pathname = stripBase(new URL(url, 'http://x').pathname, base) ?? '/'
  const locale = localeOfPath(pathname)
  const config = site.model!.config
  // The prerender's document, with the source entry (Vite adds its client and styles) and no CSP,
  // which would refuse the scripts Vite injects.
  const doc = renderDocument({
    config,
    locale,
    head: pageHeadTags(config, result.page, locale),
    app: result.html,
    assets: { entry: 'src/main.tsx', css: [], preload: [] },
    scripts: inlineScripts(config),
    csp: null,
    path: pathname,
    pageData: null,
  })
  return { status: result.status, html: await vite.transformIndexHtml(url, doc) }
}

const server = http.createServer(
  guarded(
    async (req, res) => {
      const target = admit(req, res)
      if (!target) return
      const url = req.url!
      const rel = stripBase(target.pathname, base)
      // Files the content build makes in memory: the search index, page lists and data chunks; and
      // the web manifest, which the build's PWA plugin would write.
      const file =
        rel === `/${WEB_MANIFEST_FILE}`
          ? {
              type: 'application/manifest+json',
              body: JSON.stringify(webManifest(site.model!.config)),
            }
          : rel
            ? await site.file(rel.slice(1))
            : null
      if (file) {
        res
          .writeHead(200, {
            'content-type': `${file.type}; charset=utf-8`,
            'cache-control': 'no-cache',
          })
          .end(file.body)
        return
      }
      const wantsPage =
        req.method === 'GET' &&
        rel !== null &&
        !path.extname(rel) &&
        !rel.startsWith('/@') &&
        !rel.startsWith('/src/') &&
        !rel.startsWith('/node_modules/')
      if (!wantsPage) {
        vite.middlewares(req, res)
        return
      }
      renderHtml(url).then(
        ({ status, html }) => {
          res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html)
          buildWhole()
        },
        (error: unknown) => {
          vite.ssrFixStacktrace(error as Error)
          log.error(String((error as Error).stack ?? error))
          sendPlain(res, 500, String(error))
        },
      )
    },
    (error) => log.error(String((error as Error).stack ?? error)),
  ),
)
answerClientErrors(server)
server.once('error', (error: NodeJS.ErrnoException) => {
  log.error(
    error.code === 'EADDRINUSE'
      ? `port ${port} is in use: pass --port or set PORT to another one`
      : `cannot serve: ${error.message}`,
  )
  process.exit(1)
})
// `--port 0` takes a free port; the line below names the one taken.
server.listen(port, '127.0.0.1', () =>
  log.info(
    `writing mode at http://localhost:${(server.address() as AddressInfo).port}${base} (content/ is watched)`,
  ),
)
// The whole content, with its checks and search text, is made once the first page is out, or after a
// moment without a request for one: on a large site it takes the main thread for seconds.
setTimeout(buildWhole, WHOLE_MODEL_DELAY_MS)
