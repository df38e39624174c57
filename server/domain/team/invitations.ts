import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { DAY_MS, iso } from '../core/time'
import type { Mailer } from '../mail/mailer'
import { getMerchant } from '../merchants/merchants'
import { hashPassword } from '../merchants/passwords'
import { assertStrongPassword, personalWords } from './password-strength'
import { invitationMail, mailLanguage } from './team-mail-words'
import { findLink, issueLink, useLink } from './user-links'

/*
 * Inviting a person to a business (decision 075): a users row 'invited' with no password, a
 * single-use link valid 7 days in a mail, and accepting it (a strong password) makes the person
 * active. Everything a call changes, the mail's outbox row included, is one transaction.
 */

export const INVITE_TTL_MS = 7 * DAY_MS
export const EMAIL_TAKEN = 'This email already belongs to someone on a team'
export const INVITATION_GONE = 'This invitation has expired or was already used'
export const ONLY_OWNER_INVITES_OWNER = 'Only an Owner can invite an Owner'
export const ALREADY_JOINED = 'This person has already joined'
export const PERSON_NOT_FOUND = 'Person not found'

/** Who is inviting: the signed-in person. */
export type Inviter = { merchantId: number; userId: number | null; role: string; name: string }

export type Invitation = { name: string; email: string; role: string }

type InvitedRow = {
  id: number
  merchant_id: number
  name: string
  email: string
  role: string
  status: string
  language: string | null
  created_at: number
  last_active_at: number | null
  totp_enabled_at: number | null
}

/** A person as GET /merchant/team lists them (docs/api-contract.md, People and roles). */
export function personView(row: InvitedRow, inviteExpiresAt: number | null) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    two_step: row.totp_enabled_at !== null,
    last_active_at: iso(row.last_active_at),
    invited_at: iso(row.created_at),
    invite_expires_at: iso(inviteExpiresAt),
  }
}

export type InviteContext = { db: Db; mailer: Mailer; portalOrigin: string; now: number }

function sendInvitation(
  ctx: InviteContext,
  inviter: Inviter,
  person: InvitedRow,
): { expiresAt: number } {
  const merchant = getMerchant(ctx.db, person.merchant_id)
  const link = issueLink(ctx.db, person.id, 'invite', INVITE_TTL_MS, ctx.now)
  ctx.mailer.send(
    ctx.db,
    invitationMail({
      to: person.email,
      name: person.name,
      inviter: inviter.name,
      business: merchant.business_name,
      role: person.role,
      link: `${ctx.portalOrigin}/invite#${link.token}`,
      token: link.token,
      expiresAt: link.expiresAt,
      language: mailLanguage(person.language ?? merchant.language),
    }),
  )
  return { expiresAt: link.expiresAt }
}

function readPerson(db: Db, merchantId: number, id: number): InvitedRow | undefined {
  return stmt(db, 'SELECT * FROM users WHERE id = ? AND merchant_id = ?').get(id, merchantId) as
    InvitedRow | undefined
}

export function invitePerson(ctx: InviteContext, inviter: Inviter, invitation: Invitation) {
  if (invitation.role === 'owner' && inviter.role !== 'owner') {
    throw new AppError(403, ONLY_OWNER_INVITES_OWNER)
  }
  return ctx.db.transaction(() => {
    // Emails are unique over every business (COLLATE NOCASE): one address signs in to one team.
    if (stmt(ctx.db, 'SELECT 1 FROM users WHERE email = ?').get(invitation.email)) {
      throw new AppError(409, EMAIL_TAKEN)
    }
    const { lastInsertRowid } = stmt(
      ctx.db,
      `INSERT INTO users (merchant_id, email, name, role, status, invited_by, created_at,
                          updated_at)
       VALUES (?, ?, ?, ?, 'invited', ?, ?, ?)`,
    ).run(
      inviter.merchantId,
      invitation.email,
      invitation.name,
      invitation.role,
      inviter.userId,
      ctx.now,
      ctx.now,
    )
    const person = readPerson(ctx.db, inviter.merchantId, Number(lastInsertRowid)) as InvitedRow
    const { expiresAt } = sendInvitation(ctx, inviter, person)
    return personView(person, expiresAt)
  })()
}

/** A new link and mail for a person still invited; the old links stop working. */
export function resendInvitation(ctx: InviteContext, inviter: Inviter, personId: number) {
  return ctx.db.transaction(() => {
    const person = readPerson(ctx.db, inviter.merchantId, personId)
    if (!person) throw new AppError(404, PERSON_NOT_FOUND)
    if (person.status !== 'invited') throw new AppError(409, ALREADY_JOINED)
    if (person.role === 'owner' && inviter.role !== 'owner') {
      throw new AppError(403, ONLY_OWNER_INVITES_OWNER)
    }
    const { expiresAt } = sendInvitation(ctx, inviter, person)
    return personView(person, expiresAt)
  })()
}

type Invited = InvitedRow & { business_name: string }

function invitedBy(db: Db, token: string, now: number): Invited {
  const link = findLink(db, token, 'invite', now)
  const row = link
    ? (stmt(
        db,
        `SELECT u.*, m.business_name FROM users AS u JOIN merchants AS m ON m.id = u.merchant_id
         WHERE u.id = ? AND u.status = 'invited'`,
      ).get(link.user_id) as Invited | undefined)
    : undefined
  if (!row) throw new AppError(410, INVITATION_GONE)
  return row
}

/** What the accept page shows before a password is chosen. */
export function readInvitation(db: Db, token: string, now: number) {
  const row = invitedBy(db, token, now)
  return { name: row.name, email: row.email, business_name: row.business_name, role: row.role }
}

/**
 * Sets the person's password and makes them active, using the link. Returns the person, for the
 * caller to open their session (the answer of a sign-in).
 */
export function acceptInvitation(db: Db, token: string, password: string, now: number) {
  const row = invitedBy(db, token, now)
  assertStrongPassword(password, personalWords(row.name, row.email, row.business_name))
  const passwordHash = hashPassword(password)
  return db.transaction(() => {
    // The link is taken first: of two racing accepts, one sets the password.
    if (!useLink(db, token, 'invite', now)) throw new AppError(410, INVITATION_GONE)
    stmt(
      db,
      "UPDATE users SET password_hash = ?, status = 'active', updated_at = ? WHERE id = ? AND status = 'invited'",
    ).run(passwordHash, now, row.id)
    return { id: row.id, merchant_id: row.merchant_id, email: row.email }
  })()
}
