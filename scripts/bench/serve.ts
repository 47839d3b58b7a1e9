import type { AddressInfo } from 'node:net'
import { createStaticServer } from '../serve/static-server.ts'

/** Serves a build on a free localhost port for the duration of `fn`. */
export async function withServer<T>(dir: string, fn: (origin: string) => Promise<T>): Promise<T> {
  const server = createStaticServer({ dir })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  try {
    return await fn(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  } finally {
    await new Promise((r) => server.close(r))
  }
}
