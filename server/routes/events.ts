import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { AppEnv, Deps } from '../deps'
import { subscribePayinChanges } from '../domain/payins/payin-events'
import { subscribeApprovalChanges } from '../domain/approvals/approval-events'
import { authenticateDevice } from '../domain/counters/counter-devices'
import { counterByRowId } from '../domain/counters/counters'
import { sessionMerchantId } from '../domain/merchants/sessions'
import { authorize, callingDevice, callingPerson } from '../http/auth'
import { streamTokenHash, type EvictionReason, type OpenStream } from '../http/event-streams'

/*
 * GET /merchant/events: a server-sent event stream of the merchant's own payin changes, for an
 * open portal page (docs/api-contract.md, decisions 025 and 046). Bearer only: it belongs to a
 * signed-in page or a paired counter, and tying it to that credential is what lets logout, expiry
 * and the owner's revoke end it. A counter device hears only its own counter's payins and its
 * streams count against the device, not the owner's pages (decision 047).
 */

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

  app.get('/merchant/events', authorize(deps, 'events'), (c) => {
    const token = c.get('token') ?? ''
    const merchantId = c.get('merchantId')
    const device = callingDevice(c)
    const person = callingPerson(c)
    const counterId = device ? counterByRowId(deps.db, device.counter_id).counter_id : null
    // Still allowed? A session that expired or was purged, or a device revoked, replaced or
    // expired, ends its stream within a ping. A device's ping is also its presence (last seen).
    const stillValid = device
      ? () => authenticateDevice(deps.db, token)?.ok === true
      : () => sessionMerchantId(deps.db, token, { now: deps.now(), renew: false }) === merchantId
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
        // A device's streams count against the device; a session's against its token.
        ownerKey: device ? `device:${device.device_id}` : tokenHash,
        ...(device ? { deviceId: device.device_id } : {}),
        ...(person ? { userId: person.userId } : {}),
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
      // A person limited to outlets hears only theirs, and no approvals: those are of payouts,
      // refunds and top-ups of the whole business (decision 080). The limit is read when the
      // stream opens; changing it closes the person's streams (PATCH /merchant/team/:id).
      const outlets = person?.outlets ?? null
      const unsubscribe = subscribePayinChanges(deps.db, merchantId, (change, outletId) => {
        if (counterId !== null && change.counter_id !== counterId) return
        if (outlets !== null && (outletId === null || !outlets.outletIds.includes(outletId))) return
        send(`event: payin\ndata: ${JSON.stringify(change)}\n\n`)
      })
      // The approvals doorbell (decision 076), for a person's pages; a till hears only payins.
      const unsubscribeApprovals =
        device || outlets !== null
          ? () => {}
          : subscribeApprovalChanges(deps.db, merchantId, (change) => {
              send(`event: approvals\ndata: ${JSON.stringify(change)}\n\n`)
            })
      // Pings keep proxies from timing the connection out and let the client see a dead one; each
      // also re-checks the credential, so an expired (or purged) token's stream ends within a ping.
      const ping = setInterval(() => {
        // A timer has no request around it: an error here (a busy or closed database) would end
        // the process, so it ends this stream instead, and the client reconnects.
        let valid = false
        try {
          valid = stillValid()
        } catch (err) {
          console.error('[sandbox] GET /api/v1/merchant/events ping failed:', err)
        }
        if (!valid) open.close()
        else send(': ping\n\n')
      }, deps.eventPingMs)
      ping.unref()
      const cleanup = () => {
        clearInterval(ping)
        unsubscribe()
        unsubscribeApprovals()
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
