import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { parseHeadersFile, headersFor, type HeaderRule } from './headers-file.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = /\.(html|js|css|json|webmanifest|svg|xml|txt)$/u

export interface StaticServerOptions {
  /** The folder to serve; a function lets a test switch deployments on a running server. */
  dir: string | (() => string)
  /** Path prefix the site is served under (the site's baseUrl), e.g. `/` or `/sub/`. */
  base?: string
}

/** What a request path maps to, following the static-host rules the site is built for. */
export function resolveFile(dir: string, pathname: string): { file: string; status: 200 | 404 } | null {
  let clean: string
  try {
    clean = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (clean.includes('\0')) return null
  const candidates = clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}.html`]
  for (const c of candidates) {
    const abs = path.join(dir, c)
    if (!abs.startsWith(dir)) return null
    if (fs.existsSync(abs) && fs.statSync(abs).isFile()) return { file: abs, status: 200 }
  }
  // Unknown paths get the not-found page of their locale (en has its own), with status 404.
  const localized = /^\/en(?:\/|$)/u.test(clean) ? path.join(dir, 'en', '404.html') : null
  const notFound = localized && fs.existsSync(localized) ? localized : path.join(dir, '404.html')
  return fs.existsSync(notFound) ? { file: notFound, status: 404 } : null
}

/**
 * A static file server that behaves like Netlify, Cloudflare Pages or GitHub Pages for this site:
 * `/x` → `x.html`, `/x/` → `x/index.html`, anything else → `404.html` with status 404, the `_headers`
 * file applied, and gzip for text.
 */
export function createStaticServer({ dir, base = '/' }: StaticServerOptions): http.Server {
  let rules: HeaderRule[] = []
  let rulesFile = ''
  let rulesMtime = -1
  const gzipCache = new Map<string, { mtime: number; body: Uint8Array }>()
  return http.createServer((req, res) => {
    const root = path.resolve(typeof dir === 'function' ? dir() : dir)
    const url = new URL(req.url ?? '/', 'http://localhost')
    const headersFile = path.join(root, '_headers')
    const mtime = fs.existsSync(headersFile) ? fs.statSync(headersFile).mtimeMs : 0
    if (mtime !== rulesMtime || headersFile !== rulesFile) {
      rules = mtime ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : []
      rulesMtime = mtime
      rulesFile = headersFile
    }
    let pathname = url.pathname
    if (base !== '/') {
      if (pathname === base.slice(0, -1)) pathname = '/'
      else if (pathname.startsWith(base)) pathname = pathname.slice(base.length - 1)
      else pathname = '/__outside_base__'
    }
    const hit = resolveFile(root, pathname)
    if (!hit) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    const ext = path.extname(hit.file)
    const headers: Record<string, string> = { 'content-type': TYPES[ext] ?? 'application/octet-stream', ...headersFor(rules, pathname) }
    const stat = fs.statSync(hit.file)
    let body: Uint8Array = fs.readFileSync(hit.file)
    if (COMPRESSIBLE.test(hit.file) && /\bgzip\b/u.test(String(req.headers['accept-encoding'] ?? ''))) {
      const cached = gzipCache.get(hit.file)
      if (cached?.mtime === stat.mtimeMs) body = cached.body
      else {
        body = zlib.gzipSync(body, { level: 6 })
        gzipCache.set(hit.file, { mtime: stat.mtimeMs, body })
      }
      headers['content-encoding'] = 'gzip'
      headers.vary = 'Accept-Encoding'
    }
    headers['content-length'] = String(body.length)
    res.writeHead(hit.status, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  })
}
