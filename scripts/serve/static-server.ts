import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { matchesEtag, rangeOf } from './conditional.ts'
import { contentTypeOf, isText } from './content-type.ts'
import { admit, answerClientErrors, guarded, sendPlain } from './guard.ts'
import { headersFor, parseHeadersFile, type HeaderRule } from './headers-file.ts'
import { decodedPath } from './request-target.ts'
import { resolveFile } from './resolve-file.ts'

/** What both target hosts send when `_headers` sets no `Cache-Control`: revalidate on every use. */
const HOST_DEFAULT_CACHE = 'public, max-age=0, must-revalidate'

export interface StaticServerOptions {
  /** The folder to serve; a function lets a test switch deployments on a running server. */
  dir: string | (() => string)
  /** Path prefix the site is served under (the site's baseUrl), e.g. `/` or `/sub/`. */
  base?: string
  /** Where errors of the server itself go (a request never stops it). */
  onError?: (error: unknown) => void
}

interface FileEntry {
  mtimeMs: number
  size: number
  body: Buffer
  etag: string
  gzip?: Buffer
}

/** File bodies with their ETag (a content hash) and gzipped copy, re-read when the file changes. */
function fileCache() {
  const entries = new Map<string, FileEntry>()
  return (file: string): FileEntry => {
    const stat = fs.statSync(file)
    const hit = entries.get(file)
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit
    const body = fs.readFileSync(file)
    const entry = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    }
    entries.set(file, entry)
    return entry
  }
}

/** `_headers` of the served folder, parsed again when it changes (tests swap deployments). */
function headerRules() {
  let key = ''
  let rules: HeaderRule[] = []
  return (root: string): HeaderRule[] => {
    const file = path.join(root, '_headers')
    let mtime = 0
    try {
      mtime = fs.statSync(file).mtimeMs
    } catch {
      // No `_headers`: no rules, as on a host.
    }
    if (`${file}:${mtime}` !== key) {
      rules = mtime ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : []
      key = `${file}:${mtime}`
    }
    return rules
  }
}

/** The site path inside `base`, or null for a path outside it. `/sub` counts as `/sub/`. */
function withinBase(
  segments: string[],
  trailingSlash: boolean,
  base: string,
): { segments: string[]; trailingSlash: boolean } | null {
  const prefix = base.split('/').filter(Boolean)
  if (prefix.some((p, i) => segments[i] !== p)) return null
  const rest = segments.slice(prefix.length)
  return { segments: rest, trailingSlash: rest.length === 0 || trailingSlash }
}

/**
 * A static file server that behaves like Cloudflare Pages or Netlify for this site: `/x` → `x.html`,
 * `/x/` → `x/index.html`, anything else → the not-found page of its locale with status 404; `_headers` applied the way
 * those hosts combine its rules; GET and HEAD only; ETag, `If-None-Match` and single byte ranges;
 * gzip for text. Malformed or hostile paths get a 400, and no request can stop the server.
 */
export function createStaticServer({ dir, base = '/', onError }: StaticServerOptions): http.Server {
  const read = fileCache()
  const rulesOf = headerRules()
  const server = http.createServer(
    guarded((req, res) => {
      const target = admit(req, res)
      if (!target) return
      const root = path.resolve(typeof dir === 'function' ? dir() : dir)
      const site = withinBase(target.segments, target.trailingSlash, base) ?? {
        segments: ['__outside_base__'],
        trailingSlash: false,
      }
      const hit = resolveFile(root, site.segments, site.trailingSlash)
      if (!hit) {
        sendPlain(res, 404, 'Not Found')
        return
      }
      const rules = headersFor(rulesOf(root), decodedPath(site))
      const entry = read(hit.file)
      const type = contentTypeOf(hit.file)
      const headers: Record<string, string> = { 'content-type': type, ...rules }
      if (hit.status !== 200) {
        // An error answer is about this moment, never about the path: whatever the rules say for
        // the path (immutable assets), it is revalidated.
        headers['cache-control'] = HOST_DEFAULT_CACHE
      } else {
        headers['cache-control'] ??= HOST_DEFAULT_CACHE
        headers['accept-ranges'] = 'bytes'
      }
      const gzip =
        isText(type) &&
        !req.headers.range &&
        /\bgzip\b/u.test(String(req.headers['accept-encoding'] ?? ''))
      if (isText(type)) headers.vary = 'Accept-Encoding'
      const etag = gzip ? entry.etag.replace(/"$/u, '-gz"') : entry.etag
      if (hit.status === 200) headers.etag = etag
      if (hit.status === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
        delete headers['content-type']
        res.writeHead(304, headers).end()
        return
      }
      let status: number = hit.status
      let body = entry.body
      if (gzip) {
        entry.gzip ??= zlib.gzipSync(entry.body, { level: 6 })
        body = entry.gzip
        headers['content-encoding'] = 'gzip'
      } else if (hit.status === 200) {
        const range = rangeOf(
          req.headers.range,
          req.headers['if-range'] as string | undefined,
          body.length,
          etag,
        )
        if (range.kind === 'unsatisfiable') {
          sendPlain(res, 416, 'Range Not Satisfiable', {
            'content-range': `bytes */${body.length}`,
          })
          return
        }
        if (range.kind === 'part') {
          status = 206
          headers['content-range'] = `bytes ${range.start}-${range.end}/${body.length}`
          body = body.subarray(range.start, range.end + 1)
        }
      }
      headers['content-length'] = String(body.length)
      res.writeHead(status, headers)
      res.end(req.method === 'HEAD' ? undefined : body)
    }, onError),
  )
  answerClientErrors(server)
  return server
}
