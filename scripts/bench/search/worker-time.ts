import type { Worker } from 'playwright-core'
import { shimNames } from './page.ts'

export interface WorkerTimes {
  /** Milliseconds per query, in order, first pass (the data chunks of new results are fetched on the way). */
  cold: number[]
  /** The same queries again: the index and the chunks read are in memory. */
  warm: number[]
}

/**
 * Times `search` inside the search worker itself. The code below runs in the worker (Playwright
 * evaluates it there): it delivers Comlink request messages to the worker's own listener and
 * catches the replies on their way out (`postMessage`, or the reply channel's: see
 * src/shared/search/reply-channel.ts), so the figures hold the worker's work only, not the trip
 * through the main thread or structured cloning.
 */
export async function timeWorkerQueries(
  worker: Worker,
  indexUrl: string,
  queries: readonly string[],
  limit = 8,
): Promise<WorkerTimes> {
  await shimNames(worker)
  return worker.evaluate(
    async ({ indexUrl, queries, limit }) => {
      interface Reply {
        id?: unknown
        type?: string
        value?: unknown
      }
      type Post = (this: unknown, message: unknown, transfer?: unknown) => void
      const scope = globalThis as unknown as {
        postMessage: Post
        dispatchEvent: (event: Event) => boolean
        BroadcastChannel?: { prototype: { postMessage: Post } }
      }
      const original = scope.postMessage
      const channel = scope.BroadcastChannel?.prototype
      const originalChannel = channel?.postMessage
      const waiting = new Map<string, (reply: Reply) => void>()
      const catching = (post: Post): Post =>
        function (this: unknown, message: unknown, transfer?: unknown) {
          const id = (message as Reply | null)?.id
          const done = typeof id === 'string' ? waiting.get(id) : undefined
          if (done) done(message as Reply)
          else post.call(this, message, transfer)
        }
      scope.postMessage = catching(original)
      if (channel && originalChannel) channel.postMessage = catching(originalChannel)
      let next = 0
      const call = (name: string, ...args: unknown[]) =>
        new Promise<number>((resolve, reject) => {
          const id = `bench-${++next}`
          const start = performance.now()
          waiting.set(id, (reply) => {
            const ms = performance.now() - start
            waiting.delete(id)
            if (reply.type === 'HANDLER')
              reject(new Error(`worker ${name} failed: ${JSON.stringify(reply.value)}`))
            else resolve(ms)
          })
          const data = {
            id,
            type: 'APPLY',
            path: [name],
            argumentList: args.map((value) => ({ type: 'RAW', value })),
          }
          scope.dispatchEvent(new MessageEvent('message', { data }))
        })
      try {
        await call('load', indexUrl)
        const run = async () => {
          const times: number[] = []
          for (const query of queries)
            times.push(await call('search', query, { indexUrl, limit, snippetLength: 50 }))
          return times
        }
        const cold = await run()
        const warm = await run()
        return { cold, warm }
      } finally {
        scope.postMessage = original
        if (channel && originalChannel) channel.postMessage = originalChannel
      }
    },
    { indexUrl, queries: [...queries], limit },
  )
}
