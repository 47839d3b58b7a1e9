import type { Endpoint } from 'comlink'
import { replyChannelOf } from '../../src/shared/search/reply-channel.ts'

/** What the endpoint needs of the worker's global scope (an EventTarget in tests). */
export type WorkerScope = Pick<
  Endpoint,
  'postMessage' | 'addEventListener' | 'removeEventListener'
> & { name?: string }

/**
 * The worker's side of the search API: calls come from the page as usual; answers leave through
 * the channel the worker's name gives (see reply-channel.ts), except those that transfer objects,
 * which a BroadcastChannel cannot carry.
 */
export function replyEndpoint(scope: WorkerScope): Endpoint {
  const name = replyChannelOf(scope.name ?? '')
  const channel =
    name !== null && typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null
  return {
    postMessage(message: unknown, transfer: Transferable[] = []) {
      if (channel && transfer.length === 0) channel.postMessage(message)
      else scope.postMessage(message, transfer)
    },
    addEventListener: (type, listener) => scope.addEventListener(type, listener),
    removeEventListener: (type, listener) => scope.removeEventListener(type, listener),
  }
}
