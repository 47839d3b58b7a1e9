/*
 * workbox-build's entry loads the bundler of its `generateSW` (Rollup, Babel's preset-env, Terser)
 * as it starts: 0.7 s of every build, on the main thread, for code the site never runs (its service
 * worker is built by Vite, and workbox-build only injects the precache list). This puts a stand-in
 * for that one module in Node's CommonJS cache, which loads the real one the first time it is called.
 * Should workbox-build move the file, nothing is deferred and the build is only slower.
 */
import fs from 'node:fs'
import Module, { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

export function deferWorkboxBundler() {
  let file
  try {
    file = require.resolve('workbox-build/build/lib/bundle.js')
  } catch {
    return
  }
  if (!fs.existsSync(file) || require.cache[file]) return
  const standIn = new Module(file)
  standIn.filename = file
  standIn.loaded = true
  standIn.exports = {
    bundle(...args) {
      delete require.cache[file]
      return require(file).bundle(...args)
    },
  }
  require.cache[file] = standIn
}
