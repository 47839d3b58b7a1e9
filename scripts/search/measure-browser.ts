import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { build, type Rolldown } from 'vite'
import { launchContext } from '../lib/chromium.ts'
import type { SearchIndexBuild } from './build-index.ts'

const WORKER_ENTRY = path.join(import.meta.dirname, '../../workers/search/search.worker.ts')

/** Figures of one index in headless Chromium. */
export interface BrowserMeasurement {
  /** New worker → `load` → first `search` answered, timed on the page (worker start, download and parse included). */
  firstSearchMs: number
  /** The part of it until `load` resolved. */
  firstLoadMs: number
  /** The part of it until the new worker answered a first call (its code fetched and run). */
  workerUpMs: number
  /** `load` alone as the worker times it, for the same run. */
  loadMs: number
  /** Per query, timed inside the worker: first pass (data chunks fetched on the way), then again. */
  cold: number[]
  warm: number[]
}

/** The search worker as the site ships it: one ES module, minified. */
async function bundleWorker(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: WORKER_ENTRY, formats: ['es'], fileName: 'search.worker' },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output)
  const chunk = chunks.find((c) => c.type === 'chunk' && c.isEntry)
  if (chunk?.type !== 'chunk') throw new Error('[search] measure-browser: no worker bundle')
  return chunk.code
}

/** Serves the page, the worker and the built search files from localhost. */
async function serve(
  files: ReadonlyMap<string, string>,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const body = files.get(url.pathname)
    if (body === undefined) {
      res.writeHead(404).end()
      return
    }
    const type = url.pathname.endsWith('.js')
      ? 'text/javascript'
      : url.pathname.endsWith('.html')
        ? 'text/html'
        : 'application/json'
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

// Browser-side code is kept as plain JavaScript text: tsx would wrap functions written here in a
// naming helper that the page does not have.

/** On the page: a new worker, `load`, then the first search, through Comlink's message format. */
const FIRST_SEARCH = `async ({ indexUrl, firstQuery, limit }) => {
  const started = performance.now()
  const worker = new Worker('/search.worker.js', { type: 'module' })
  const call = (id, name, args) => new Promise((resolve, reject) => {
    const listen = (event) => {
      if (event.data?.id !== id) return
      worker.removeEventListener('message', listen)
      if (event.data.type === 'HANDLER') reject(new Error(JSON.stringify(event.data)))
      else resolve()
    }
    worker.addEventListener('message', listen)
    worker.postMessage({ id, type: 'APPLY', path: [name], argumentList: args.map((value) => ({ type: 'RAW', value })) })
  })
  // A call that fails before any fetch: when the worker is up and answering.
  await call('first-ping', 'load', ['//ping.invalid/']).catch(() => undefined)
  const up = performance.now()
  await call('first-load', 'load', [indexUrl])
  const loaded = performance.now()
  await call('first-search', 'search', [firstQuery, { indexUrl, limit, snippetLength: 50 }])
  return { firstSearchMs: performance.now() - started, firstLoadMs: loaded - started, workerUpMs: up - started }
}`

/**
 * In the worker: Comlink requests delivered to the worker's own listener, replies caught on their
 * way to postMessage, so the times hold the worker's work only.
 */
const TIME_QUERIES = `async ({ indexUrl, queries, limit }) => {
  const original = self.postMessage
  const waiting = new Map()
  self.postMessage = (message, transfer) => {
    const done = typeof message?.id === 'string' ? waiting.get(message.id) : undefined
    if (done) done(message)
    else original.call(self, message, transfer)
  }
  let next = 0
  const call = (name, ...args) => new Promise((resolve, reject) => {
    const id = 'bench-' + ++next
    const start = performance.now()
    waiting.set(id, (reply) => {
      const ms = performance.now() - start
      waiting.delete(id)
      if (reply.type === 'HANDLER') reject(new Error('worker ' + name + ' failed'))
      else resolve(ms)
    })
    self.dispatchEvent(new MessageEvent('message', { data: { id, type: 'APPLY', path: [name], argumentList: args.map((value) => ({ type: 'RAW', value })) } }))
  })
  try {
    // The same URL again would be a cache hit: time a load of a fresh URL for the same files.
    const loadMs = await call('load', indexUrl + '?load=' + Date.now())
    const run = async () => {
      const out = []
      for (const query of queries) out.push(await call('search', query, { indexUrl, limit, snippetLength: 50 }))
      return out
    }
    const cold = await run()
    const warm = await run()
    return { loadMs, cold, warm }
  } finally {
    self.postMessage = original
  }
}`

/**
 * Runs each build's worker in headless Chromium (a fresh page per build, no CPU throttling): the
 * first search from a new worker, then `queries` twice, timed inside the worker by delivering
 * Comlink messages to its own listener (no main-thread trip, no structured cloning in the figure).
 */
export async function measureInBrowser(
  builds: readonly { build: SearchIndexBuild; queries: readonly string[]; firstQuery: string }[],
  /** The pages' data chunks (path under the site root → content), which snippets come from. */
  chunks: ReadonlyMap<string, string>,
  limit = 8,
): Promise<BrowserMeasurement[]> {
  const files = new Map<string, string>([
    ['/index.html', '<!doctype html><meta charset="utf-8"><title>search bench</title>'],
    ['/search.worker.js', await bundleWorker()],
  ])
  for (const { build: b } of builds)
    for (const file of b.files) files.set(`/${file.name}`, file.content)
  for (const [name, content] of chunks) files.set(`/${name}`, content)
  const server = await serve(files)
  const context = await launchContext({ serviceWorkers: 'block' })
  const results: BrowserMeasurement[] = []
  try {
    for (const { build: b, queries, firstQuery } of builds) {
      const page = await context.newPage()
      await page.goto(`${server.origin}/index.html`)
      const indexUrl = `/${b.root}`
      const workerEvent = page.waitForEvent('worker')
      const first = (await page.evaluate(
        `(${FIRST_SEARCH})(${JSON.stringify({ indexUrl, firstQuery, limit })})`,
      )) as Pick<BrowserMeasurement, 'firstSearchMs' | 'firstLoadMs' | 'workerUpMs'>
      const worker = await workerEvent
      const times = (await worker.evaluate(
        `(${TIME_QUERIES})(${JSON.stringify({ indexUrl, queries, limit })})`,
      )) as Omit<BrowserMeasurement, 'firstSearchMs' | 'firstLoadMs' | 'workerUpMs'>
      results.push({ ...first, ...times })
      await page.close()
    }
  } finally {
    await context.cleanup()
    await server.close()
  }
  return results
}
