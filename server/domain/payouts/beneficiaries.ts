import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { bankNameFor } from './ifsc'
import { publicId } from '../core/ids'
import { iso } from '../core/time'

/*
 * Saved beneficiaries (decision 051): bank payees a merchant picks on Create Payout instead of
 * typing the account again. One per (account, IFSC) of a merchant; saving it again updates it.
 */

/** A merchant's saved list is short by nature; the cap keeps one merchant from filling the disk. */
export const MAX_BENEFICIARIES = 500

export type BeneficiaryRow = {
  id: number
  merchant_id: number
  beneficiary_id: string
  name: string
  account_number: string
  ifsc: string
  phone: string | null
  email: string | null
  created_at: number
  updated_at: number
  /** The last account check of this account (null: never checked, or no such account). */
  name_at_bank: string | null
  name_checked_at: number | null
}

export type NewBeneficiary = {
  name: string
  account_number: string
  ifsc: string
  phone: string | null
  email: string | null
}

export function beneficiaryView(row: BeneficiaryRow) {
  return {
    beneficiary_id: row.beneficiary_id,
    name: row.name,
    account_number: row.account_number,
    ifsc: row.ifsc,
    bank_name: bankNameFor(row.ifsc),
    phone: row.phone,
    email: row.email,
    // The bank's name from the last check, so a payout to a saved beneficiary can say it.
    name_at_bank: row.name_at_bank,
    name_checked_at: row.name_checked_at === null ? null : iso(row.name_checked_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

const SELECT_BENEFICIARY = `SELECT b.*,
    CASE WHEN c.account_exists = 1 THEN c.registered_name END AS name_at_bank,
    CASE WHEN c.account_exists = 1 THEN c.checked_at END AS name_checked_at
  FROM beneficiaries AS b LEFT JOIN account_checks AS c ON c.merchant_id = b.merchant_id
    AND c.account_number = b.account_number AND c.ifsc = b.ifsc`

/** Keeps the answer of an account check, the latest one per account of a merchant. */
export function recordAccountCheck(
  db: Db,
  merchantId: number,
  check: {
    account_number: string
    ifsc: string
    account_exists: boolean
    registered_name: string | null
  },
  now = Date.now(),
): void {
  stmt(
    db,
    `INSERT INTO account_checks (merchant_id, account_number, ifsc, account_exists,
       registered_name, checked_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (merchant_id, account_number, ifsc) DO UPDATE SET
       account_exists = excluded.account_exists, registered_name = excluded.registered_name,
       checked_at = excluded.checked_at`,
  ).run(
    merchantId,
    check.account_number,
    check.ifsc,
    check.account_exists ? 1 : 0,
    check.registered_name,
    now,
  )
}

/** Newest first (last saved or used). */
export function listBeneficiaries(db: Db, merchantId: number): BeneficiaryRow[] {
  return stmt(
    db,
    `${SELECT_BENEFICIARY} WHERE b.merchant_id = ? ORDER BY b.updated_at DESC, b.id DESC`,
  ).all(merchantId) as BeneficiaryRow[]
}

/**
 * Inserts or updates (same account and IFSC) the merchant's beneficiary. Call inside a
 * transaction when it must go with another write (a payout that saves its beneficiary).
 */
export function saveBeneficiary(
  db: Db,
  merchantId: number,
  input: NewBeneficiary,
  now = Date.now(),
): BeneficiaryRow {
  const existing = stmt(
    db,
    'SELECT id FROM beneficiaries WHERE merchant_id = ? AND account_number = ? AND ifsc = ?',
  ).get(merchantId, input.account_number, input.ifsc) as { id: number } | undefined
  if (existing) {
    stmt(
      db,
      'UPDATE beneficiaries SET name = ?, phone = ?, email = ?, updated_at = ? WHERE id = ?',
    ).run(input.name, input.phone, input.email, now, existing.id)
    return beneficiaryById(db, existing.id)
  }
  const { n } = stmt(db, 'SELECT COUNT(*) AS n FROM beneficiaries WHERE merchant_id = ?').get(
    merchantId,
  ) as { n: number }
  if (n >= MAX_BENEFICIARIES) {
    throw new AppError(400, `You can save at most ${MAX_BENEFICIARIES} beneficiaries`)
  }
  const result = stmt(
    db,
    `INSERT INTO beneficiaries (merchant_id, beneficiary_id, name, account_number, ifsc, phone,
       email, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    merchantId,
    publicId('BENE'),
    input.name,
    input.account_number,
    input.ifsc,
    input.phone,
    input.email,
    now,
    now,
  )
  return beneficiaryById(db, Number(result.lastInsertRowid))
}

/** Removes one of the merchant's beneficiaries; another merchant's id is not found. */
export function removeBeneficiary(db: Db, merchantId: number, beneficiaryId: string): void {
  const result = stmt(
    db,
    'DELETE FROM beneficiaries WHERE merchant_id = ? AND beneficiary_id = ?',
  ).run(merchantId, beneficiaryId)
  if (result.changes !== 1) throw new AppError(404, 'Beneficiary not found')
}

function beneficiaryById(db: Db, id: number): BeneficiaryRow {
  return stmt(db, `${SELECT_BENEFICIARY} WHERE b.id = ?`).get(id) as BeneficiaryRow
}
