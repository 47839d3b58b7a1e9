import { wrap, type Remote } from 'comlink'
import type { SearchAnswer } from '../../workers/search/result-types.ts'
import type { SearchApi } from '../../workers/search/search.worker.ts'
import { startSearchWorker } from './worker-endpoint.ts'

/** Options of one search, as the worker takes them. */
export type SearchOptions = Parameters<SearchApi['search']>[1]

interface Connection {
  api: Remote<SearchApi>
  /** Rejects when the worker script cannot start (offline before it was cached, a deploy removed it). */
  failed: Promise<never>
}

let connection: Connection | null = null

/**
 * The one search worker of the page, created on first use. Comlink never settles a call whose
 * worker failed to start, so every call also races the worker's `error` event; after a failure the
 * next call starts a new worker, as the worker itself never keeps a failed index load.
 */
function connect(): Connection {
  if (connection) return connection
  const { worker, endpoint, close } = startSearchWorker(
    (name) =>
      new Worker(new URL('../../workers/search/search.worker.ts', import.meta.url), {
        type: 'module',
        name,
      }),
  )
  const current: Connection = {
    api: wrap<SearchApi>(endpoint),
    failed: new Promise<never>((_, reject) => {
      worker.addEventListener('error', (event) => {
        event.preventDefault()
        close()
        if (connection === current) connection = null
        reject(
          new Error(
            `[search] the search worker could not start${event.message ? `: ${event.message}` : ''}`,
          ),
        )
      })
    }),
  }
  current.failed.catch(() => {})
  connection = current
  return current
}

/** Loads (once per page session) the index at `indexUrl`. */
export function loadIndex(indexUrl: string): Promise<unknown> {
  const { api, failed } = connect()
  return Promise.race([api.load(indexUrl), failed])
}

/** The answer to `query`; loads the index first if needed. */
export function search(query: string, options: SearchOptions): Promise<SearchAnswer> {
  const { api, failed } = connect()
  return Promise.race([api.search(query, options), failed])
}

/** Resolves once the parts of the index an earlier answer left loading (SearchAnswer.morePending) are in. */
export function settled(indexUrl: string): Promise<void> {
  const { api, failed } = connect()
  return Promise.race([api.settled(indexUrl), failed])
}
