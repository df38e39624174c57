import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { publicId } from '../core/ids'
import { payoutFee } from '../merchants/fees'
import { modeLimitProblem } from '../payouts/mode-limits'
import type { Maker } from '../approvals/approval-row'
import type { BatchColumn, RawRow } from './batch-file'
import type { BatchRow, CheckFields, FieldCheck } from './batch-row'

/*
 * Every row of a file checked before anything is sent (decision 077), each with its reasons in
 * plain words: the fields by the same rules as a single payout (the caller's checkFields, the HTTP
 * layer's rules), the mode's limits, a saved beneficiary by its id, and references — twice in the
 * file, used by a payout already, or waiting in another live batch. The batch and its rows are
 * stored in one transaction as a draft; nothing moves money until it is submitted and approved.
 */

export type NewBatch = { fileName: string; sha256: string; rows: RawRow[]; maker: Maker }

const LIVE = "('draft', 'pending_approval', 'approved', 'processing')"

export function createBatch(
  db: Db,
  merchantId: number,
  file: NewBatch,
  checkFields: CheckFields,
  now: number,
): BatchRow {
  return db
    .transaction(() => {
      const again = stmt(
        db,
        `SELECT batch_id FROM payout_batches
         WHERE merchant_id = ? AND file_sha256 = ? AND status <> 'cancelled' LIMIT 1`,
      ).get(merchantId, file.sha256) as { batch_id: string } | undefined
      if (again) {
        throw new AppError(409, `This file was already uploaded as ${again.batch_id}`, {
          batch_id: again.batch_id,
        })
      }
      const checked = checkRows(db, merchantId, file.rows, checkFields)
      const valid = checked.filter((row) => row.errors.length === 0)
      const amount = valid.reduce((sum, row) => sum + (row.fields.amount ?? 0), 0)
      const fee = valid.reduce((sum, row) => sum + payoutFee(row.fields.amount ?? 0), 0)
      const result = stmt(
        db,
        `INSERT INTO payout_batches (merchant_id, batch_id, file_name, file_sha256, row_count,
           error_count, total_amount, total_fee, status, maker_kind, maker_user_id, maker_name,
           created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'draft', ?, ?, ?, ?, ?)`,
      ).run(
        merchantId,
        publicId('BAT'),
        file.fileName.slice(0, 200),
        file.sha256,
        checked.length,
        checked.length - valid.length,
        amount,
        fee,
        file.maker.kind,
        file.maker.userId,
        file.maker.name,
        now,
        now,
      )
      const batchId = Number(result.lastInsertRowid)
      const insert = stmt(
        db,
        `INSERT INTO payout_batch_rows (batch_id, line, reference_id, amount, mode,
           beneficiary_name, beneficiary_account, beneficiary_ifsc, beneficiary_vpa,
           beneficiary_phone, beneficiary_email, remarks, beneficiary_id, status, errors_json)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      for (const row of checked) {
        const f = row.fields
        insert.run(
          batchId,
          row.line,
          f.reference_id,
          f.amount,
          f.mode,
          f.beneficiary_name,
          f.beneficiary_account,
          f.beneficiary_ifsc,
          f.beneficiary_vpa,
          f.beneficiary_phone,
          f.beneficiary_email,
          f.remarks,
          row.beneficiaryId,
          row.errors.length === 0 ? 'valid' : 'invalid',
          JSON.stringify(row.errors),
        )
      }
      return stmt(db, 'SELECT * FROM payout_batches WHERE id = ?').get(batchId) as BatchRow
    })
    .immediate()
}

type Checked = FieldCheck & { line: number; beneficiaryId: string | null }

function checkRows(db: Db, merchantId: number, rows: RawRow[], check: CheckFields): Checked[] {
  const inOtherBatches = new Map(
    (
      stmt(
        db,
        `SELECT r.reference_id, b.batch_id FROM payout_batch_rows AS r
         JOIN payout_batches AS b ON b.id = r.batch_id
         WHERE b.merchant_id = ? AND b.status IN ${LIVE} AND r.status IN ('valid', 'queued')`,
      ).all(merchantId) as { reference_id: string; batch_id: string }[]
    ).map((r) => [r.reference_id, r.batch_id]),
  )
  const usedByPayout = stmt(
    db,
    'SELECT payout_id FROM payouts WHERE merchant_id = ? AND reference_id = ?',
  )
  const firstLine = new Map<string, number>()
  return rows.map(({ line, cells }) => {
    const saved = savedBeneficiary(db, merchantId, cells)
    const checked = check(saved.cells)
    const fields = checked.fields
    // A beneficiary that could not be used says so once, not again as each missing field.
    const errors = saved.errors.length
      ? [
          ...saved.errors,
          ...checked.errors.filter((e) => !e.startsWith('Please enter beneficiary')),
        ]
      : checked.errors
    const limit = fields.mode && fields.amount ? modeLimitProblem(fields.mode, fields.amount) : null
    if (limit) errors.push(limit)
    const ref = fields.reference_id
    if (ref) {
      const earlier = firstLine.get(ref)
      if (earlier !== undefined) errors.push(`Reference ID is also on line ${earlier} of this file`)
      else firstLine.set(ref, line)
      const payout = usedByPayout.get(merchantId, ref) as { payout_id: string } | undefined
      if (payout) errors.push(`Reference ID was already used by payout ${payout.payout_id}`)
      const batch = inOtherBatches.get(ref)
      if (batch) errors.push(`Reference ID is already in batch ${batch}`)
    }
    return { line, errors, fields, beneficiaryId: cells.beneficiary_id || null }
  })
}

/** A row naming a saved beneficiary takes its name, account and IFSC from it. */
function savedBeneficiary(
  db: Db,
  merchantId: number,
  cells: Record<BatchColumn, string>,
): { cells: Record<BatchColumn, string>; errors: string[] } {
  const id = cells.beneficiary_id
  if (!id) return { cells, errors: [] }
  if (cells.beneficiary_name || cells.beneficiary_account || cells.beneficiary_ifsc) {
    return {
      cells,
      errors: ['Give either beneficiary_id or the name, account and IFSC, not both'],
    }
  }
  if (cells.mode.toUpperCase() === 'UPI') {
    return { cells, errors: ['A saved beneficiary is paid by IMPS, NEFT or RTGS, not UPI'] }
  }
  const row = stmt(
    db,
    `SELECT name, account_number, ifsc, phone, email FROM beneficiaries
     WHERE merchant_id = ? AND beneficiary_id = ?`,
  ).get(merchantId, id) as
    | {
        name: string
        account_number: string
        ifsc: string
        phone: string | null
        email: string | null
      }
    | undefined
  if (!row) return { cells, errors: [`No saved beneficiary has the ID ${id.slice(0, 40)}`] }
  return {
    cells: {
      ...cells,
      beneficiary_name: row.name,
      beneficiary_account: row.account_number,
      beneficiary_ifsc: row.ifsc,
      beneficiary_phone: cells.beneficiary_phone || (row.phone ?? ''),
      beneficiary_email: cells.beneficiary_email || (row.email ?? ''),
    },
    errors: [],
  }
}
