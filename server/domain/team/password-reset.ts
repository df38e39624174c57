import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import type { Mailer } from '../mail/mailer'
import { hashPassword } from '../merchants/passwords'
import { assertStrongPassword, personalWords } from './password-strength'
import { mailLanguage, resetMail } from './team-mail-words'
import { findLink, issueLink, useLink } from './user-links'

/*
 * Forgot password (decision 075): a single-use link valid 30 minutes, mailed to an active person;
 * using it sets a strong password and ends every session of that person. Whether an address
 * belongs to anyone is never told: the route answers before this runs.
 */

export const RESET_TTL_MS = 30 * 60 * 1000
export const RESET_LINK_GONE = 'This link has expired or was already used'

type ResetRow = {
  id: number
  name: string
  email: string
  language: string | null
  business_name: string
  merchant_language: string
}

const PERSON_SQL = `SELECT u.id, u.name, u.email, u.language, m.business_name,
                           m.language AS merchant_language
                    FROM users AS u JOIN merchants AS m ON m.id = u.merchant_id`

/** Mails a reset link when the address is an active person's; does nothing otherwise. */
export function requestPasswordReset(
  ctx: { db: Db; mailer: Mailer; portalOrigin: string; now: number },
  email: string,
): void {
  ctx.db.transaction(() => {
    const person = stmt(
      ctx.db,
      `${PERSON_SQL} WHERE u.email = ? AND u.status = 'active' AND u.password_hash IS NOT NULL`,
    ).get(email) as ResetRow | undefined
    if (!person) return
    const link = issueLink(ctx.db, person.id, 'reset', RESET_TTL_MS, ctx.now)
    ctx.mailer.send(
      ctx.db,
      resetMail({
        to: person.email,
        name: person.name,
        link: `${ctx.portalOrigin}/reset-password#${link.token}`,
        token: link.token,
        language: mailLanguage(person.language ?? person.merchant_language),
      }),
    )
  })()
}

/** Sets the new password through the link and ends every session; returns the person's id. */
export function resetPassword(db: Db, token: string, password: string, now: number): number {
  const link = findLink(db, token, 'reset', now)
  const person = link
    ? (stmt(db, `${PERSON_SQL} WHERE u.id = ? AND u.status = 'active'`).get(link.user_id) as
        ResetRow | undefined)
    : undefined
  if (!person) throw new AppError(410, RESET_LINK_GONE)
  assertStrongPassword(password, personalWords(person.name, person.email, person.business_name))
  const passwordHash = hashPassword(password)
  db.transaction(() => {
    if (!useLink(db, token, 'reset', now)) throw new AppError(410, RESET_LINK_GONE)
    stmt(db, 'UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(
      passwordHash,
      now,
      person.id,
    )
    // Whoever held a session, the person who asked or someone who had their password, is out.
    stmt(db, 'DELETE FROM sessions WHERE user_id = ?').run(person.id)
  })()
  return person.id
}
