import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../../../..')
const MODULE = pathToFileURL(path.join(ROOT, 'scripts/lib/defer-workbox-bundler.mjs')).href

/** Runs `body` in a fresh Node (its own module cache) and returns what it printed, as JSON. */
function inFreshNode(body: string): Record<string, unknown> {
  const script = `import { createRequire } from 'node:module'
const require = createRequire(${JSON.stringify(path.join(ROOT, 'package.json'))})
const babelLoaded = () => Object.keys(require.cache).some((k) => k.includes('@babel/preset-env'))
${body}`
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  ) as Record<string, unknown>
}

describe('deferring workbox-build’s bundler', () => {
  it('loads workbox-build without Babel, and the real bundler the first time it is called', () => {
    const seen =
      inFreshNode(`const { deferWorkboxBundler } = await import(${JSON.stringify(MODULE)})
deferWorkboxBundler()
const workbox = require('workbox-build')
const afterLoad = babelLoaded()
const bundle = require('workbox-build/build/lib/bundle.js').bundle
const call = await bundle({}).then(() => 'resolved', (e) => 'rejected: ' + (e && e.name))
console.log(JSON.stringify({ injectManifest: typeof workbox.injectManifest, generateSW: typeof workbox.generateSW, afterLoad, afterCall: babelLoaded(), call }))`)
    expect(seen).toMatchObject({
      injectManifest: 'function',
      generateSW: 'function',
      afterLoad: false,
      afterCall: true,
    })
    expect(seen.call).toMatch(/^rejected/u)
  })

  it('is what keeps Babel out: without it, workbox-build loads it at once', () => {
    const seen = inFreshNode(`require('workbox-build')
console.log(JSON.stringify({ afterLoad: babelLoaded() }))`)
    expect(seen.afterLoad).toBe(true)
  })
})
