import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'

/*
 * Step-up (decision 073): before a call that hands out keys, points webhooks elsewhere or changes
 * who may do what, the person confirms it is them again (a code, or the password without 2-step),
 * and the session may make such calls for the next 5 minutes. A stolen session that was left
 * open then cannot take the business over without the phone or the password.
 */

export const STEP_UP_MS = 5 * 60 * 1000

export const STEP_UP_REQUIRED = 'Confirm it is you to continue'

/** Marks the session stepped up; answers until when it counts. */
export function markSteppedUp(db: Db, tokenHash: string, now: number): number {
  stmt(db, 'UPDATE sessions SET stepped_up_at = ? WHERE token_hash = ?').run(now, tokenHash)
  return now + STEP_UP_MS
}

/** Signing in is a step-up too: the password (and the code) were given at created_at. */
export function isSteppedUp(db: Db, tokenHash: string, now: number): boolean {
  const row = stmt(
    db,
    'SELECT coalesce(stepped_up_at, created_at) AS at FROM sessions WHERE token_hash = ?',
  ).get(tokenHash) as { at: number } | undefined
  const at = row?.at ?? null
  // A stepped_up_at in the future (a clock set back) counts for no more than the window.
  return at !== null && at <= now + 1000 && now - at < STEP_UP_MS
}
