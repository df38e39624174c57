import * as OTPAuth from 'otpauth'
import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { openSecret, sealSecret } from '../core/sealed-secret'
import { issueRecoveryCodes, recoveryCodesLeft, useRecoveryCode } from './recovery-codes'

/*
 * 2-step sign-in with an authenticator app (decision 073): TOTP of RFC 6238 as every app reads
 * it (SHA-1, 6 digits, 30 s), one step of drift either way. The secret is sealed at rest under
 * secret.key like the API secret; a code is accepted once (the last time-step used is kept per
 * person, and only a later one passes), so a code seen over a shoulder is worth nothing after.
 */

export const TOTP_ISSUER = 'Merchant Portal'
const PERIOD_S = 30

export const WRONG_CODE = 'That code is not right. Check the time on your phone and try again.'
export const ALREADY_ON = '2-step sign-in is already on. Turn it off first to use another phone.'
export const NOT_STARTED = 'Start setting up 2-step sign-in first.'
export const NOT_ON = '2-step sign-in is not on.'

type TotpRow = {
  totp_secret_enc: string | null
  totp_enabled_at: number | null
  totp_last_step: number | null
}

function totpRow(db: Db, userId: number): TotpRow {
  const row = stmt(
    db,
    'SELECT totp_secret_enc, totp_enabled_at, totp_last_step FROM users WHERE id = ?',
  ).get(userId) as TotpRow | undefined
  if (!row) throw new AppError(404, 'Person not found')
  return row
}

function totpOf(secret: string, label = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(secret),
  })
}

export function twoStepEnabled(db: Db, userId: number): boolean {
  return totpRow(db, userId).totp_enabled_at !== null
}

export type TwoStepState = { enabled: boolean; recovery_codes_left: number }

export function twoStepState(db: Db, userId: number): TwoStepState {
  const enabled = twoStepEnabled(db, userId)
  return { enabled, recovery_codes_left: enabled ? recoveryCodesLeft(db, userId) : 0 }
}

/**
 * A new secret for the person's app, not yet in force: until confirmTotp sees a code from it,
 * sign-in is as before. Setting up again replaces a secret never confirmed.
 */
export function startTotpSetup(
  db: Db,
  key: Buffer,
  user: { id: number; email: string },
): { secret: string; otpauth_url: string } {
  if (twoStepEnabled(db, user.id)) throw new AppError(409, ALREADY_ON)
  const secret = new OTPAuth.Secret({ size: 20 }).base32
  stmt(db, 'UPDATE users SET totp_secret_enc = ?, totp_last_step = NULL WHERE id = ?').run(
    sealSecret(key, secret),
    user.id,
  )
  return { secret, otpauth_url: totpOf(secret, user.email).toString() }
}

/**
 * Whether `code` is a current code of the person's secret, spent at once if so. `pending` also
 * accepts the secret of a setup not yet confirmed.
 */
function spendTotp(
  db: Db,
  key: Buffer,
  userId: number,
  code: string,
  now: number,
  pending = false,
): boolean {
  const row = totpRow(db, userId)
  if (!row.totp_secret_enc || (row.totp_enabled_at === null && !pending)) return false
  if (!/^\d{6}$/.test(code)) return false
  const totp = totpOf(openSecret(key, row.totp_secret_enc))
  const delta = totp.validate({ token: code, timestamp: now, window: 1 })
  if (delta === null) return false
  const step = totp.counter({ timestamp: now }) + delta
  // Compare-and-set: of two requests with one code, or a code older than one used, none passes.
  return (
    stmt(
      db,
      `UPDATE users SET totp_last_step = ?
       WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)`,
    ).run(step, userId, step).changes === 1
  )
}

/** Turns 2-step sign-in on with a code from the new secret; answers the ten recovery codes. */
export function confirmTotp(
  db: Db,
  key: Buffer,
  userId: number,
  code: string,
  now: number,
): string[] {
  return db.transaction(() => {
    const row = totpRow(db, userId)
    if (row.totp_enabled_at !== null) throw new AppError(409, ALREADY_ON)
    if (!row.totp_secret_enc) throw new AppError(409, NOT_STARTED)
    if (!spendTotp(db, key, userId, code.trim(), now, true)) throw new AppError(400, WRONG_CODE)
    stmt(db, 'UPDATE users SET totp_enabled_at = ?, updated_at = ? WHERE id = ?').run(
      now,
      now,
      userId,
    )
    return issueRecoveryCodes(db, userId)
  })()
}

/** A current app code of a person with 2-step on (a step-up), spent by this check. */
export function checkTotp(db: Db, key: Buffer, userId: number, code: string, now: number): boolean {
  return spendTotp(db, key, userId, code.replace(/\s/g, ''), now)
}

/**
 * The second factor of a person with 2-step on: a current app code, or an unused recovery code.
 * Each is spent by this check.
 */
export function checkSecondFactor(
  db: Db,
  key: Buffer,
  userId: number,
  code: string,
  now: number,
): 'totp' | 'recovery' | null {
  const typed = code.trim()
  if (checkTotp(db, key, userId, typed, now)) return 'totp'
  if (twoStepEnabled(db, userId) && useRecoveryCode(db, userId, typed, now)) return 'recovery'
  return null
}

/** Turns 2-step sign-in off (a current code, or a recovery code, proves the phone or the paper). */
export function disableTotp(db: Db, key: Buffer, userId: number, code: string, now: number): void {
  db.transaction(() => {
    if (!twoStepEnabled(db, userId)) throw new AppError(409, NOT_ON)
    if (!checkSecondFactor(db, key, userId, code, now)) throw new AppError(400, WRONG_CODE)
    stmt(
      db,
      `UPDATE users SET totp_secret_enc = NULL, totp_enabled_at = NULL, totp_last_step = NULL,
         updated_at = ? WHERE id = ?`,
    ).run(now, userId)
    stmt(db, 'DELETE FROM recovery_codes WHERE user_id = ?').run(userId)
  })()
}

/** Ten new recovery codes for a current app code; the old ones stop working. */
export function regenerateRecoveryCodes(
  db: Db,
  key: Buffer,
  userId: number,
  code: string,
  now: number,
): string[] {
  return db.transaction(() => {
    if (!twoStepEnabled(db, userId)) throw new AppError(409, NOT_ON)
    if (!spendTotp(db, key, userId, code.trim(), now)) throw new AppError(400, WRONG_CODE)
    return issueRecoveryCodes(db, userId)
  })()
}
