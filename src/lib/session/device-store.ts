/**
 * A paired counter device's credential (decision 049): kept only on this device, apart from the
 * owner's session (lib/session/session-store.ts), which a paired device never holds. It lets the device
 * sell for its one counter and nothing else; the gateway decides that, this store only keeps it.
 * Checked by hand, not zod: it is read at boot, whose JavaScript budget has no room for zod
 * (decision 023).
 */
export const DEVICE_KEY = 'counterDevice'

export type CounterDevice = {
  token: string
  counterId: string
  counterName: string
  businessName: string | null
  /**
   * A Speaker only announces, on its own page (decision 079), which reads this from the stored
   * JSON; the portal's boot code does not (its budget), and never writes a Speaker's.
   */
  mode?: 'speaker'
}

/**
 * `ended`: the gateway refused the device's credential (the owner removed the counter, it was set
 * up on another device, the pairing expired), with the gateway's words, kept so that a reload
 * still says what happened instead of landing on a sign-in page a cashier cannot use.
 */
export type DeviceState = { device: CounterDevice | null; ended: string | null }

let current: DeviceState = { device: null, ended: null }
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

function parseDevice(value: unknown): CounterDevice | null {
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  if (typeof v.token !== 'string' || !v.token) return null
  if (typeof v.counterId !== 'string' || typeof v.counterName !== 'string') return null
  const businessName = typeof v.businessName === 'string' ? v.businessName : null
  return { token: v.token, counterId: v.counterId, counterName: v.counterName, businessName }
}

function write(state: DeviceState) {
  try {
    if (!state.device && !state.ended) localStorage.removeItem(DEVICE_KEY)
    else localStorage.setItem(DEVICE_KEY, JSON.stringify(state))
  } catch {
    // Storage refused (private mode): the device works until the tab closes.
  }
}

export function restoreDevice(): DeviceState {
  current = { device: null, ended: null }
  try {
    const raw = localStorage.getItem(DEVICE_KEY)
    if (raw) {
      const value = JSON.parse(raw) as Record<string, unknown>
      const ended = typeof value.ended === 'string' ? value.ended : null
      current = { device: ended ? null : parseDevice(value.device), ended }
    }
  } catch {
    // Corrupt JSON: not a paired device.
  }
  emit()
  return current
}

export function getDeviceState(): DeviceState {
  return current
}

export function getDevice(): CounterDevice | null {
  return current.device
}

/** Paired: from now on every call of this device carries its own credential. */
export function setDevice(device: CounterDevice): void {
  current = { device, ended: null }
  write(current)
  emit()
}

/** The gateway refused the credential: it is dropped, the reason kept for the screen. */
export function endDevice(message: string): void {
  current = { device: null, ended: message }
  write(current)
  emit()
}

/** Setting the device up again (or as the owner's): nothing of the old pairing is kept. */
export function forgetDevice(): void {
  current = { device: null, ended: null }
  write(current)
  emit()
}

export function subscribeDevice(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
