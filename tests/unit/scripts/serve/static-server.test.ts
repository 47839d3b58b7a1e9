import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticServer } from '../../../../scripts/serve/static-server.ts'
import { rawRequest } from '../../../support/raw-http.ts'
import { makeSiteFixture, SECRET, type SiteFixture } from '../../../support/site-fixture.ts'

let site: SiteFixture
let server: http.Server
let sub: http.Server
const errors: unknown[] = []
const listen = async (s: http.Server) => {
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
  return (s.address() as AddressInfo).port
}
let port: number
let subPort: number
const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(port, `${method} ${target} HTTP/1.1`, headers)
const text = (r: { body: Buffer } | null) => r?.body.toString('utf8') ?? ''

beforeAll(async () => {
  site = makeSiteFixture()
  server = createStaticServer({ dir: site.dist, onError: (e) => errors.push(e) })
  sub = createStaticServer({ dir: site.dist, base: '/sub/' })
  port = await listen(server)
  subPort = await listen(sub)
})
afterAll(async () => {
  await Promise.all([server, sub].map((s) => new Promise((r) => s.close(r))))
  site.cleanup()
})

describe('static server: malformed and hostile paths', () => {
  it.each(['//', '///x', '/docs//guide', '/%zz', '/%00', '/a%0Ab'])(
    'answers 400 to %s and keeps serving',
    async (target) => {
      const r = await get(target)
      expect(r?.status).toBe(400)
      expect(r?.headers['cache-control']).toBe('no-store')
      expect((await get('/'))?.status).toBe(200)
    },
  )

  it.each([
    '/..%2Fdist-secret%2Fsecret.txt',
    '/..%2fsecret.txt',
    '/..%5Csecret.txt',
    '/%2e%2e/secret.txt',
    '/../secret.txt',
    '/docs/../../secret.txt',
    '/.%2e/dist-secret/secret.txt',
    '/assets%2F..%2F..%2Fsecret.txt',
  ])('refuses the traversal %s with 400', async (target) => {
    const r = await get(target)
    expect(r?.status).toBe(400)
    expect(text(r)).not.toContain(SECRET)
  })

  it('does not follow a symlink out of the site', async () => {
    for (const target of ['/linked.txt', '/linked-dir/secret.txt']) {
      const r = await get(target)
      expect(r?.status, target).toBe(404)
      expect(text(r)).not.toContain(SECRET)
    }
  })

  it('answers 400 to a request line the HTTP parser refuses, without stopping', async () => {
    const r = await rawRequest(port, 'GET /a b c HTTP/1.1')
    expect(r?.status).toBe(400)
    expect((await get('/'))?.status).toBe(200)
  })

  it('turns an error inside the handler into a 500 for that request alone', async () => {
    const failing = createStaticServer({
      dir: () => {
        throw new Error('disk gone')
      },
      onError: () => {},
    })
    const p = await listen(failing)
    const r = await rawRequest(p, 'GET / HTTP/1.1')
    expect(r?.status).toBe(500)
    expect((await rawRequest(p, 'GET /docs/guide HTTP/1.1'))?.status).toBe(500)
    await new Promise((r) => failing.close(r))
  })

  it('serves a percent-encoded name that is a real file', async () => {
    const r = await get('/with%20space')
    expect(r?.status).toBe(200)
    expect(text(r)).toContain('<title>space</title>')
  })
})

describe('static server: methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])(
    'answers 405 to %s with Allow',
    async (method) => {
      const r = await get('/index.html', { 'Content-Length': '0' }, method)
      expect(r?.status).toBe(405)
      expect(r?.headers.allow).toBe('GET, HEAD')
      expect(text(r)).not.toContain('<title>home</title>')
    },
  )

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/assets/app-1a2b3c4d.js', {}, 'HEAD')
    const full = await get('/assets/app-1a2b3c4d.js')
    expect(head?.status).toBe(200)
    expect(head?.body.length).toBe(0)
    expect(head?.headers['content-length']).toBe(String(full?.body.length))
    expect(head?.headers.etag).toBe(full?.headers.etag)
  })
})

describe('static server: Range and ETag', () => {
  const js = '/assets/app-1a2b3c4d.js'
  const whole = 'console.log("app")\n'.repeat(20)

  it('serves one byte range as 206 with Content-Range', async () => {
    const r = await get(js, { Range: 'bytes=0-6' })
    expect(r?.status).toBe(206)
    expect(r?.headers['content-range']).toBe(`bytes 0-6/${whole.length}`)
    expect(text(r)).toBe('console')
    const tail = await get(js, { Range: 'bytes=-4' })
    expect(tail?.status).toBe(206)
    expect(text(tail)).toBe(whole.slice(-4))
  })

  it('answers 416 to a range past the end', async () => {
    const r = await get(js, { Range: `bytes=${whole.length + 10}-` })
    expect(r?.status).toBe(416)
    expect(r?.headers['content-range']).toBe(`bytes */${whole.length}`)
  })

  it('sends the whole body for several ranges, a malformed header or a stale If-Range', async () => {
    const cases: Record<string, string>[] = [
      { Range: 'bytes=0-1,5-6' },
      { Range: 'pages=1-2' },
      { Range: 'bytes=0-3', 'If-Range': '"stale"' },
    ]
    for (const headers of cases) {
      const r = await get(js, headers)
      expect(r?.status, JSON.stringify(headers)).toBe(200)
      expect(text(r)).toBe(whole)
    }
  })

  it('gives an ETag and answers a matching If-None-Match with 304 and no body', async () => {
    const first = await get(js)
    const etag = first!.headers.etag!
    expect(etag).toMatch(/^"[\w-]+"$/u)
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(js, { 'If-None-Match': inm })
      expect(again?.status, inm).toBe(304)
      expect(again?.body.length).toBe(0)
      expect(again?.headers.etag).toBe(etag)
    }
    expect((await get(js, { 'If-None-Match': '"other"' }))?.status).toBe(200)
  })

  it('gives the gzipped body its own ETag', async () => {
    const plain = await get(js)
    const gz = await get(js, { 'Accept-Encoding': 'gzip' })
    expect(gz?.headers['content-encoding']).toBe('gzip')
    expect(gz?.headers.vary).toBe('Accept-Encoding')
    expect(gz?.headers.etag).not.toBe(plain?.headers.etag)
    expect(
      (await get(js, { 'Accept-Encoding': 'gzip', 'If-None-Match': gz!.headers.etag! }))?.status,
    ).toBe(304)
  })
})

describe('static server: content types', () => {
  it.each([
    ['/img/anim.gif', 'image/gif'],
    ['/assets/photo.webp', 'image/webp'],
    ['/img/photo.jpeg', 'image/jpeg'],
    ['/assets/app-1a2b3c4d.js', 'text/javascript; charset=utf-8'],
    ['/docs/guide', 'text/html; charset=utf-8'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/search/zh-Hans.0123abcd.json', 'application/json; charset=utf-8'],
  ])('serves %s as %s', async (target, type) => {
    const r = await get(target)
    expect(r?.status).toBe(200)
    expect(r?.headers['content-type']).toBe(type)
  })
})

describe('static server: files that are not the site', () => {
  it.each(['/_headers', '/.env', '/.vite/manifest.json', '/.vite/', '/%2eenv'])(
    'does not serve %s',
    async (target) => {
      const r = await get(target)
      expect(r?.status).toBe(404)
      expect(text(r)).toContain('<title>not found</title>')
      expect(text(r)).not.toContain(SECRET)
      expect(text(r)).not.toContain('Cache-Control')
    },
  )
})

describe('static server: _headers as the hosts apply it', () => {
  it('combines every matching rule', async () => {
    const r = await get('/docs/guide')
    expect(r?.headers['x-content-type-options']).toBe('nosniff')
    expect(r?.headers['x-robots-tag']).toBe('noarchive, nosnippet')
    expect(r?.headers['content-security-policy']).toBe("default-src 'self'")
  })

  it("makes hashed files immutable and leaves the rest to the hosts' revalidating default", async () => {
    expect((await get('/assets/app-1a2b3c4d.js'))?.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    expect((await get('/search/zh-Hans.0123abcd.json'))?.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    expect((await get('/'))?.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })

  it('answers a missing file under /assets/ with a 404 that is never immutable', async () => {
    const r = await get('/assets/missing-00000000.js')
    expect(r?.status).toBe(404)
    expect(r?.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(r?.headers.etag).toBeUndefined()
    expect(r?.headers['x-content-type-options']).toBe('nosniff')
    expect(text(r)).toContain('<title>not found</title>')
  })

  it('answers an unknown English path with the English not-found page', async () => {
    const r = await get('/en/nowhere')
    expect(r?.status).toBe(404)
    expect(text(r)).toContain('<title>en not found</title>')
  })
})

describe('static server: a site under a base path', () => {
  const subGet = (target: string) => rawRequest(subPort, `GET ${target} HTTP/1.1`)
  it('serves inside the base and 404s outside it', async () => {
    expect((await subGet('/sub/docs/guide'))?.status).toBe(200)
    expect(text(await subGet('/sub'))).toContain('<title>home</title>')
    expect((await subGet('/docs/guide'))?.status).toBe(404)
    expect((await subGet('/sub/assets/app-1a2b3c4d.js'))?.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
  })
})

it('logged no server error for any of these requests', () => {
  expect(errors).toEqual([])
})
