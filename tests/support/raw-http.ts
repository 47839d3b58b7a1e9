import net from 'node:net'

export interface RawResponse {
  status: number
  headers: Record<string, string>
  body: Buffer
}

/**
 * Sends one request exactly as written (request line and headers untouched, so paths such as `//`
 * or `/%2e%2e/` reach the server as a browser or an attacker would send them) and reads the answer
 * of a `Connection: close` exchange. Resolves with `null` when the server closes without answering.
 */
export function rawRequest(
  port: number,
  requestLine: string,
  headers: Record<string, string> = {},
): Promise<RawResponse | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${requestLine}`)))
    socket.on('data', (c) => chunks.push(c))
    socket.on('error', reject)
    socket.on('close', () => resolve(parseResponse(Buffer.concat(chunks))))
    const head = Object.entries({ Host: `127.0.0.1:${port}`, Connection: 'close', ...headers }).map(
      ([k, v]) => `${k}: ${v}\r\n`,
    )
    // Written, not ended: a half-closed socket makes Node's server drop an answer that comes later.
    socket.write(`${requestLine}\r\n${head.join('')}\r\n`, 'latin1')
  })
}

function parseResponse(raw: Buffer): RawResponse | null {
  const split = raw.indexOf('\r\n\r\n')
  if (split === -1) return null
  const [statusLine, ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const i = line.indexOf(':')
    headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
  }
  return { status: Number(statusLine!.split(' ')[1]), headers, body: raw.subarray(split + 4) }
}
