import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { publicId } from '../core/ids'
import { getMerchant } from '../merchants/merchants'

/*
 * A business's outlets (decision 080): its shops. Every counter belongs to one; a merchant's
 * first outlet is named after the business and made when first needed (migration 27 made one for
 * every merchant that existed), so a one-shop merchant never has to create it.
 */

export type OutletRow = {
  id: number
  outlet_id: string
  merchant_id: number
  name: string
  address: string
  city: string
  /** The GST state code ('29' Karnataka), or null when not given. */
  state_code: string | null
  gstin: string | null
  created_at: number
  updated_at: number
  archived_at: number | null
}

export const OUTLET_NOT_FOUND = 'Outlet not found'

/** An outlet of this merchant by public id (another merchant's reads as unknown: 404). */
export function findOutlet(db: Db, merchantId: number, outletId: string): OutletRow {
  const row = stmt(db, 'SELECT * FROM outlets WHERE outlet_id = ? AND merchant_id = ?').get(
    outletId,
    merchantId,
  ) as OutletRow | undefined
  if (!row) throw new AppError(404, OUTLET_NOT_FOUND)
  return row
}

export function outletByRowId(db: Db, id: number): OutletRow {
  return stmt(db, 'SELECT * FROM outlets WHERE id = ?').get(id) as OutletRow
}

/** Every outlet of a merchant, the archived ones last, each group in the order made. */
export function listOutlets(db: Db, merchantId: number): OutletRow[] {
  firstOutlet(db, merchantId)
  return stmt(
    db,
    `SELECT * FROM outlets WHERE merchant_id = ?
     ORDER BY archived_at IS NOT NULL, created_at, id`,
  ).all(merchantId) as OutletRow[]
}

/**
 * The merchant's first open outlet, made (named after the business, with its address, state and
 * GSTIN) when it has none: a merchant created after migration 27, or one whose every outlet was
 * archived cannot reach here without a counter's outlet, since archiving keeps one open.
 */
export function firstOutlet(db: Db, merchantId: number, now = Date.now()): OutletRow {
  const existing = stmt(
    db,
    `SELECT * FROM outlets WHERE merchant_id = ? AND archived_at IS NULL
     ORDER BY created_at, id LIMIT 1`,
  ).get(merchantId) as OutletRow | undefined
  if (existing) return existing
  return db
    .transaction((): OutletRow => {
      const again = stmt(
        db,
        'SELECT * FROM outlets WHERE merchant_id = ? AND archived_at IS NULL ORDER BY id LIMIT 1',
      ).get(merchantId) as OutletRow | undefined
      if (again) return again
      const merchant = getMerchant(db, merchantId)
      const result = stmt(
        db,
        `INSERT INTO outlets (outlet_id, merchant_id, name, address, state_code, gstin,
           created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        publicId('OUT'),
        merchantId,
        merchant.business_name.trim().slice(0, 60) || 'Main outlet',
        (merchant.address ?? '').slice(0, 200),
        merchant.state_code ?? null,
        merchant.gstin ?? null,
        now,
        now,
      )
      return outletByRowId(db, Number(result.lastInsertRowid))
    })
    .immediate()
}
