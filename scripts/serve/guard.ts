import type http from 'node:http'
import type { Duplex } from 'node:stream'
import { parseRequestTarget, type RequestTarget } from './request-target.ts'

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>

/** A short plain-text answer that no cache keeps. */
export function sendPlain(
  res: http.ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  })
  res.end(`${text}\n`)
}

/**
 * Runs a request handler so that nothing a request does can stop the server: a throw or a rejected
 * promise becomes a 500 for that request alone (or ends its connection when the answer has begun).
 */
export function guarded(
  handler: Handler,
  onError: (error: unknown) => void = (e) => console.error(e),
): Handler {
  return (req, res) => {
    const fail = (error: unknown) => {
      onError(error)
      sendPlain(res, 500, 'Internal Server Error')
    }
    try {
      const out = handler(req, res)
      if (out) out.catch(fail)
    } catch (error) {
      fail(error)
    }
  }
}

/**
 * Requests that never reach the handler still get an answer: a 400 for what the HTTP parser
 * rejects, a 405 for CONNECT (which Node would otherwise drop).
 */
export function answerClientErrors(server: http.Server): void {
  const close = (socket: Duplex, status: string, extra = '') => {
    if (socket.writable)
      socket.end(`HTTP/1.1 ${status}\r\n${extra}Connection: close\r\nContent-Length: 0\r\n\r\n`)
    else socket.destroy()
  }
  server.on('clientError', (_error, socket) => close(socket, '400 Bad Request'))
  server.on('connect', (_req, socket) =>
    close(socket, '405 Method Not Allowed', 'Allow: GET, HEAD\r\n'),
  )
}

/**
 * The first checks of every request, shared by the static and the dev server: only GET and HEAD
 * (405 otherwise), and a well-formed path (400 otherwise). Returns the parsed path, or null when
 * the request has been answered.
 */
export function admit(
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Extract<RequestTarget, { ok: true }> | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendPlain(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' })
    return null
  }
  const target = parseRequestTarget(req.url)
  if (!target.ok) {
    sendPlain(res, 400, `Bad Request: ${target.reason}`)
    return null
  }
  return target
}
