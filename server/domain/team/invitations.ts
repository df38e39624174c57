import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { DAY_MS } from '../core/time'
import type { Mailer } from '../mail/mailer'
import { getMerchant } from '../merchants/merchants'
import { hashPassword } from '../merchants/passwords'
import { assertStrongPassword, personalWords } from './password-strength'
import { invitationMail, mailLanguage } from './team-mail-words'
import { personView } from './people'
import { findLink, issueLink, useLink } from './user-links'
import { outletLimit, userOutletRefs, writeUserOutlets } from './user-outlets'
import { findUserInMerchant, insertUser, USER_NOT_FOUND, type Role, type UserRow } from './users'

/*
 * Inviting a person to a business (decision 075): a users row 'invited' with no password, a
 * single-use link valid 7 days in a mail, and accepting it (a strong password) makes the person
 * active. Everything a call changes, the mail's outbox row included, is one IMMEDIATE
 * transaction (a writer's, so a read inside it cannot go stale under another process).
 */

export const INVITE_TTL_MS = 7 * DAY_MS
export const EMAIL_TAKEN = 'This email already belongs to someone on a team'
export const INVITATION_GONE = 'This invitation has expired or was already used'
export const ONLY_OWNER_INVITES_OWNER = 'Only an Owner can invite an Owner'
export const ALREADY_JOINED = 'This person has already joined'

/** Who is inviting: the signed-in person. */
export type Inviter = { merchantId: number; userId: number; role: Role; name: string }

/** outlet_ids: the outlets the person will be limited to (decision 080); none: every outlet. */
export type Invitation = { name: string; email: string; role: Role; outlet_ids?: string[] }

export type InviteContext = { db: Db; mailer: Mailer; portalOrigin: string; now: number }

function sendInvitation(
  ctx: InviteContext,
  inviter: Inviter,
  person: UserRow,
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

export function invitePerson(ctx: InviteContext, inviter: Inviter, invitation: Invitation) {
  if (invitation.role === 'owner' && inviter.role !== 'owner') {
    throw new AppError(403, ONLY_OWNER_INVITES_OWNER)
  }
  return ctx.db
    .transaction(() => {
      // Emails are unique over every business (COLLATE NOCASE): one address signs in to one team.
      // A business's own sign-in address (merchants.email, or a username shaped like it) counts.
      const taken = stmt(
        ctx.db,
        `SELECT 1 FROM users WHERE email = ? OR username = ?
       UNION ALL SELECT 1 FROM merchants WHERE email = ? OR username = ? LIMIT 1`,
      )
      const email = invitation.email
      if (taken.get(email, email, email, email)) {
        throw new AppError(409, EMAIL_TAKEN)
      }
      const outlets = outletLimit(
        ctx.db,
        inviter.merchantId,
        invitation.role,
        invitation.outlet_ids ?? [],
      )
      const id = insertUser(ctx.db, {
        merchantId: inviter.merchantId,
        email: invitation.email,
        name: invitation.name,
        role: invitation.role,
        status: 'invited',
        passwordHash: null,
        invitedBy: inviter.userId,
        now: ctx.now,
      })
      writeUserOutlets(ctx.db, id, outlets)
      const person = findUserInMerchant(ctx.db, inviter.merchantId, id) as UserRow
      const { expiresAt } = sendInvitation(ctx, inviter, person)
      return personView(person, expiresAt, userOutletRefs(ctx.db, id))
    })
    .immediate()
}

/** A new link and mail for a person still invited; the old links stop working. */
export function resendInvitation(ctx: InviteContext, inviter: Inviter, personId: number) {
  return ctx.db
    .transaction(() => {
      const person = findUserInMerchant(ctx.db, inviter.merchantId, personId)
      if (!person) throw new AppError(404, USER_NOT_FOUND)
      if (person.status !== 'invited') throw new AppError(409, ALREADY_JOINED)
      if (person.role === 'owner' && inviter.role !== 'owner') {
        throw new AppError(403, ONLY_OWNER_INVITES_OWNER)
      }
      const { expiresAt } = sendInvitation(ctx, inviter, person)
      return personView(person, expiresAt, userOutletRefs(ctx.db, person.id))
    })
    .immediate()
}

type Invited = UserRow & { business_name: string }

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
 * caller to open their session (the answer of a sign-in). `joined` runs inside the transaction,
 * with the person as they now are (the caller's record of it commits with the change); the
 * password's hashing stays outside, so the write lock is not held for it.
 */
export function acceptInvitation(
  db: Db,
  token: string,
  password: string,
  now: number,
  joined?: (person: UserRow) => void,
) {
  const row = invitedBy(db, token, now)
  assertStrongPassword(password, personalWords(row.name, row.email, row.business_name))
  const passwordHash = hashPassword(password)
  return db
    .transaction(() => {
      // The link is taken first: of two racing accepts, one sets the password.
      if (!useLink(db, token, 'invite', now)) throw new AppError(410, INVITATION_GONE)
      const updated = stmt(
        db,
        "UPDATE users SET password_hash = ?, status = 'active', updated_at = ? WHERE id = ? AND status = 'invited'",
      ).run(passwordHash, now, row.id)
      // Deactivated since the link was read (the CLI, another process): no way in. The throw
      // rolls the link's use back with it.
      if (updated.changes !== 1) throw new AppError(410, INVITATION_GONE)
      const person = findUserInMerchant(db, row.merchant_id, row.id) as UserRow
      joined?.(person)
      return person
    })
    .immediate()
}
