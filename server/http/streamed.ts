import type { Context } from 'hono'

type Chunk = Awaited<ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']>>

/**
 * A response body produced while it is sent (reports, the wallet statement), made safe to fail.
 *
 * An error thrown while such a body is being read happens after the handler returned, outside
 * Hono's onError: @hono/node-server would log it without the request and answer `500 Error:
 * <the error's own message>` (an SQL message, say) when nothing was sent yet. So the first chunk
 * is read here, before the answer exists: a failure there is thrown to onError like any handler's
 * (logged with method and path, JSON 500 `Internal server error`). A failure after that is logged
 * here with method and path and ends the response as an error, never as a normal end: a client
 * must not take a cut-short file for a complete one.
 */
export async function streamed(
  c: Context,
  body: ReadableStream<Uint8Array>,
): Promise<ReadableStream<Uint8Array>> {
  const reader = body.getReader()
  let first: Chunk
  try {
    first = await reader.read()
  } catch (err) {
    reader.releaseLock()
    throw err
  }
  let pending: Chunk | null = first
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = pending ?? (await reader.read())
          pending = null
          if (next.done) controller.close()
          else controller.enqueue(next.value)
        } catch (err) {
          console.error(`[sandbox] ${c.req.method} ${c.req.path} failed while streaming:`, err)
          controller.error(new Error('Internal server error'))
        }
      },
      cancel(reason) {
        return reader.cancel(reason)
      },
    },
    { highWaterMark: 0 },
  )
}
