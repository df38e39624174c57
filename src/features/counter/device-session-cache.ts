import type { CounterSession } from './api'

/**
 * A paired device's last counter session (its cashier, staff, lock time), kept on the device so
 * the next start draws the right screen at once ('Who is selling?' or the keypad) instead of
 * after a round trip; the live answer replaces it moments later (decision 049). Only the
 * device's own: it is dropped with the pairing.
 */
const KEY = 'counterDeviceSession'

export function readDeviceSession(counterId: string): CounterSession | null {
  try {
    const raw = localStorage.getItem(KEY)
    if (!raw) return null
    const value = JSON.parse(raw) as { counterId?: unknown; session?: CounterSession }
    return value.counterId === counterId && value.session ? value.session : null
  } catch {
    return null
  }
}

export function keepDeviceSession(session: CounterSession): void {
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        counterId: session.counter.counter_id,
        session: { ...session, shift: null },
      }),
    )
  } catch {
    // Not kept: the next start waits for the gateway's answer.
  }
}

export function dropDeviceSession(): void {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // Nothing kept.
  }
}
