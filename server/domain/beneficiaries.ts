import type { Db } from '../db/connection'
import { stmt } from '../db/statements'
import { AppError } from '../errors'
import { bankNameFor } from './ifsc'
import { publicId } from './ids'
import { iso } from './time'

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
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

/** Newest first (last saved or used). */
export function listBeneficiaries(db: Db, merchantId: number): BeneficiaryRow[] {
  return stmt(
    db,
    'SELECT * FROM beneficiaries WHERE merchant_id = ? ORDER BY updated_at DESC, id DESC',
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
    return stmt(db, 'SELECT * FROM beneficiaries WHERE id = ?').get(existing.id) as BeneficiaryRow
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
  return stmt(db, 'SELECT * FROM beneficiaries WHERE id = ?').get(
    Number(result.lastInsertRowid),
  ) as BeneficiaryRow
}

/** Removes one of the merchant's beneficiaries; another merchant's id is not found. */
export function removeBeneficiary(db: Db, merchantId: number, beneficiaryId: string): void {
  const result = stmt(
    db,
    'DELETE FROM beneficiaries WHERE merchant_id = ? AND beneficiary_id = ?',
  ).run(merchantId, beneficiaryId)
  if (result.changes !== 1) throw new AppError(404, 'Beneficiary not found')
}
