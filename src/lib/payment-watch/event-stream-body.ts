import { createParser, type EventSourceMessage } from 'eventsource-parser'

/**
 * Reads a server-sent event body to its end, framed by eventsource-parser: each event to
 * `onEvent`, and `alive()` on every chunk so the caller's silence timer sees the pings. Shared by
 * the portal's stream (event-connection.ts) and the Speaker's (features/speaker/stream.ts).
 */
export async function readEventStream(
  body: ReadableStream<BufferSource>,
  onEvent: (message: EventSourceMessage) => void,
  alive: () => void,
): Promise<void> {
  const parser = createParser({ onEvent })
  const reader = body.pipeThrough(new TextDecoderStream()).getReader()
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    alive()
    parser.feed(value)
  }
}
