import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto'

/* scrypt with a random salt; stored as `scrypt$N$r$p$salt$hash` (base64url) so parameters can change. */
const N = 16384
const R = 8
const P = 1
const KEY_LENGTH = 32

export function hashPassword(password: string): string {
  const salt = randomBytes(16)
  const hash = scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P })
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$')
}

/** A hash of a random password, compared against when the identifier is unknown (equal timing). */
export const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'))

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [n, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  const salt = Buffer.from(parts[4] ?? '', 'base64url')
  const expected = Buffer.from(parts[5] ?? '', 'base64url')
  // Async scrypt keeps the event loop free for other requests during the ~50 ms of hashing.
  const actual = await new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, expected.length, { N: n, r, p }, (err, key) =>
      err ? reject(err) : resolve(key),
    )
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
