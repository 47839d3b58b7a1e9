import { MessageChannel } from 'node:worker_threads'
import { expose, wrap, type Endpoint } from 'comlink'
import { afterEach, describe, expect, it } from 'vitest'
import { replyChannelOf, searchWorkerName } from '../../../../src/shared/search/reply-channel.ts'
import { replyEndpoint, type WorkerScope } from '../../../../workers/search/reply-endpoint.ts'

// The worker's global scope is one end of a real MessageChannel here; the page holds the other
// end and a BroadcastChannel of the name it gave the worker, as src/search-ui/worker-endpoint.ts does.
const opened: { close: () => void }[] = []
afterEach(() => {
  for (const x of opened.splice(0)) x.close()
})

function pair(workerName: string) {
  const { port1: inWorker, port2: inPage } = new MessageChannel()
  opened.push(inWorker, inPage)
  const scope = Object.assign(inWorker as unknown as WorkerScope, { name: workerName })
  const channelName = replyChannelOf(workerName)
  const channel = channelName ? new BroadcastChannel(channelName) : null
  if (channel) opened.push(channel)
  const arrived: { via: 'worker' | 'channel'; data: unknown }[] = []
  ;(inPage as unknown as EventTarget).addEventListener('message', (e) =>
    arrived.push({ via: 'worker', data: (e as MessageEvent).data }),
  )
  channel?.addEventListener('message', (e) =>
    arrived.push({ via: 'channel', data: (e as MessageEvent).data }),
  )
  const page: Endpoint = {
    postMessage: (message: unknown, transfer: Transferable[] = []) =>
      inPage.postMessage(message, transfer as never),
    addEventListener(type, listener) {
      ;(inPage as unknown as EventTarget).addEventListener(type, listener)
      channel?.addEventListener(type, listener)
    },
    removeEventListener(type, listener) {
      ;(inPage as unknown as EventTarget).removeEventListener(type, listener)
      channel?.removeEventListener(type, listener)
    },
  }
  return { scope, page, arrived }
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5))
}

describe('workers/search/reply-endpoint', () => {
  it('names the worker after its reply channel, and reads the channel back from the name', () => {
    expect(replyChannelOf(searchWorkerName('k3x9'))).toBe('k3x9')
    expect(replyChannelOf(searchWorkerName(null))).toBeNull()
    expect(replyChannelOf('')).toBeNull()
    expect(replyChannelOf(searchWorkerName(''))).toBeNull()
  })

  it('answers through the channel, and what transfers objects through the worker', async () => {
    const { scope, arrived } = pair(searchWorkerName(`t${Math.random()}`))
    const endpoint = replyEndpoint(scope)
    endpoint.postMessage({ id: 'a' })
    const buffer = new ArrayBuffer(8)
    endpoint.postMessage({ id: 'b', buffer }, [buffer])
    await until(() => arrived.length === 2)
    expect(arrived.find((m) => (m.data as { id: string }).id === 'a')?.via).toBe('channel')
    expect(arrived.find((m) => (m.data as { id: string }).id === 'b')?.via).toBe('worker')
    // Transferred, not copied.
    expect(buffer.byteLength).toBe(0)
  })

  it('answers through the worker when its name gives no channel', async () => {
    const { scope, arrived } = pair(searchWorkerName(null))
    replyEndpoint(scope).postMessage({ id: 'c' })
    await until(() => arrived.length === 1)
    expect(arrived[0]!.via).toBe('worker')
  })

  it('carries Comlink calls, answers and errors both ways', async () => {
    const { scope, page, arrived } = pair(searchWorkerName(`t${Math.random()}`))
    expose(
      {
        twice: (n: number) => n * 2,
        fail: () => {
          throw new Error('no index')
        },
      },
      replyEndpoint(scope),
    )
    ;(scope as unknown as { start: () => void }).start()
    const api = wrap<{ twice: (n: number) => number; fail: () => void }>(page)
    ;(page as unknown as { start?: () => void }).start?.()
    expect(await api.twice(21)).toBe(42)
    await expect(api.fail()).rejects.toThrow('no index')
    expect(arrived.length).toBe(2)
    expect(arrived.every((m) => m.via === 'channel')).toBe(true)
  })
})
