import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../deps'

/**
 * A request answered before its body was read (401 from the auth check, 404, a validation error
 * raised before parsing) leaves that body on the socket. @hono/node-server then drains it after the
 * response for at most 0.5 s and destroys the socket if the client is still sending — a client
 * that already reuses the kept-alive socket gets ECONNRESET/EPIPE. So the rest of the body is read
 * and discarded before the answer goes out, up to `maxBytes` (the route's body limit, which the
 * bodyLimit middleware also enforces); past that, or when a handler stopped reading midway, the
 * answer carries `Connection: close` so the client does not reuse the socket.
 */
export function drainUnreadBody(maxBytes: (path: string) => number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const incoming = c.env?.incoming
    if (!incoming || incoming.readableEnded || c.req.method === 'GET' || c.req.method === 'HEAD') {
      return
    }
    if (c.res.headers.get('connection')?.toLowerCase() === 'close') return
    const body = c.req.raw.bodyUsed ? null : c.req.raw.body
    if (body && !body.locked && (await discard(body, maxBytes(c.req.path)))) return
    c.res.headers.set('Connection', 'close')
  }
}

/** Reads and drops a body; false when it is longer than maxBytes or fails (aborted, over limit). */
async function discard(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<boolean> {
  const reader = body.getReader()
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return true
      total += value.byteLength
      if (total > maxBytes) {
        await reader.cancel()
        return false
      }
    }
  } catch {
    return false
  }
}
