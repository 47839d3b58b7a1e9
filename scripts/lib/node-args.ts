import path from 'node:path'
import { pathToFileURL } from 'node:url'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * Node's arguments for running one of the project's TypeScript programs (`scripts/build.ts`…) in a
 * process of its own, as `npm run build` does: its dependencies load before the TypeScript hooks
 * (see preload-deps.mjs).
 */
export const TS_PROGRAM_ARGS: readonly string[] = ['--import', pathToFileURL(path.join(ROOT, 'scripts/lib/preload-deps.mjs')).href, '--import', 'tsx']
