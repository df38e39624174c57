/**
 * The gateway's event stream (GET /merchant/events) faked with msw: each request opens a real
 * text/event-stream body the test writes SSE text to by hand, so the portal's own parser reads it.
 *
 *   const streams = openEventStreams(server)        // every connection, in order
 *   streams.at(-1)?.push(sse('payin', { transaction_id: 'TXN1', status: 'success' }))
 */
import { http, HttpResponse } from 'msw'
import type { SetupServer } from 'msw/node'
import { api } from './msw-server'

export type FakeStream = {
  authorization: string | null
  push: (text: string) => void
  end: () => void
  /** Resolves when the page aborts the request (sign-out, nobody listening). */
  aborted: Promise<void>
  /** The page aborted it. */
  closed: boolean
}

export const READY = 'retry: 3000\nevent: ready\ndata: {}\n\n'

export const sse = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/** Answers every stream request; `opening` is written first (default: ready). */
export function openEventStreams(server: SetupServer, opening = READY): FakeStream[] {
  const streams: FakeStream[] = []
  const encoder = new TextEncoder()
  server.use(
    http.get(api('/merchant/events'), ({ request }) => {
      let controller!: ReadableStreamDefaultController<Uint8Array>
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c
          if (opening) c.enqueue(encoder.encode(opening))
        },
      })
      const stream: FakeStream = {
        authorization: request.headers.get('authorization'),
        push: (text) => controller.enqueue(encoder.encode(text)),
        end: () => controller.close(),
        aborted: new Promise((resolve) =>
          request.signal.addEventListener('abort', () => {
            stream.closed = true
            resolve()
          }),
        ),
        closed: false,
      }
      streams.push(stream)
      return new HttpResponse(body, {
        headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' },
      })
    }),
  )
  return streams
}
