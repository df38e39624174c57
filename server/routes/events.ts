import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { AppEnv, Deps } from '../deps'
import { subscribePayinChanges } from '../domain/payin-events'
import { sessionMerchantId } from '../domain/sessions'
import { AppError } from '../errors'
import { requireMerchant } from '../http/auth'
import { streamTokenHash, type EvictionReason, type OpenStream } from '../http/event-streams'

/*
 * GET /merchant/events: a server-sent event stream of the merchant's own payin changes, for an
 * open portal page (docs/api-contract.md, decisions 025 and 046). Bearer only: it belongs to a
 * signed-in page, and tying it to a session is what lets logout and expiry end it.
 */

export const STREAM_NEEDS_SESSION = 'The event stream needs a portal session'
/** Clients reconnect after this long when the stream drops (the SSE `retry:` field). */
export const STREAM_RETRY_MS = 3_000
/** How long an evicted client should stay away (its `event: evicted` says so). */
export const EVICTED_RETRY_AFTER_MS = 10 * 60_000
/** A closed stream whose client has not taken its last bytes by then loses its socket. */
const CLOSE_GRACE_MS = 10_000

const EVICTED_MESSAGES: Record<EvictionReason, string> = {
  session_limit: 'This session opened more event streams than it may keep',
  merchant_limit: 'This merchant opened more event streams than it may keep',
}

export function eventRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()

  app.get('/merchant/events', requireMerchant(deps), (c) => {
    const token = c.get('token')
    if (c.get('surface') !== 'bearer' || !token) throw new AppError(403, STREAM_NEEDS_SESSION)
    const merchantId = c.get('merchantId')
    // Absent when the app is driven without the node adapter (app.request in tests).
    const socket = (c.env as Partial<AppEnv['Bindings']> | undefined)?.outgoing

    const response = streamSSE(c, async (stream) => {
      let finish = () => {}
      const finished = new Promise<void>((resolve) => (finish = resolve))
      let ended = false
      // Bytes handed to the stream that the socket has not taken yet. A reader that stops
      // reading holds them here (after the kernel's own buffers fill): past the bound it is
      // dropped, so one stalled client costs at most eventBufferBytes (decision 046).
      let buffered = 0
      const hardClose = () => {
        stream.abort()
        socket?.destroy()
      }
      const send = (text: string) => {
        if (ended) return
        const chunk = Buffer.from(text)
        if (buffered + chunk.length > deps.eventBufferBytes) {
          ended = true
          finish()
          hardClose()
          return
        }
        buffered += chunk.length
        void stream.write(chunk).then(() => {
          buffered -= chunk.length
        })
      }
      const end = () => {
        if (ended) return
        ended = true
        finish()
        void stream.close()
        // A client that never reads would keep the socket (and what is queued for it) forever.
        if (socket && !socket.writableFinished) {
          const timer = setTimeout(hardClose, CLOSE_GRACE_MS)
          timer.unref()
          socket.once('close', () => clearTimeout(timer))
        }
      }
      const tokenHash = streamTokenHash(token)
      const open: OpenStream = {
        merchantId,
        ownerKey: tokenHash,
        tokenHash,
        close: end,
        evict: (reason) => {
          const data = {
            reason,
            message: EVICTED_MESSAGES[reason],
            retry_after_ms: EVICTED_RETRY_AFTER_MS,
          }
          send(`event: evicted\ndata: ${JSON.stringify(data)}\n\n`)
          end()
        },
      }
      // Each event is a doorbell; the portal re-reads on `ready`, so nothing is replayed here.
      const unsubscribe = subscribePayinChanges(deps.db, merchantId, (change) => {
        send(`event: payin\ndata: ${JSON.stringify(change)}\n\n`)
      })
      // Pings keep proxies from timing the connection out and let the client see a dead one; each
      // also re-checks the session, so an expired (or purged) token's stream ends within a ping.
      const ping = setInterval(() => {
        if (sessionMerchantId(deps.db, token) !== merchantId) open.close()
        else send(': ping\n\n')
      }, deps.eventPingMs)
      ping.unref()
      const cleanup = () => {
        clearInterval(ping)
        unsubscribe()
        deps.streams.remove(open)
        ended = true
        finish()
      }
      // The client went away (tab closed, network dropped, server shutting its sockets).
      stream.onAbort(cleanup)
      send(`retry: ${STREAM_RETRY_MS}\n\n`)
      send('event: ready\ndata: {}\n\n')
      // Beyond a cap this evicts older streams, never this one.
      deps.streams.add(open)
      await finished
      cleanup()
    })
    // streamSSE sets no-cache; nothing of a live stream may be stored by a cache on the way. Set
    // on the context: Hono copies the context's headers over the returned response's.
    c.header('Cache-Control', 'no-store')
    return response
  })

  return app
}
