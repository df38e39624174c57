import { getDevice, subscribeDevice } from '../session/device-store'
import { getSession, merchantStorageId, subscribeSession } from '../session/session-store'

/**
 * Who this device is calling the gateway as: the owner's session (signed in), else a paired
 * counter's credential. Never both in practice: pairing needs no session and /login leads a
 * paired device back to its counter.
 */
export type Credential = {
  principal: 'owner' | 'device'
  token: string
  /** Whose the credential is: the merchant's storage id, or the paired counter's. */
  scope: string
}

export function currentCredential(): Credential | null {
  const session = getSession()
  if (session) {
    return { principal: 'owner', token: session.token, scope: merchantStorageId(session) }
  }
  const device = getDevice()
  return device
    ? { principal: 'device', token: device.token, scope: `counter-${device.counterId}` }
    : null
}

/** Either store changed (sign-in, sign-out, pairing, a refused device). */
export function subscribeCredentials(listener: () => void): () => void {
  const offSession = subscribeSession(listener)
  const offDevice = subscribeDevice(listener)
  return () => {
    offSession()
    offDevice()
  }
}
