import { createHash, randomInt } from 'node:crypto'
import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'

/*
 * Ten single-use recovery codes per person with 2-step sign-in on (decision 073), for the day
 * the phone is lost. Each is 8 characters from 31 that cannot be misread (no 0/o, 1/l/i), shown
 * as 'xxxx-xxxx' (about 40 bits), and stored only as a SHA-256 salted with the user id: the
 * database does not hold a usable code, and one digest table does not fit every user.
 */

export const RECOVERY_CODE_COUNT = 10
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const SHAPE = /^[a-z0-9]{4}-?[a-z0-9]{4}$/

function recoveryHash(userId: number, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex')
}

/** A code as typed: any case, with or without its dash and the spaces around it. */
function normalise(code: string): string | null {
  const compact = code.trim().toLowerCase()
  return SHAPE.test(compact) ? compact.replace('-', '') : null
}

export function looksLikeRecoveryCode(code: string): boolean {
  return normalise(code) !== null
}

/** New codes for the person; every earlier code stops working. Run inside the caller's change. */
export function issueRecoveryCodes(db: Db, userId: number): string[] {
  stmt(db, 'DELETE FROM recovery_codes WHERE user_id = ?').run(userId)
  const insert = stmt(db, 'INSERT INTO recovery_codes (user_id, code_hash) VALUES (?, ?)')
  const codes = new Set<string>()
  while (codes.size < RECOVERY_CODE_COUNT) {
    let code = ''
    for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)]
    codes.add(code)
  }
  for (const code of codes) insert.run(userId, recoveryHash(userId, code))
  return [...codes].map((code) => `${code.slice(0, 4)}-${code.slice(4)}`)
}

/**
 * Spends a code: true once per code. The compare-and-set on used_at makes two concurrent uses of
 * one code succeed once.
 */
export function useRecoveryCode(db: Db, userId: number, code: string, now: number): boolean {
  const plain = normalise(code)
  if (plain === null) return false
  return (
    stmt(
      db,
      'UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL',
    ).run(now, userId, recoveryHash(userId, plain)).changes === 1
  )
}

export function recoveryCodesLeft(db: Db, userId: number): number {
  return (
    stmt(db, 'SELECT COUNT(*) AS n FROM recovery_codes WHERE user_id = ? AND used_at IS NULL').get(
      userId,
    ) as { n: number }
  ).n
}

export function dropRecoveryCodes(db: Db, userId: number): void {
  stmt(db, 'DELETE FROM recovery_codes WHERE user_id = ?').run(userId)
}
