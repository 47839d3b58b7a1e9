import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { serverBundleCache, serverBundleKey } from '../../../../scripts/vite/ssr-bundle-cache.ts'

let work: string
let genDir: string
let ssrDir: string
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-ssr-cache-'))
  genDir = path.join(work, 'gen')
  ssrDir = path.join(work, 'ssr', 'site')
  fs.mkdirSync(genDir, { recursive: true })
  fs.mkdirSync(ssrDir, { recursive: true })
  fs.writeFileSync(path.join(genDir, 'site.js'), 'export default {"title":"A"}')
  fs.writeFileSync(path.join(genDir, 'save-groups.js'), 'export default []')
})
afterEach(() => {
  delete process.env.HCFY_SOURCEMAP
  fs.rmSync(work, { recursive: true, force: true })
})

describe('the server bundle kept between builds', () => {
  it('is named by the generated modules, the base URL and the source-map setting', () => {
    const key = serverBundleKey(genDir, '/')
    expect(serverBundleKey(genDir, '/')).toBe(key)
    expect(serverBundleKey(genDir, '/sub/')).not.toBe(key)
    fs.writeFileSync(path.join(genDir, 'save-groups.js'), 'export default ["faqs"]')
    const groups = serverBundleKey(genDir, '/')
    expect(groups).not.toBe(key)
    fs.writeFileSync(path.join(genDir, 'site.js'), 'export default {"title":"B"}')
    expect(serverBundleKey(genDir, '/')).not.toBe(groups)
    const before = serverBundleKey(genDir, '/')
    process.env.HCFY_SOURCEMAP = '1'
    expect(serverBundleKey(genDir, '/')).not.toBe(before)
  })

  it('is kept only when it was made from the same key and its entry is there, and forgotten before a new one is made', () => {
    const key = serverBundleKey(genDir, '/')
    expect(serverBundleCache.has(ssrDir, key)).toBe(false)
    serverBundleCache.made(ssrDir, key)
    // Recorded, but the bundle itself is missing.
    expect(serverBundleCache.has(ssrDir, key)).toBe(false)
    fs.writeFileSync(path.join(ssrDir, 'entry-server.js'), 'export {}')
    expect(serverBundleCache.has(ssrDir, key)).toBe(true)
    expect(serverBundleCache.has(ssrDir, serverBundleKey(genDir, '/sub/'))).toBe(false)
    // The record lives beside the bundle, not in it (the prerender hashes every file in it).
    expect(fs.readdirSync(ssrDir)).toEqual(['entry-server.js'])
    serverBundleCache.forget(ssrDir)
    expect(serverBundleCache.has(ssrDir, key)).toBe(false)
  })
})
