import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { AppEnv, Deps } from '../deps'
import { subscribePayinChanges } from '../domain/payin-events'
import { authenticateDevice } from '../domain/counter-devices'
import { counterByRowId } from '../domain/counters'
import { sessionMerchantId } from '../domain/sessions'
import { authorize, callingDevice } from '../http/auth'
import { streamTokenHash, type OpenStream } from '../http/event-streams'

/*
 * GET /merchant/events: a server-sent event stream of the merchant's own payin changes, for an
 * open portal page (docs/api-contract.md, decision 025). Bearer only: it belongs to a signed-in
 * page or a paired counter, and tying it to that credential is what lets logout, expiry and the
 * owner's revoke end it. A counter device hears only its own counter's payins (decision 047).
 */
/** Clients reconnect after this long when the stream drops (the SSE `retry:` field). */
export const STREAM_RETRY_MS = 3_000

export function eventRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()

  app.get('/merchant/events', authorize(deps, 'events'), (c) => {
    const token = c.get('token') ?? ''
    const merchantId = c.get('merchantId')
    const device = callingDevice(c)
    const counterId = device ? counterByRowId(deps.db, device.counter_id).counter_id : null
    // Still allowed? A session that expired or was purged, or a device revoked, replaced or
    // expired, ends its stream within a ping. A device's ping is also its presence (last seen).
    const stillValid = device
      ? () => authenticateDevice(deps.db, token)?.ok === true
      : () => sessionMerchantId(deps.db, token, { renew: false }) === merchantId

    const response = streamSSE(c, async (stream) => {
      let finish = () => {}
      const finished = new Promise<void>((resolve) => (finish = resolve))
      const open: OpenStream = {
        merchantId,
        tokenHash: streamTokenHash(token),
        ...(device ? { deviceId: device.device_id } : {}),
        close: () => {
          finish()
          void stream.close()
        },
      }
      // Each event is a doorbell; the portal re-reads on `ready`, so nothing is replayed here.
      const unsubscribe = subscribePayinChanges(deps.db, merchantId, (change) => {
        if (counterId !== null && change.counter_id !== counterId) return
        void stream.writeSSE({ event: 'payin', data: JSON.stringify(change) })
      })
      // Pings keep proxies from timing the connection out and let the client see a dead one; each
      // also re-checks the credential, so an expired (or purged) token's stream ends within a ping.
      const ping = setInterval(() => {
        if (!stillValid()) open.close()
        else void stream.write(': ping\n\n')
      }, deps.eventPingMs)
      ping.unref()
      const cleanup = () => {
        clearInterval(ping)
        unsubscribe()
        deps.streams.remove(open)
        finish()
      }
      // The client went away (tab closed, network dropped, server shutting its sockets).
      stream.onAbort(cleanup)
      deps.streams.add(open)

      await stream.write(`retry: ${STREAM_RETRY_MS}\n\n`)
      await stream.writeSSE({ event: 'ready', data: '{}' })
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
