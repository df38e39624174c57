import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

/*
 * Device proofs (docs/decisions/044, OWASP's "device cookie"): a successful sign-in hands the
 * device `d1.<merchant id>.<issued, s>.<nonce>.<HMAC>`, and a later sign-in that carries a valid
 * one for the same merchant is throttled on its own instead of by the strangers' counters. The
 * proof grants nothing by itself: the password is still checked. It is signed, not encrypted,
 * under a key derived from DATA_DIR/secret.key, so no new secret has to be kept and a new
 * secret.key voids every proof.
 */

export const DEVICE_PROOF_TTL_MS = 180 * 24 * 60 * 60 * 1000
/** A proof "from the future" beyond this clock skew is not accepted. */
const FUTURE_SKEW_MS = 5 * 60 * 1000
const VERSION = 'd1'
/** How many stored proofs a sign-in may carry (one per merchant who used the device). */
export const MAX_DEVICE_PROOFS = 5
export const MAX_DEVICE_PROOF_LENGTH = 256

/** The HMAC key for proofs: HKDF-SHA256 of the gateway's secret with its own label. */
export function deriveDeviceProofKey(secretKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), 'device-proof v1', 32))
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest()

export function issueDeviceProof(key: Buffer, merchantId: number, now: number): string {
  const nonce = randomBytes(16).toString('base64url')
  const body = `${VERSION}.${merchantId}.${Math.floor(now / 1000)}.${nonce}`
  return `${body}.${mac(key, body).toString('base64url')}`
}

/**
 * The device's id (merchant and nonce) when `proof` is a valid, unexpired proof for this merchant;
 * otherwise null, whatever is wrong with it, so a caller learns nothing from a refusal.
 */
export function verifyDeviceProof(
  key: Buffer,
  proof: string,
  merchantId: number,
  now: number,
): string | null {
  if (proof.length > MAX_DEVICE_PROOF_LENGTH) return null
  const parts = proof.split('.')
  if (parts.length !== 5) return null
  const [version, merchant, issued, nonce, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
  ]
  if (version !== VERSION || merchant !== String(merchantId)) return null
  if (!/^\d{1,12}$/.test(issued) || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null
  const given = Buffer.from(signature, 'base64url')
  const expected = mac(key, parts.slice(0, 4).join('.'))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const issuedAt = Number(issued) * 1000
  if (issuedAt > now + FUTURE_SKEW_MS || now - issuedAt > DEVICE_PROOF_TTL_MS) return null
  return `${merchantId}:${nonce}`
}

/** The first of the carried proofs that is valid for this merchant (a shared device holds several). */
export function findDeviceProof(
  key: Buffer,
  proofs: readonly string[],
  merchantId: number,
  now: number,
): string | null {
  for (const proof of proofs.slice(0, MAX_DEVICE_PROOFS)) {
    const device = verifyDeviceProof(key, proof, merchantId, now)
    if (device) return device
  }
  return null
}
