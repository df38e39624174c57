import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import type { Range } from '../core/date-range'
import { toRupees } from '../core/money'
import {
  addTotals,
  payinTotalsByChannel,
  payinTotalsByStatus,
  type PayinTotals,
} from '../payins/payin-totals'
import { DAY_MS, istDate, istDayStart } from '../core/time'
import { payinOutletCondition, type OutletScope } from '../outlets/outlet-scope'

const OPEN_END = 8_640_000_000_000_000

/**
 * Aggregates over the merchant's payins created in the range: amounts sum successful payins only;
 * "failed" counts failed + cancelled. Every sum is INR: a USD payin counts with its INR figure
 * (amount_inr; net_amount is INR already), decision 030; success_rate = successful / total × 100 (2 dp, 0 when none).
 * Read from the per-day totals (migration 11): the dashboard's lifetime range over a million payins
 * summed every row (~1 s); the day rows answer in well under a millisecond.
 */
export function payinSummary(
  db: Db,
  merchantId: number,
  range: Range,
  outlets: OutletScope | null = null,
) {
  const totals = payinTotalsByStatus(db, merchantId, {
    ...range,
    outlets,
  })
  return {
    total_amount: toRupees(totals.successAmount),
    total_net_amount: toRupees(totals.successNet),
    total_transactions: totals.count,
    successful_transactions: totals.byStatus.success,
    pending_transactions: totals.byStatus.pending,
    failed_transactions: totals.byStatus.failed + totals.byStatus.cancelled,
    success_rate: successRate(totals.successCount, totals.count),
  }
}

/** successful / total × 100, 2 dp; 0 when there is nothing. */
export function successRate(successful: number, total: number): number {
  return total === 0 ? 0 : Math.round((successful / total) * 10_000) / 100
}

/**
 * The dashboard's "today" (docs/api-contract.md): payins created on the current IST calendar day,
 * all of them and per channel (counter, link, qr), from the per-day totals. Amounts are successful
 * payins' INR figures; the same rows as the payments list filtered to that day. Refunds made
 * today (by the refund's date, whichever day its payment was) are set against them: what the
 * shop kept today is collected less refunded. A refund the gateway made by itself (a payment on
 * a lapsed QR) is left out: its payment was never counted as collected.
 */
export function payinToday(
  db: Db,
  merchantId: number,
  now = Date.now(),
  outlets: OutletScope | null = null,
) {
  const date = istDate(now)
  const from = istDayStart(date) ?? now
  const byChannel = payinTotalsByChannel(db, merchantId, {
    from,
    to: from + DAY_MS,
    outlets,
  })
  const refunded = refundsByChannel(db, merchantId, { from, to: from + DAY_MS }, outlets)
  const view = (t: PayinTotals, refundedPaise: number) => ({
    total_amount: toRupees(t.successAmount),
    total_net_amount: toRupees(t.successNet),
    total_transactions: t.count,
    successful_transactions: t.successCount,
    success_rate: successRate(t.successCount, t.count),
    refunded_amount: toRupees(refundedPaise),
    net_of_refunds: toRupees(t.successAmount - refundedPaise),
  })
  const { counter, link, qr } = byChannel
  return {
    date,
    timezone: 'Asia/Kolkata' as const,
    ...view(
      addTotals(addTotals(counter, link), qr),
      refunded.counter + refunded.link + refunded.qr,
    ),
    // A standing-QR payment (decision 078) is its own line, as it is its own channel.
    channels: {
      counter: view(counter, refunded.counter),
      link: view(link, refunded.link),
      qr: view(qr, refunded.qr),
    },
  }
}

/** INR paise of the merchant's own refunds made in the range (pending or processed), by channel. */
function refundsByChannel(
  db: Db,
  merchantId: number,
  range: { from: number; to: number },
  outlets: OutletScope | null,
) {
  const outlet = payinOutletCondition(outlets, 'p.outlet_id')
  const rows = stmt(
    db,
    `SELECT p.channel AS channel, COALESCE(SUM(r.amount_inr), 0) AS amount
     FROM refunds AS r JOIN payins AS p ON p.id = r.payin_id
     WHERE r.merchant_id = ? AND r.created_at >= ? AND r.created_at < ?
       AND r.status IN ('pending', 'processed') AND r.automatic = 0${outlet ? ` AND ${outlet.sql}` : ''}
     GROUP BY p.channel`,
  ).all(merchantId, range.from, range.to, ...(outlet?.params ?? [])) as {
    channel: string
    amount: number
  }[]
  const amount = (channel: string) => rows.find((row) => row.channel === channel)?.amount ?? 0
  return { counter: amount('counter'), link: amount('link'), qr: amount('qr') }
}

export function payoutSummary(db: Db, merchantId: number, range: Range) {
  const row = stmt(
    db,
    `SELECT COUNT(*) AS total,
            COALESCE(SUM(status = 'success'), 0) AS successful,
            COALESCE(SUM(status IN ('pending', 'queued', 'processing')), 0) AS pending,
            COALESCE(SUM(status = 'failed'), 0) AS failed,
            COALESCE(SUM(CASE WHEN status = 'success' THEN amount END), 0) AS amount,
            COALESCE(SUM(CASE WHEN status = 'success' THEN fee END), 0) AS fee
     FROM payouts WHERE merchant_id = ? AND created_at >= ? AND created_at < ?`,
  ).get(merchantId, range.from ?? 0, range.to ?? OPEN_END) as {
    total: number
    successful: number
    pending: number
    failed: number
    amount: number
    fee: number
  }
  return {
    total_amount: toRupees(row.amount),
    total_fee: toRupees(row.fee),
    total_payouts: row.total,
    successful_payouts: row.successful,
    pending_payouts: row.pending,
    failed_payouts: row.failed,
  }
}

/**
 * Refunds made in the range (by the refund's own date, the period it happened in, not its
 * payin's), in INR (decision 050): processed ones reached the customer's bank, pending ones have
 * left the balance but not yet reached it. Failed ones moved nothing in the end; only counted.
 */
export function refundSummary(
  db: Db,
  merchantId: number,
  range: Range,
  outlets: OutletScope | null = null,
) {
  // An outlet's refunds are those of its payments (decision 080).
  const outlet = payinOutletCondition(outlets, 'p.outlet_id')
  const row = stmt(
    db,
    `SELECT COALESCE(SUM(CASE WHEN r.status = 'processed' THEN r.amount_inr END), 0) AS refunded,
            COALESCE(SUM(CASE WHEN r.status = 'pending' THEN r.amount_inr END), 0) AS pending,
            COALESCE(SUM(r.status = 'processed'), 0) AS processed_count,
            COALESCE(SUM(r.status = 'pending'), 0) AS pending_count,
            COALESCE(SUM(r.status = 'failed'), 0) AS failed_count
     FROM refunds AS r${outlet ? ' JOIN payins AS p ON p.id = r.payin_id' : ''}
     WHERE r.merchant_id = ? AND r.created_at >= ? AND r.created_at < ?${outlet ? ` AND ${outlet.sql}` : ''}`,
  ).get(merchantId, range.from ?? 0, range.to ?? OPEN_END, ...(outlet?.params ?? [])) as {
    refunded: number
    pending: number
    processed_count: number
    pending_count: number
    failed_count: number
  }
  return {
    refunded_amount: toRupees(row.refunded),
    pending_amount: toRupees(row.pending),
    processed_count: row.processed_count,
    pending_count: row.pending_count,
    failed_count: row.failed_count,
  }
}
