import type { Endpoint } from 'comlink'
import { searchWorkerName } from '../shared/search/reply-channel.ts'

/** A channel name no other page or worker of the site uses. */
const uniqueName = () =>
  Array.from(crypto.getRandomValues(new Uint32Array(3)), (n) => n.toString(36)).join('')

export interface SearchWorker {
  worker: Worker
  /** Calls go to the worker; answers come from it or from its reply channel (see reply-channel.ts). */
  endpoint: Endpoint
  /** Stops the worker and closes its channel. */
  close: () => void
}

/**
 * Starts the search worker (`create` is given its name: Vite finds the worker's script only in a
 * literal `new Worker(new URL(…))`) with a reply channel of its own where the browser has one.
 */
export function startSearchWorker(create: (name: string) => Worker): SearchWorker {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(uniqueName()) : null
  let worker: Worker
  try {
    worker = create(searchWorkerName(channel?.name ?? null))
  } catch (error) {
    // A worker the page may not start (a CSP, a blocked origin): nothing may be left open.
    channel?.close()
    throw error
  }
  const endpoint: Endpoint = {
    postMessage: (message: unknown, transfer: Transferable[] = []) =>
      worker.postMessage(message, transfer),
    addEventListener(type, listener) {
      worker.addEventListener(type, listener)
      channel?.addEventListener(type, listener)
    },
    removeEventListener(type, listener) {
      worker.removeEventListener(type, listener)
      channel?.removeEventListener(type, listener)
    },
  }
  return {
    worker,
    endpoint,
    close() {
      worker.terminate()
      channel?.close()
    },
  }
}
