/**
 * Known-device proofs (docs/decisions/044): each successful sign-in gets a signed proof from the
 * gateway, kept here and sent with the next sign-in, so that a merchant still gets in while
 * strangers guess at the account. One per merchant who signed in on this device, newest first,
 * at most MAX_PROOFS.
 *
 * Kept in localStorage, not an HttpOnly cookie: the portal may be served from another origin than
 * the gateway (VITE_API_BASE_URL) and calls it without credentials. Sign-out keeps them: a proof
 * names the device, not a session, and grants nothing without the password; on a shared computer
 * the next person gets at most the proof's own 10 guesses, after which the gateway treats the
 * device as a stranger again. Hand-checked, not zod: this runs on the sign-in page (decision 023).
 */
export const DEVICE_PROOFS_KEY = 'deviceProofs'
const MAX_PROOFS = 5
const MAX_PROOF_LENGTH = 256

type Entry = { merchant: string; proof: string }

function isProof(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= MAX_PROOF_LENGTH
}

function readEntries(): Entry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DEVICE_PROOFS_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed
      .filter(
        (entry): entry is Entry =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as Entry).merchant === 'string' &&
          isProof((entry as Entry).proof),
      )
      .slice(0, MAX_PROOFS)
  } catch {
    // Storage blocked or a corrupt value: this device is simply not known.
    return []
  }
}

/** The proofs to send with a sign-in (the gateway picks the one for the account signing in). */
export function deviceProofs(): string[] {
  return readEntries().map((entry) => entry.proof)
}

/** Keeps the proof a sign-in answered with, replacing that merchant's older one. */
export function rememberDeviceProof(merchant: string, proof: unknown): void {
  if (!isProof(proof)) return
  const others = readEntries().filter((entry) => entry.merchant !== merchant)
  try {
    localStorage.setItem(
      DEVICE_PROOFS_KEY,
      JSON.stringify([{ merchant, proof }, ...others].slice(0, MAX_PROOFS)),
    )
  } catch {
    // Storage full or blocked: the next sign-in is an unknown device's, nothing worse.
  }
}
