import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { sameEvent, voucherOf, type Movement, type Voucher } from './journal'

/*
 * The journal's vouchers for a merchant and a time range, read from the ledger in keyset batches
 * (created_at, id) so memory stays flat whatever the range (decision 055). The movements of one
 * event are written together and so are consecutive; an event cut by a batch's end is held back
 * and finished with the next batch.
 */

const BATCH = 500

const MOVEMENTS_SQL = `
  SELECT w.id, w.bucket, w.transaction_type, w.reference_type, w.reference_id, w.amount,
    w.created_at, w.description,
    p.order_id AS p_order, p.utr AS p_utr, p.fee AS p_fee, p.gst_kind AS p_kind,
    NULLIF(p.customer_name, '') AS p_customer, p.outlet_name AS p_outlet,
    o.amount AS o_amount, o.fee AS o_fee, o.net_amount AS o_net, o.gst_kind AS o_kind,
    o.utr_number AS o_utr, o.beneficiary_name AS o_name, o.mode AS o_mode,
    r.transaction_id AS r_payin, r.utr AS r_utr, r.automatic AS r_automatic
  FROM wallet_transactions AS w
  LEFT JOIN payins AS p ON w.reference_type = 'payin' AND p.transaction_id = w.reference_id
    AND p.merchant_id = w.merchant_id
  LEFT JOIN payouts AS o ON w.reference_type IN ('payout', 'refund')
    AND o.payout_id = w.reference_id AND o.merchant_id = w.merchant_id
  LEFT JOIN refunds AS r ON w.reference_type IN ('refund', 'refund_reversal')
    AND r.refund_id = w.reference_id AND r.merchant_id = w.merchant_id
  WHERE w.merchant_id = ? AND w.created_at >= ? AND w.created_at < ?
    AND NOT (w.created_at = ? AND w.id <= ?)
  ORDER BY w.created_at, w.id LIMIT ${BATCH}`

export type JournalQuery = { merchantId: number; from: number; to: number }

/** Vouchers in time order, batch by batch; an empty batch means the end. */
export function journalCursor(db: Db, q: JournalQuery): { next(): Voucher[] } {
  const statement = stmt(db, MOVEMENTS_SQL)
  // The range's lower bound moves up to the last row read: each batch seeks, never re-walks.
  let lastAt = q.from
  let lastId = 0
  let held: Movement[] = []
  let done = false
  return {
    next() {
      while (!done) {
        const rows = statement.all(q.merchantId, lastAt, q.to, lastAt, lastId) as Movement[]
        const tail = rows[rows.length - 1]
        if (tail) {
          lastAt = tail.created_at
          lastId = tail.id
        }
        if (rows.length < BATCH) done = true
        const movements = held.concat(rows)
        held = []
        const vouchers: Voucher[] = []
        let group: Movement[] = []
        for (const m of movements) {
          const head = group[0]
          if (head && !sameEvent(head, m)) {
            vouchers.push(voucherOf(group))
            group = []
          }
          group.push(m)
        }
        // The last event may go on in the next batch.
        if (done) {
          if (group.length > 0) vouchers.push(voucherOf(group))
        } else {
          held = group
        }
        if (vouchers.length > 0) return vouchers
      }
      return []
    },
  }
}
