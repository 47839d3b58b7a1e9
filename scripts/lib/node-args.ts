import path from 'node:path'
import { pathToFileURL } from 'node:url'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * Node's arguments for running one of the project's TypeScript programs (`scripts/build.ts`…) in a
 * process of its own, as `npm run build` does: its dependencies load before the TypeScript hooks
 * (see preload-deps.mjs), and its young generation may grow to 64 MB semispaces, as the build's
 * worker threads' do (see WORKER_RESOURCE_LIMITS): a rebuild of the 10,000-page site then spends
 * 1.0 s instead of 1.5 s in scavenges on its main thread.
 */
export const TS_PROGRAM_ARGS: readonly string[] = [
  '--max-semi-space-size=64',
  '--import',
  pathToFileURL(path.join(ROOT, 'scripts/lib/preload-deps.mjs')).href,
  '--import',
  'tsx',
]
