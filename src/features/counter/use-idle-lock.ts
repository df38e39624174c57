import { useEffect, useEffectEvent } from 'react'
import { qrOnScreen } from '../../lib/payment-watch/qr-on-screen'

const RETRY_MS = 30_000

/**
 * Locks the counter after `minutes` without a touch or a key (the owner's setting; 0 = never):
 * the cashier is cleared and the next one starts at 'Who is selling?'. Never under a customer's
 * QR: the lock waits until the sale on screen is over.
 */
export function useIdleLock(minutes: number, enabled: boolean, onLock: () => void): void {
  const lock = useEffectEvent(onLock)
  useEffect(() => {
    if (!enabled || minutes <= 0) return
    let timer = 0
    const arm = (ms: number) => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        if (qrOnScreen()) arm(RETRY_MS)
        else lock()
      }, ms)
    }
    const activity = () => arm(minutes * 60_000)
    activity()
    const events = ['pointerdown', 'keydown'] as const
    for (const type of events) window.addEventListener(type, activity, { passive: true })
    return () => {
      window.clearTimeout(timer)
      for (const type of events) window.removeEventListener(type, activity)
    }
  }, [minutes, enabled])
}
