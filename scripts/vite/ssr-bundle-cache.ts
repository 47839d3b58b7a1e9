import fs from 'node:fs'
import path from 'node:path'
import { codeVersion } from '../content/compile-cache.ts'
import { sha256 } from '../lib/hash.ts'
import { GENERATED_FILES } from './generated-plugin.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
/** What shapes the bundles besides the code codeVersion covers (scripts/, src/, workers/, the lockfile). */
const CONFIG_FILES = ['vite.config.ts', 'tsconfig.json', 'tsconfig.base.json']
/**
 * The key of the bundle a server-bundle folder holds, beside the folder (in it, it would be part of
 * the bundle the prerender hashes), written once the bundle is complete.
 */
const stampOf = (ssrDir: string) => `${ssrDir}.made-from`
const ENTRY = 'entry-server.js'

const readOr = (file: string, fallback: string) => {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return fallback
  }
}

/**
 * The key of what the server bundle is made from: the code and its dependencies (see codeVersion),
 * the Vite and TypeScript configs and the environment they read, the base URL and the generated
 * modules in `genDir`. The page data the prerender feeds it is not in it: the bundle reads that at
 * run time.
 */
export function serverBundleKey(genDir: string, base: string): string {
  // HCFY_SOURCEMAP is the one setting of the environment the Vite config reads (source maps).
  const parts = [codeVersion(), base, `sourcemap=${!!process.env.HCFY_SOURCEMAP}`]
  for (const file of CONFIG_FILES) parts.push(file, readOr(path.join(ROOT, file), ''))
  for (const file of GENERATED_FILES) parts.push(file, readOr(path.join(genDir, file), ''))
  return sha256(parts.join('\0'))
}

/**
 * Server bundles kept between builds: a rebuild whose code, configs and generated modules are
 * those of the last build into the same folder keeps its bundle instead of making it again (0.3 s
 * of a rebuild, whatever the site's size).
 */
export const serverBundleCache = {
  /** Whether `ssrDir` holds a whole bundle made from `key`. */
  has: (ssrDir: string, key: string): boolean =>
    readOr(stampOf(ssrDir), '') === key && fs.existsSync(path.join(ssrDir, ENTRY)),
  /** Forgets the bundle in `ssrDir`, before a new one is made there. */
  forget: (ssrDir: string): void => fs.rmSync(stampOf(ssrDir), { force: true }),
  /** Records that `ssrDir` now holds the bundle made from `key`. */
  made: (ssrDir: string, key: string): void => fs.writeFileSync(stampOf(ssrDir), key),
}
