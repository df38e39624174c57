import type { Db } from '../db/connection'
import { stmt } from '../db/statements'
import { kindOrLegacy, splitFee, type GstKind } from './gst'

/*
 * What a month's tax documents hold, read from the ledger (decision 054):
 * - fees charged in the month: a payment's fee when it is credited; a payout's fee when the payout
 *   is made (held amount = its amount) unless it failed within the month, or, for a payout that
 *   held amount and fee together (older), when the bank confirmed it;
 * - fees returned in the month: the fee of a payout that failed after the month it was made in
 *   (a failure within the month keeps its fee off that month's invoice instead).
 * Each fee is split on its own (decision 052) and the parts summed, so the invoice's tax is the
 * tax the fees carried, to the paisa.
 */

export const SAC_PAYMENT_SERVICES = '997158'

export type TaxLine = {
  description: string
  sac: string
  count: number
  taxable: number
  cgst: number
  sgst: number
  igst: number
  total: number
  /** A credit note's line: the invoice whose fees it returns. */
  invoice?: string
}

type FeeRow = { fee: number; kind: string | null; origin?: string }

function line(description: string, rows: FeeRow[], kind: GstKind): TaxLine | null {
  const mine = rows.filter((r) => kindOrLegacy(r.kind) === kind && r.fee > 0)
  if (mine.length === 0) return null
  const out: TaxLine = {
    description,
    sac: SAC_PAYMENT_SERVICES,
    count: mine.length,
    taxable: 0,
    cgst: 0,
    sgst: 0,
    igst: 0,
    total: 0,
  }
  for (const r of mine) {
    const split = splitFee(r.fee, kind)
    out.taxable += split.charge
    out.cgst += split.cgst
    out.sgst += split.sgst
    out.igst += split.igst
    out.total += r.fee
  }
  return out
}

function lines(description: string, rows: FeeRow[]): TaxLine[] {
  return (['cgst_sgst', 'igst'] as const).flatMap((kind) => line(description, rows, kind) ?? [])
}

export function invoiceLines(db: Db, merchantId: number, from: number, to: number): TaxLine[] {
  const payins = stmt(
    db,
    `SELECT p.fee, p.gst_kind AS kind FROM wallet_transactions AS w
     JOIN payins AS p ON p.transaction_id = w.reference_id AND p.merchant_id = w.merchant_id
     WHERE w.merchant_id = ? AND w.reference_type = 'payin' AND w.bucket = 'pending'
       AND w.transaction_type = 'credit' AND w.created_at >= ? AND w.created_at < ?`,
  ).all(merchantId, from, to) as FeeRow[]
  const payouts = stmt(
    db,
    `SELECT o.fee, o.gst_kind AS kind FROM wallet_transactions AS w
     JOIN payouts AS o ON o.payout_id = w.reference_id AND o.merchant_id = w.merchant_id
     WHERE w.merchant_id = ? AND w.reference_type = 'payout' AND w.bucket = 'processing'
       AND w.created_at >= ? AND w.created_at < ?
       AND ((w.transaction_type = 'credit' AND w.amount = o.amount
             AND NOT EXISTS (SELECT 1 FROM wallet_transactions AS f
               WHERE f.merchant_id = w.merchant_id AND f.reference_type = 'refund'
                 AND f.reference_id = w.reference_id AND f.bucket = 'processing'
                 AND f.created_at < ?))
         OR (w.transaction_type = 'debit' AND w.amount = o.net_amount))`,
  ).all(merchantId, from, to, to) as FeeRow[]
  return [
    ...lines('Payment gateway charges on payments received', payins),
    ...lines('Payout charges', payouts),
  ]
}

/** Fees returned in [from, to) whose charge was in an earlier month, with the month charged. */
export function creditLines(
  db: Db,
  merchantId: number,
  from: number,
  to: number,
  invoiceOf: (madeAt: number) => string | null,
): TaxLine[] {
  const returned = stmt(
    db,
    `SELECT o.fee, o.gst_kind AS kind, o.created_at AS made_at FROM wallet_transactions AS w
     JOIN payouts AS o ON o.payout_id = w.reference_id AND o.merchant_id = w.merchant_id
     WHERE w.merchant_id = ? AND w.reference_type = 'refund' AND w.bucket = 'processing'
       AND w.transaction_type = 'debit' AND w.amount = o.amount
       AND w.created_at >= ? AND w.created_at < ? AND o.created_at < ?`,
  ).all(merchantId, from, to, from) as (FeeRow & { made_at: number })[]
  const byInvoice = new Map<string, FeeRow[]>()
  for (const r of returned) {
    const invoice = invoiceOf(r.made_at) ?? ''
    byInvoice.set(invoice, [...(byInvoice.get(invoice) ?? []), r])
  }
  return [...byInvoice].flatMap(([invoice, rows]) =>
    lines(
      `Payout charges returned: failed payouts${invoice ? ` (invoice ${invoice})` : ''}`,
      rows,
    ).map((l) => (invoice ? { ...l, invoice } : l)),
  )
}

export function totalsOf(items: readonly TaxLine[]) {
  const totals = { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 }
  for (const l of items) {
    totals.taxable += l.taxable
    totals.cgst += l.cgst
    totals.sgst += l.sgst
    totals.igst += l.igst
    totals.total += l.total
  }
  return totals
}
