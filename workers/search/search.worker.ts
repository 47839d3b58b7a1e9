import { expose } from 'comlink'
import { createSearchApi } from './api.ts'

// Runs in a module worker: `new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' })`.
const api = createSearchApi()
expose(api)
export type SearchApi = typeof api
