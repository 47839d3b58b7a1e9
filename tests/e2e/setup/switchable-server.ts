import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createStaticServer } from '../../../scripts/serve/static-server.ts'

export interface SwitchableServer {
  /** `http://127.0.0.1:<port>`: the same origin across stops and starts, so the service worker stays. */
  origin: string
  /** Requests served since the server (re)started, by path: shows what the browser still fetched. */
  requests: string[]
  /** The folder served from now on (a new deploy). */
  deploy(dir: string): void
  /** Pauses every response by this much (a slow link), or 0. */
  slowDown(ms: number): void
  /** Offline for real: the server stops listening and drops every open connection. */
  stop(): Promise<void>
  /** Back online on the same port. */
  start(): Promise<void>
  close(): Promise<void>
}

/**
 * The static server of the site on a fixed port that a test can stop and start again. Stopping the
 * server is what "offline" means in these tests: the browser's offline switch does not cover every
 * fetch of the service worker, so a test that used it alone could pass while the worker quietly
 * went to the network.
 */
export async function createSwitchableServer(dir: string): Promise<SwitchableServer> {
  let current = dir
  let delay = 0
  const inner = createStaticServer({ dir: () => current })
  const handle = inner.listeners('request')[0] as http.RequestListener
  const requests: string[] = []
  let server = http.createServer()
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = http.createServer((req, res) => {
        requests.push(req.url ?? '')
        if (delay > 0) setTimeout(() => handle(req, res), delay)
        else handle(req, res)
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
    })
  const port = await listen(0)
  const stop = async () => {
    if (!server.listening) return
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    deploy: (next) => {
      current = next
    },
    slowDown: (ms) => {
      delay = ms
    },
    stop,
    async start() {
      if (server.listening) return
      requests.length = 0
      await listen(port)
    },
    close: stop,
  }
}
