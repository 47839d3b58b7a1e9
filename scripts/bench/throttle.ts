import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** A network link: the delay before each answer starts, and the bandwidth all answers share. */
export interface LinkProfile {
  name: string
  latencyMs: number
  bytesPerSecond: number
}

/** Chromium DevTools' "Fast 3G" preset (1.6 Mbit/s down at 90 %, 562.5 ms latency). */
export const FAST_3G: LinkProfile = {
  name: 'Fast 3G',
  latencyMs: 562.5,
  bytesPerSecond: (1.6e6 / 8) * 0.9,
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A proxy in front of `upstream` that shapes every answer like `profile`. Shaping on the server side
 * covers what the service worker fetches too, which the browser's own throttling does not always
 * reach.
 */
export async function withThrottledLink<T>(
  upstream: string,
  profile: LinkProfile,
  fn: (origin: string) => Promise<T>,
): Promise<T> {
  // One queue for all connections: the bandwidth is shared, as on a real link.
  let freeAt = 0
  const take = async (bytes: number) => {
    const now = performance.now()
    freeAt = Math.max(now, freeAt) + (bytes / profile.bytesPerSecond) * 1000
    await sleep(freeAt - now)
  }
  const target = new URL(upstream)
  const server = http.createServer((req, res) => {
    void (async () => {
      await sleep(profile.latencyMs)
      const forward = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        async (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          for await (const chunk of answer as AsyncIterable<Buffer>) {
            for (let at = 0; at < chunk.length; at += 16 * 1024) {
              const slice = chunk.subarray(at, at + 16 * 1024)
              await take(slice.length)
              res.write(slice)
            }
          }
          res.end()
        },
      )
      forward.on('error', () => res.destroy())
      req.pipe(forward)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    return await fn(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}
