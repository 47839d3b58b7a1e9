// Worker threads start without the TypeScript loader the build runs under: load the worker's
// dependencies without it (see preload-deps.mjs), register it, then run the worker itself.
import { PRELOADS, preloadThenRegister } from '../lib/preload-deps.mjs'

await preloadThenRegister(PRELOADS.prerender)
await import('./prerender-worker.ts')
