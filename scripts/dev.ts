import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { createServer } from 'vite'
import type { Locale } from '../src/shared/config/locales.ts'
import type { PageData } from '../src/shared/content/types.ts'
import { localeOfPath, routeKey, stripBase, withBase } from '../src/shared/paths.ts'
import type { RenderPage } from '../src/shared/content/rendered-page.ts'
import { buildSiteModel, type SiteModel } from './content/site-model.ts'
import { withCompileCache } from './content/compile-cache.ts'
import { compileAll } from './content/compile-pool.ts'
import { DATA_DIR, emitDataChunks, pageListFiles } from './emit/modules.ts'
import { searchFilesFor } from './emit/search-files.ts'
import { emitSiteModule } from './emit/site-module.ts'
import { ContentError, formatProblem } from './lib/errors.ts'
import { parseArgs } from './lib/args.ts'
import { createLogger } from './lib/log.ts'
import { pageHeadTags } from './prerender/head.ts'
import { ROOT } from './site-build.ts'
import { generatedModulesPlugin } from './vite/generated-plugin.ts'
import { admit, answerClientErrors, guarded, sendPlain } from './serve/guard.ts'

const log = createLogger('dev')
const args = parseArgs(process.argv.slice(2))
const port = Number(args.get('port') ?? process.env.PORT ?? 5173)
const contentDir = path.resolve(typeof args.get('content') === 'string' ? (args.get('content') as string) : path.join(ROOT, 'content'))
const genDir = path.join(ROOT, '.cache', 'gen', `dev-${port}`)

// Compiled files are kept in memory between edits and shared on disk with `npm run build`.
const compile = withCompileCache(compileAll, contentDir)
let model: SiteModel | null = null
let search = new Map<string, string>()
let dataChunks = new Map<string, string>()
const byKey = new Map<string, PageData>()

/** Rebuilds pages and the search index from content/; on errors keeps serving the last good build. */
async function rebuild(): Promise<void> {
  const start = performance.now()
  try {
    const next = await buildSiteModel(contentDir, { compileAll: compile })
    const data = emitDataChunks(next)
    const built = searchFilesFor(next, data.pageFiles)
    emitSiteModule(next.config, built.urls, genDir)
    model = next
    search = built.files
    dataChunks = new Map([...data.files].map(([file, content]) => [`${DATA_DIR}/${file}`, content]))
    for (const [file, content] of pageListFiles(next, data.pageFiles)) dataChunks.set(file, content)
    byKey.clear()
    for (const page of next.pages) byKey.set(`${page.locale}:${routeKey(page.path)}`, page)
    log.info(`content built in ${Math.round(performance.now() - start)} ms (${next.pages.length} pages)`)
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    for (const p of error.problems) console.error(formatProblem(p, ROOT))
    log.error(`${error.message} Fix the content and save again.`)
  }
}

await rebuild()
// `rebuild` sets the model; TypeScript cannot see that through the call.
const first = model as SiteModel | null
if (!first) process.exit(1)
const base = first.config.baseUrl

const vite = await createServer({
  root: ROOT,
  base,
  configFile: false,
  appType: 'custom',
  server: { middlewareMode: true },
  plugins: [react(), generatedModulesPlugin(genDir)],
  worker: { format: 'es' },
  // Every dependency up front: otherwise Vite finds the lazily loaded ones (search, service worker)
  // only when first used and reloads the page in the middle of a search.
  optimizeDeps: {
    include: ['react', 'react/jsx-runtime', 'react-dom/client', '@tanstack/react-router', 'comlink', 'lunr', 'workbox-window'],
  },
})

let timer: NodeJS.Timeout | undefined
fs.watch(contentDir, { recursive: true }, () => {
  clearTimeout(timer)
  timer = setTimeout(() => void rebuild().then(() => vite.ws.send({ type: 'full-reload' })), 150)
})

const loadPage = (locale: Locale, key: string) => Promise.resolve(byKey.get(`${locale}:${key}`) ?? null)

async function renderHtml(url: string): Promise<{ status: number; html: string }> {
  const { renderPage } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { renderPage: RenderPage }
  const result = await renderPage(url, loadPage, base)
  const pathname = stripBase(new URL(url, 'http://x').pathname, base) ?? '/'
  const locale = localeOfPath(pathname)
  const config = model!.config
  const lc = config.locales.config[locale]
  const doc =
    `<!doctype html><html lang="${lc.htmlLang}" dir="${lc.direction}" data-theme="${config.colorMode.defaultMode}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">${pageHeadTags(config, result.page, locale)}` +
    `<link rel="icon" href="${withBase('/favicon.svg', base)}" type="image/svg+xml">` +
    `<script type="module" src="${withBase('/src/main.tsx', base)}"></script></head>` +
    `<body><div id="root">${result.html}</div></body></html>`
  return { status: result.status, html: await vite.transformIndexHtml(url, doc) }
}

const server = http.createServer(
  guarded((req, res) => {
    const target = admit(req, res)
    if (!target) return
    const url = req.url!
    const rel = stripBase(target.pathname, base)
    // Files the content build makes in memory: the search index and the page data chunks.
    const file = rel && (search.get(rel.slice(1)) ?? dataChunks.get(rel.slice(1)))
    if (file) {
      const type = rel.endsWith('.js') ? 'text/javascript' : 'application/json'
      res.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-cache' }).end(file)
      return
    }
    const wantsPage = req.method === 'GET' && rel !== null && !path.extname(rel) && !rel.startsWith('/@') && !rel.startsWith('/src/') && !rel.startsWith('/node_modules/')
    if (!wantsPage) {
      vite.middlewares(req, res)
      return
    }
    renderHtml(url).then(
      ({ status, html }) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html),
      (error: unknown) => {
        vite.ssrFixStacktrace(error as Error)
        log.error(String((error as Error).stack ?? error))
        sendPlain(res, 500, String(error))
      },
    )
  }, (error) => log.error(String((error as Error).stack ?? error))),
)
answerClientErrors(server)
server.once('error', (error: NodeJS.ErrnoException) => {
  log.error(error.code === 'EADDRINUSE' ? `port ${port} is in use: pass --port or set PORT to another one` : `cannot serve: ${error.message}`)
  process.exit(1)
})
// `--port 0` takes a free port; the line below names the one taken.
server.listen(port, '127.0.0.1', () => log.info(`writing mode at http://localhost:${(server.address() as AddressInfo).port}${base} (content/ is watched)`))
