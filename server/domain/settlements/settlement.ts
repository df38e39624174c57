import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { publicId } from '../core/ids'
import { applyMoves, getWallet, moneyTransaction } from '../wallet/ledger'
import { toRupees } from '../core/money'
import { batchTotals, type Batch } from './settlement-events'
import { DAY_MS, IST_OFFSET_MS, iso } from '../core/time'
import type { SettlementRow } from './settlement-row'

/*
 * Settlements as ledger batches (decision 053). A settlement takes the merchant's pending-balance
 * movements made before its cut-off and not yet settled — a batch of ledger rows, from just after
 * the previous settlement's last one — and moves their sum from pending to available: a
 * settlement_debit on pending and a settlement_credit on available under one STL reference, the
 * settlements row with its figures (read from the same movements), and settled_at on the payins
 * it covers, all in one IMMEDIATE transaction. The sandbox settles every day at a fixed IST hour
 * with the previous IST day as cut-off (T+1); the admin and the CLI settle everything at once.
 */

export function batchOf(row: SettlementRow): Batch {
  return { merchantId: row.merchant_id, afterTxId: row.after_tx_id, lastTxId: row.last_tx_id }
}

/**
 * Settles the merchant's unsettled pending movements made before `cutoff` (default: all of them).
 * Returns the paise moved to available (0 when there was nothing, or nothing positive, to settle).
 */
export function settleMerchant(
  db: Db,
  merchantId: number,
  now = Date.now(),
  cutoff = Number.POSITIVE_INFINITY,
): number {
  return moneyTransaction(db, () => {
    const { after } = stmt(
      db,
      'SELECT COALESCE(MAX(last_tx_id), 0) AS after FROM settlements WHERE merchant_id = ?',
    ).get(merchantId) as { after: number }
    const { last } = stmt(
      db,
      `SELECT MAX(id) AS last FROM wallet_transactions
       WHERE merchant_id = ? AND bucket = 'pending' AND id > ? AND created_at < ?
         AND reference_type NOT IN ('settlement_debit', 'settlement_credit')`,
    ).get(merchantId, after, Math.min(cutoff, Number.MAX_SAFE_INTEGER)) as { last: number | null }
    if (last === null) return 0
    const batch: Batch = { merchantId, afterTxId: after, lastTxId: last }
    const totals = batchTotals(db, batch)
    // A batch that nets to nothing (a payment refunded automatically, say) waits for the next.
    if (totals.net <= 0) return 0
    if (getWallet(db, merchantId).pending < totals.net) {
      throw new Error('ledger invariant: a settlement batch exceeds the pending balance')
    }
    const reference = publicId('STL')
    const description = settlementDescription(totals.payins)
    const move = { amount: totals.net, referenceId: reference, description }
    applyMoves(
      db,
      merchantId,
      [
        { ...move, bucket: 'pending', type: 'debit', referenceType: 'settlement_debit' },
        { ...move, bucket: 'available', type: 'credit', referenceType: 'settlement_credit' },
      ],
      now,
    )
    stmt(
      db,
      `INSERT INTO settlements (merchant_id, settlement_id, after_tx_id, last_tx_id, payins, gross,
         fees, gst, adjustments, net, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      merchantId,
      reference,
      after,
      last,
      totals.payins,
      totals.gross,
      totals.fees,
      totals.gst,
      totals.adjustments,
      totals.net,
      now,
    )
    // A payin names its settlement through settled_at = the settlement's created_at.
    stmt(
      db,
      `UPDATE payins SET settled_at = ? WHERE merchant_id = ? AND transaction_id IN (
         SELECT reference_id FROM wallet_transactions WHERE merchant_id = ? AND bucket = 'pending'
           AND reference_type = 'payin' AND id > ? AND id <= ?)`,
    ).run(now, merchantId, merchantId, after, last)
    return totals.net
  })
}

export function settleAll(
  db: Db,
  now = Date.now(),
  cutoff = Number.POSITIVE_INFINITY,
): { merchants: number; amount: number } {
  const ids = stmt(db, 'SELECT merchant_id FROM wallets WHERE pending > 0').all() as {
    merchant_id: number
  }[]
  let amount = 0
  let merchants = 0
  for (const { merchant_id } of ids) {
    const settled = settleMerchant(db, merchant_id, now, cutoff)
    amount += settled
    if (settled > 0) merchants++
  }
  return { merchants, amount }
}

/** The ledger's words for a settlement batch (the seed's history writes the same). */
export function settlementDescription(payins: number): string {
  return `Settlement of ${payins} ${payins === 1 ? 'payment' : 'payments'} to available balance`
}

/** The sandbox's daily settlement hour, IST (SANDBOX_SETTLEMENT_HOUR_IST). */
export const DEFAULT_SETTLEMENT_HOUR_IST = 10

/** Start of the IST day of `ms`, as epoch ms. */
export function istDayStartOf(ms: number): number {
  return ms - ((ms + IST_OFFSET_MS) % DAY_MS)
}

/** The next daily settlement at `hour`:00 IST after `now`. */
export function nextDailySettlement(now: number, hour: number): number {
  const today = istDayStartOf(now) + hour * 3_600_000
  return today > now ? today : today + DAY_MS
}

/**
 * The daily run's cut-off: the start of the IST day of its scheduled time, so the run at 10:00 on
 * the 26th settles what was paid up to the end of the 25th (T+1) — and a run made late, after a
 * restart, settles exactly what the missed one would have.
 */
export function dailyCutoff(now: number, hour: number): number {
  const dueToday = istDayStartOf(now) + hour * 3_600_000
  return now >= dueToday ? istDayStartOf(now) : istDayStartOf(now) - DAY_MS
}

export function settlementView(row: SettlementRow) {
  return {
    settlement_id: row.settlement_id,
    created_at: iso(row.created_at),
    payins: row.payins,
    gross_amount: toRupees(row.gross),
    fees: toRupees(row.fees),
    gst: toRupees(row.gst),
    refunds_and_adjustments: toRupees(row.adjustments),
    net_amount: toRupees(row.net),
  }
}

export function findSettlement(db: Db, merchantId: number, settlementId: string): SettlementRow {
  const row = stmt(db, 'SELECT * FROM settlements WHERE merchant_id = ? AND settlement_id = ?').get(
    merchantId,
    settlementId,
  ) as SettlementRow | undefined
  if (!row) throw new AppError(404, 'Settlement not found')
  return row
}

export function listSettlements(
  db: Db,
  merchantId: number,
  page: number,
  limit: number,
  range: { from: number | null; to: number | null },
) {
  const where = 'merchant_id = ? AND created_at >= ? AND created_at < ?'
  const params = [merchantId, range.from ?? 0, range.to ?? Number.MAX_SAFE_INTEGER]
  const rows = stmt(
    db,
    `SELECT * FROM settlements WHERE ${where} ORDER BY created_at DESC LIMIT ? OFFSET ?`,
  ).all(...params, limit, (page - 1) * limit) as SettlementRow[]
  const { n } = stmt(db, `SELECT COUNT(*) AS n FROM settlements WHERE ${where}`).get(...params) as {
    n: number
  }
  return { rows, total: n }
}

/** The settlement ids of payins by their settled_at (a payin names its settlement). */
export function settlementIdsAt(
  db: Db,
  merchantId: number,
  times: readonly (number | null)[],
): Map<number, string> {
  const wanted = [...new Set(times.filter((t): t is number => t !== null))]
  const found = new Map<number, string>()
  const lookup = stmt(
    db,
    'SELECT settlement_id FROM settlements WHERE merchant_id = ? AND created_at = ?',
  )
  for (const at of wanted) {
    const row = lookup.get(merchantId, at) as { settlement_id: string } | undefined
    if (row) found.set(at, row.settlement_id)
  }
  return found
}
