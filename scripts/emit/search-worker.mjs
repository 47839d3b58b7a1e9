// Worker threads start without the TypeScript loader the build runs under: register it, then run
// the worker itself.
import { register } from 'tsx/esm/api'

register()
await import('./search-worker.ts')
