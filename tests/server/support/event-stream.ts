import { createParser, type EventSourceMessage } from 'eventsource-parser'

/*
 * Reads GET /merchant/events the way the portal does: fetch with the bearer header, the body fed
 * to eventsource-parser (no hand-written SSE framing). Collects events, comments and the retry
 * field; `next` waits for an event matching a predicate; `ended` settles when the server closes.
 */

export type OpenedStream = {
  status: number
  headers: Headers
  events: EventSourceMessage[]
  comments: string[]
  retry: number | null
  /** Resolves with the first event (already received or to come) that matches, else rejects. */
  next(
    match: (event: EventSourceMessage) => boolean,
    timeoutMs?: number,
  ): Promise<EventSourceMessage>
  /** Settles when the server ends the stream (true) or it is aborted here (false). */
  ended: Promise<boolean>
  close(): void
}

export async function openEventStream(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<OpenedStream> {
  const abort = new AbortController()
  const res = await fetch(`${baseUrl}/api/v1/merchant/events`, { headers, signal: abort.signal })
  const events: EventSourceMessage[] = []
  const comments: string[] = []
  const waiters = new Set<() => void>()
  const wake = () => waiters.forEach((w) => w())
  const stream: OpenedStream = {
    status: res.status,
    headers: res.headers,
    events,
    comments,
    retry: null,
    next(match, timeoutMs = 2_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match)
          if (!found) return
          clearTimeout(timer)
          waiters.delete(check)
          resolve(found)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    ended: Promise.resolve(true),
    close: () => abort.abort(),
  }
  const parser = createParser({
    onEvent: (event) => {
      events.push(event)
      wake()
    },
    onComment: (comment) => {
      comments.push(comment)
      wake()
    },
    onRetry: (ms) => {
      stream.retry = ms
    },
  })
  stream.ended = (async () => {
    if (!res.body) return true
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return true
        parser.feed(value)
      }
    } catch {
      return false
    }
  })()
  return stream
}

/** The JSON data of an event. */
export function eventData(event: EventSourceMessage): Record<string, unknown> {
  return JSON.parse(event.data) as Record<string, unknown>
}
