import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { kindOrLegacy, splitFee } from '../core/gst'
import type { SettlementRow } from './settlement-row'

/*
 * The money events of a settlement, read from its ledger batch (decision 053): the merchant's
 * pending-balance movements after the previous settlement's last one up to its own last one. Each
 * movement is one event with signed figures — a payment's gross in, its fee and GST out (negative,
 * as PhonePe's report writes them), a refund out — so that for every event
 * gross + fee + CGST + SGST + IGST + GST rounding = net (CGST = SGST: decision 063), and the nets add up to the settlement's net by
 * construction: they are the very movements the settlement debited from pending.
 */

export type SettlementEventKind = 'payment' | 'refund' | 'refund_reversal' | 'adjustment'

export type SettlementEvent = {
  movementId: number
  kind: SettlementEventKind
  referenceType: string
  referenceId: string
  transactionId: string | null
  orderId: string | null
  utr: string | null
  customer: string | null
  at: number
  /** Signed paise: the payment's gross, or the movement itself for any other event. */
  gross: number
  /** The gateway's charge (≤ 0) and the GST on it (≤ 0). */
  fee: number
  cgst: number
  sgst: number
  igst: number
  /** GST the fee collected beyond rate × charge per head (decision 063), signed like the rest. */
  rounding: number
  net: number
}

type Row = {
  id: number
  transaction_type: 'credit' | 'debit'
  reference_type: string
  reference_id: string
  amount: number
  created_at: number
  transaction_id: string | null
  order_id: string | null
  utr: string | null
  customer_name: string | null
  fee: number | null
  gst_kind: string | null
}

export type Batch = { merchantId: number; afterTxId: number; lastTxId: number }

function kindOf(row: Row): SettlementEventKind {
  if (row.reference_type === 'payin' && row.transaction_type === 'credit') return 'payment'
  if (row.reference_type === 'refund' && row.transaction_type === 'debit') return 'refund'
  if (row.reference_type === 'refund_reversal') return 'refund_reversal'
  return 'adjustment'
}

export function toEvent(row: Row): SettlementEvent {
  const kind = kindOf(row)
  const net = row.transaction_type === 'credit' ? row.amount : -row.amount
  const base = {
    movementId: row.id,
    kind,
    referenceType: row.reference_type,
    referenceId: row.reference_id,
    transactionId: row.transaction_id,
    orderId: row.order_id,
    utr: row.utr,
    customer: row.customer_name || null,
    at: row.created_at,
    net,
  }
  if (kind !== 'payment') {
    return { ...base, gross: net, fee: 0, cgst: 0, sgst: 0, igst: 0, rounding: 0 }
  }
  const fee = row.fee ?? 0
  const split = splitFee(fee, kindOrLegacy(row.gst_kind))
  return {
    ...base,
    gross: net + fee,
    fee: -split.charge,
    cgst: -split.cgst,
    sgst: -split.sgst,
    igst: -split.igst,
    rounding: -split.rounding,
  }
}

// A refund's movement names its refund (decision 050): the payment it returns and its UTR.
const EVENTS_SQL = `
  SELECT w.id, w.transaction_type, w.reference_type, w.reference_id, w.amount, w.created_at,
    COALESCE(p.transaction_id, r.transaction_id) AS transaction_id,
    COALESCE(p.order_id, rp.order_id) AS order_id, COALESCE(p.utr, r.utr) AS utr,
    COALESCE(p.customer_name, rp.customer_name) AS customer_name, p.fee, p.gst_kind
  FROM wallet_transactions AS w
  LEFT JOIN payins AS p ON w.reference_type = 'payin' AND p.transaction_id = w.reference_id
    AND p.merchant_id = w.merchant_id
  LEFT JOIN refunds AS r ON w.reference_type IN ('refund', 'refund_reversal')
    AND r.refund_id = w.reference_id AND r.merchant_id = w.merchant_id
  LEFT JOIN payins AS rp ON rp.id = r.payin_id
  WHERE w.merchant_id = ? AND w.bucket = 'pending' AND w.id > ? AND w.id <= ?
    AND w.reference_type NOT IN ('settlement_debit', 'settlement_credit')
  ORDER BY w.id LIMIT ?`

/** The batch's events after movement `afterId`, at most `limit`, oldest first. */
export function batchEvents(
  db: Db,
  batch: Batch,
  afterId = batch.afterTxId,
  limit = 1000,
): SettlementEvent[] {
  const rows = stmt(db, EVENTS_SQL).all(batch.merchantId, afterId, batch.lastTxId, limit) as Row[]
  return rows.map(toEvent)
}

/** Every event of the batch, batch by batch (a settlement of a busy day has thousands). */
export function* allBatchEvents(db: Db, batch: Batch, size = 1000): Generator<SettlementEvent[]> {
  let after = batch.afterTxId
  for (;;) {
    const events = batchEvents(db, batch, after, size)
    if (events.length > 0) yield events
    if (events.length < size) return
    after = events[events.length - 1]?.movementId ?? batch.lastTxId
  }
}

/** The figures a settlement row keeps. */
export type BatchTotals = Pick<
  SettlementRow,
  'payins' | 'gross' | 'fees' | 'gst' | 'adjustments' | 'net'
>

/** A batch's figures, from the same events its report lists. */
export function batchTotals(db: Db, batch: Batch): BatchTotals {
  const totals: BatchTotals = { payins: 0, gross: 0, fees: 0, gst: 0, adjustments: 0, net: 0 }
  for (const events of allBatchEvents(db, batch)) {
    for (const e of events) {
      totals.net += e.net
      if (e.kind === 'payment') {
        totals.payins++
        totals.gross += e.gross
        totals.fees -= e.fee
        totals.gst -= e.cgst + e.sgst + e.igst + e.rounding
      } else {
        totals.adjustments += e.net
      }
    }
  }
  return totals
}

const IN_BATCH = `merchant_id = ? AND bucket = 'pending' AND id > ? AND id <= ?
  AND reference_type NOT IN ('settlement_debit', 'settlement_credit')`

/** The movement id after which the events from `offset` on start (a page within one batch). */
export function eventOffsetId(db: Db, batch: Batch, offset: number): number {
  if (offset <= 0) return batch.afterTxId
  const found = stmt(
    db,
    `SELECT id FROM wallet_transactions WHERE ${IN_BATCH} ORDER BY id LIMIT 1 OFFSET ?`,
  ).get(batch.merchantId, batch.afterTxId, batch.lastTxId, offset - 1) as { id: number } | undefined
  return found?.id ?? batch.lastTxId
}

export function batchEventCount(db: Db, batch: Batch): number {
  const { n } = stmt(db, `SELECT COUNT(*) AS n FROM wallet_transactions WHERE ${IN_BATCH}`).get(
    batch.merchantId,
    batch.afterTxId,
    batch.lastTxId,
  ) as { n: number }
  return n
}
