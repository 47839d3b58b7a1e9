import fs from 'node:fs'
import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createStaticServer } from '../../scripts/serve/static-server.ts'
import { fuzzSeed } from '../support/fuzz-seed.ts'
import { rawRequest } from '../support/raw-http.ts'
import { makeSiteFixture, SECRET, type SiteFixture } from '../support/site-fixture.ts'

let site: SiteFixture
let server: http.Server
let port: number
const errors: unknown[] = []
/** Every body the server may send: the files of the site (whole or in part). */
let siteBodies: Buffer[]

beforeAll(async () => {
  site = makeSiteFixture()
  server = createStaticServer({ dir: site.dist, onError: (e) => errors.push(e) })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
  siteBodies = (fs.readdirSync(site.dist, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter(
      (e) =>
        e.isFile() &&
        !e.name.startsWith('.') &&
        !path
          .relative(site.dist, e.parentPath)
          .split(path.sep)
          .some((s) => s.startsWith('.')),
    )
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name)))
})
afterAll(async () => {
  await new Promise((r) => server.close(r))
  site.cleanup()
})

/** Pieces an attacker strings together: separators in every encoding, dot segments, real names, junk. */
const piece = fc.oneof(
  fc.constantFrom(
    '/',
    '//',
    '\\',
    '%2F',
    '%2f',
    '%5C',
    '%5c',
    '..',
    '.',
    '%2e',
    '%2E%2E',
    '.%2e',
    '%252F',
    '%00',
    '%',
    '%zz',
    '%c0%af',
    '%e0%80%af',
  ),
  fc.constantFrom(
    'dist',
    'dist-secret',
    'secret.txt',
    '_headers',
    '.env',
    '.vite',
    'manifest.json',
    'linked.txt',
    'linked-dir',
    'assets',
    'docs',
    'guide',
    'en',
    'index.html',
    '404.html',
    'app-1a2b3c4d.js',
  ),
  fc.constantFrom(
    '?',
    '#',
    '?x=1',
    ';',
    '@',
    ':',
    '*',
    '~',
    '$',
    '|',
    '"',
    "'",
    '<',
    '>',
    '{',
    '}',
  ),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
  fc.string({
    unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: 6,
  }),
  fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, '0')}`),
)
/** A request target: mostly paths, sometimes an absolute URL, `*` or nothing at all. */
const target = fc.oneof(
  { weight: 8, arbitrary: fc.array(piece, { maxLength: 12 }).map((ps) => `/${ps.join('')}`) },
  { weight: 1, arbitrary: fc.array(piece, { maxLength: 6 }).map((ps) => ps.join('')) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('*', 'http://127.0.0.1/', 'http://evil.example/../secret.txt', ''),
  },
)
const method = fc.constantFrom(
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'OPTIONS',
  'PUT',
  'DELETE',
  'TRACE',
  'CONNECT',
  'BREW',
)
const headers = fc.record(
  {
    Range: fc.constantFrom('bytes=0-3', 'bytes=-1', 'bytes=9999999-', 'bytes=x'),
    'If-None-Match': fc.constantFrom('*', '"x"', 'W/"y"'),
    'Accept-Encoding': fc.constant('gzip'),
  },
  { requiredKeys: [] },
)

/** Runs `fn` over `items`, `width` at a time. */
async function inParallel<T>(
  items: readonly T[],
  width: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++]!)
    }),
  )
}

it('survives 10,000 random and hostile requests and never sends a file from outside the site', async () => {
  const seed = fuzzSeed()
  const cases = fc.sample(fc.tuple(method, target, headers), { seed, numRuns: 10_000 })
  const failures: string[] = []
  await inParallel(cases, 8, async ([m, t, h]) => {
    // CR and LF would start a second request inside this one; anything else goes on the wire as is.
    const line = `${m} ${t.replace(/[\r\n]/gu, '')} HTTP/1.1`
    const fail = (why: string) =>
      failures.push(`${JSON.stringify(line)} ${JSON.stringify(h)}: ${why}`)
    const r = await rawRequest(port, line, h).catch((e: Error) => {
      fail(e.message)
      return undefined
    })
    if (r === undefined) return
    if (r === null) return void fail('no answer')
    if (![200, 206, 304, 400, 404, 405, 416].includes(r.status)) fail(`status ${r.status}`)
    if (r.body.includes(SECRET)) fail('sent a file from outside the site')
    if (
      r.status === 200 &&
      r.body.length &&
      r.headers['content-encoding'] !== 'gzip' &&
      !siteBodies.some((b) => b.equals(r.body))
    )
      fail('sent a body that is no file of the site')
  })
  expect(failures.slice(0, 20), `replay with FUZZ_SEED=${seed}`).toEqual([])
  expect((await rawRequest(port, 'GET / HTTP/1.1'))?.status).toBe(200)
  expect(errors).toEqual([])
}, 180_000)
