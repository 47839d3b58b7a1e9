import { expose } from 'comlink'
import { createSearchApi } from './api.ts'
import { replyEndpoint, type WorkerScope } from './reply-endpoint.ts'

// Runs in a module worker: `new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name })`.
const api = createSearchApi()
expose(api, replyEndpoint(self as unknown as WorkerScope))
export type SearchApi = typeof api
