import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'

/*
 * The people of a business (decision 072). Each merchant has at least one Owner user whose
 * username, email and password hash are the merchant's own sign-in (migration 19 copied them for
 * the merchants that existed; createOwnerUser does it for every merchant created since).
 */

export const ROLES = ['owner', 'admin', 'finance', 'operations', 'developer', 'viewer'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  finance: 'Finance',
  operations: 'Operations',
  developer: 'Developer',
  viewer: 'Viewer',
}

export type UserStatus = 'invited' | 'active' | 'deactivated'

export type UserRow = {
  id: number
  merchant_id: number
  email: string
  username: string | null
  name: string
  role: Role
  status: UserStatus
  /** Null until an invited person chooses a password. */
  password_hash: string | null
  invited_by: number | null
  language: string | null
  created_at: number
  updated_at: number
  last_active_at: number | null
  totp_secret_enc: string | null
  totp_enabled_at: number | null
}

export const USER_NOT_FOUND = 'Person not found'

/**
 * The user a sign-in names, by username or email; both columns compare without case (COLLATE
 * NOCASE). Every attempt asks this, a refused one too: prepared once.
 */
export function findUserByIdentifier(db: Db, identifier: string): UserRow | undefined {
  // A username match wins over an email match, so one identifier always names the same person.
  return stmt(
    db,
    'SELECT * FROM users WHERE username = ? OR email = ? ORDER BY username = ? DESC, id LIMIT 1',
  ).get(identifier, identifier, identifier) as UserRow | undefined
}

/** A user of this merchant, or undefined (another merchant's id reads as unknown). */
export function findUserInMerchant(db: Db, merchantId: number, id: number): UserRow | undefined {
  return stmt(db, 'SELECT * FROM users WHERE id = ? AND merchant_id = ?').get(id, merchantId) as
    UserRow | undefined
}

export function getUserInMerchant(db: Db, merchantId: number, id: number): UserRow {
  const row = findUserInMerchant(db, merchantId, id)
  if (!row) throw new AppError(404, USER_NOT_FOUND)
  return row
}

/** Everyone of a business, owners first, then by name. */
export function listUsers(db: Db, merchantId: number): UserRow[] {
  return stmt(
    db,
    `SELECT * FROM users WHERE merchant_id = ?
     ORDER BY role <> 'owner', status = 'deactivated', name COLLATE NOCASE, id`,
  ).all(merchantId) as UserRow[]
}

export function countActiveOwners(db: Db, merchantId: number): number {
  return (
    stmt(
      db,
      "SELECT COUNT(*) AS n FROM users WHERE merchant_id = ? AND role = 'owner' AND status = 'active'",
    ).get(merchantId) as { n: number }
  ).n
}

export type NewUser = {
  merchantId: number
  email: string
  username?: string | null
  name: string
  role: Role
  status: UserStatus
  passwordHash: string | null
  invitedBy?: number | null
  now: number
}

export function insertUser(db: Db, user: NewUser): number {
  const result = stmt(
    db,
    `INSERT INTO users (merchant_id, email, username, name, role, status, password_hash,
       invited_by, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    user.merchantId,
    user.email,
    user.username ?? null,
    user.name,
    user.role,
    user.status,
    user.passwordHash,
    user.invitedBy ?? null,
    user.now,
    user.now,
  )
  return Number(result.lastInsertRowid)
}

/**
 * The Owner user of a merchant just created: its sign-in (username, email, password hash) and
 * name. Every code path that creates a merchant calls this in the same transaction, so no
 * merchant is ever without a person who can sign in.
 */
export function createOwnerUser(
  db: Db,
  merchant: {
    id: number
    username: string
    email: string
    name: string
    password_hash: string
    created_at: number
  },
): number {
  return insertUser(db, {
    merchantId: merchant.id,
    email: merchant.email,
    username: merchant.username,
    name: merchant.name,
    role: 'owner',
    status: 'active',
    passwordHash: merchant.password_hash,
    now: merchant.created_at,
  })
}

export function setUserRole(db: Db, userId: number, role: Role, now: number): void {
  stmt(db, 'UPDATE users SET role = ?, updated_at = ? WHERE id = ?').run(role, now, userId)
}

export function setUserStatus(db: Db, userId: number, status: UserStatus, now: number): void {
  stmt(db, 'UPDATE users SET status = ?, updated_at = ? WHERE id = ?').run(status, now, userId)
}
