import { connect } from 'node:net'

/*
 * Raw HTTP/1.1 requests with hand-built multipart bodies for tests/server/multipart-fuzz.test.ts:
 * bytes no client library would send (control bytes in part headers, bodies cut short), and
 * connections the client aborts or half-closes.
 */

export const B = 'fuzzBoundary7MA4YWxkTrZu0gW'

export type Part = { headers: string[]; body: Buffer | string }

/** A multipart body exactly as given: no header is checked, quoted or folded. */
export function encode(parts: Part[], close = true, boundary = B): Buffer {
  const chunks: Buffer[] = []
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`, 'latin1'))
    chunks.push(typeof part.body === 'string' ? Buffer.from(part.body, 'latin1') : part.body)
    chunks.push(Buffer.from('\r\n', 'latin1'))
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`, 'latin1'))
  return Buffer.concat(chunks)
}

export type Answer = { status: number | null; body: string }
export type Send =
  | { mode: 'whole' }
  /** Sends this many bytes of the body, then resets the connection. */
  | { mode: 'abort'; after: number }
  /** Sends this many bytes of a body whose Content-Length promised all of it, then half-closes. */
  | { mode: 'end'; after: number }

/** One request on its own connection, written as raw bytes (no client library tidies them). */
export function sendRaw(
  port: number,
  head: string,
  body: Buffer,
  how: Send = { mode: 'whole' },
): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const guard = setTimeout(() => socket.destroy(), 10_000)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    // A reset after an early answer, or the server closing on a half-sent body, is expected.
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearTimeout(guard)
      const text = Buffer.concat(chunks).toString('latin1')
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]
      resolve({
        status: status ? Number(status) : null,
        body: text.slice(text.indexOf('\r\n\r\n') + 4),
      })
    })
    socket.on('connect', () => {
      socket.write(head)
      if (how.mode === 'whole') socket.write(body)
      else if (how.mode === 'abort') {
        socket.write(body.subarray(0, how.after), () => setTimeout(() => socket.destroy(), 20))
      } else socket.end(body.subarray(0, how.after))
    })
  })
}
