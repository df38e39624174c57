import { fixedWindows, secondsLeft } from '../core/fixed-windows'

/*
 * What one merchant may have the gateway send at once, and on demand (decisions 028 and 045).
 * The dispatcher and 'Send test event' take their slots from the same DeliverySlots, so a test
 * event is one of the merchant's 4 deliveries in flight, not a fifth; 'Send test event' and
 * Redeliver together are metered per merchant, so the portal's buttons cannot be used to fire
 * requests at a target at will.
 */

export type DeliverySlots = {
  /** A slot for one delivery of this merchant (call it to give it back), or null when none is free. */
  take(merchantId: number): (() => void) | null
  inFlight(merchantId?: number): number
}

export function createDeliverySlots(perMerchant: number, total: number): DeliverySlots {
  const held = new Map<number, number>()
  let all = 0
  return {
    take(merchantId) {
      const mine = held.get(merchantId) ?? 0
      if (mine >= perMerchant || all >= total) return null
      held.set(merchantId, mine + 1)
      all++
      let given = false
      return () => {
        if (given) return
        given = true
        all--
        const left = (held.get(merchantId) ?? 1) - 1
        if (left > 0) held.set(merchantId, left)
        else held.delete(merchantId)
      }
    },
    inFlight: (merchantId) => (merchantId === undefined ? all : (held.get(merchantId) ?? 0)),
  }
}

export type SendMeterOptions = { limit: number; windowMs: number }
export const DEFAULT_SEND_METER: SendMeterOptions = { limit: 10, windowMs: 60_000 }

export type SendMeter = {
  /** Counts one test event or redelivery, or says how long until the merchant may send again. */
  admit(merchantId: number): { ok: true } | { ok: false; retryAfterSeconds: number }
}

export function createSendMeter(options: SendMeterOptions, now: () => number): SendMeter {
  const windows = fixedWindows(options.windowMs, 10_000, now)
  return {
    admit(merchantId) {
      const window = windows.take(String(merchantId))
      if (window.count >= options.limit)
        return { ok: false, retryAfterSeconds: secondsLeft(window, now()) }
      window.count++
      return { ok: true }
    },
  }
}
