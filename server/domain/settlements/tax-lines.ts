import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { GST_RATE_PERCENT, kindOrLegacy, splitFee, taxHeads, type GstKind } from '../core/gst'

/*
 * What a month's tax documents hold, read from the ledger (decision 054):
 * - fees charged in the month: a payment's fee when it is credited; a payout's fee when the payout
 *   is made (held amount = its amount) unless it failed within the month, or, for a payout that
 *   held amount and fee together (older), when the bank confirmed it;
 * - fees returned in the month: the fee of a payout that failed after the month it was made in
 *   (a failure within the month keeps its fee off that month's invoice instead).
 * Each fee's taxable value is its own (decision 052); the document's tax is worked out once on their
 * sum, and what the fees collected beyond it is stated as rounding (decision 063).
 */

export const SAC_PAYMENT_SERVICES = '997158'

/** The language a merchant's documents are written in (its profile's `language`). */
export type DocumentLanguage = 'en' | 'hi'

export type TaxLine = {
  description: string
  sac: string
  count: number
  taxable: number
  cgst: number
  sgst: number
  igst: number
  /** taxable + its taxes (decision 063; before it, the fees themselves). */
  total: number
  /** A credit note's line: the invoice whose fees it returns. */
  invoice?: string
}

/** Fees of one kind and tax kind, before the document's tax is worked out. */
export type FeeGroup = {
  what: 'payments' | 'payouts' | 'returned'
  kind: GstKind
  count: number
  taxable: number
  /** The fees themselves: taxable value + the GST they collected. */
  fees: number
  invoice?: string
}

type FeeRow = { fee: number; kind: string | null; origin?: string }

function group(what: FeeGroup['what'], rows: FeeRow[], kind: GstKind): FeeGroup | null {
  const mine = rows.filter((r) => kindOrLegacy(r.kind) === kind && r.fee > 0)
  if (mine.length === 0) return null
  const out: FeeGroup = { what, kind, count: mine.length, taxable: 0, fees: 0 }
  for (const r of mine) {
    out.taxable += splitFee(r.fee, kind).charge
    out.fees += r.fee
  }
  return out
}

function groups(what: FeeGroup['what'], rows: FeeRow[]): FeeGroup[] {
  return (['cgst_sgst', 'igst'] as const).flatMap((kind) => group(what, rows, kind) ?? [])
}

export function invoiceLines(db: Db, merchantId: number, from: number, to: number): FeeGroup[] {
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
  return [...groups('payments', payins), ...groups('payouts', payouts)]
}

/** Fees returned in [from, to) whose charge was in an earlier month, with the month charged. */
export function creditLines(
  db: Db,
  merchantId: number,
  from: number,
  to: number,
  invoiceOf: (madeAt: number) => string | null,
): FeeGroup[] {
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
    groups('returned', rows).map((g) => (invoice ? { ...g, invoice } : g)),
  )
}

const DESCRIPTIONS: Record<DocumentLanguage, Record<FeeGroup['what'], string>> = {
  en: {
    payments: 'Payment gateway charges on payments received',
    payouts: 'Payout charges',
    returned: 'Payout charges returned: failed payouts',
  },
  hi: {
    payments: 'प्राप्त भुगतानों पर पेमेंट गेटवे शुल्क',
    payouts: 'पेआउट शुल्क',
    returned: 'लौटाए गए पेआउट शुल्क: विफल पेआउट',
  },
}

const INVOICE_WORD: Record<DocumentLanguage, string> = { en: 'invoice', hi: 'इनवॉइस' }

export type TaxTotals = {
  taxable: number
  cgst: number
  sgst: number
  igst: number
  /** GST the fees collected − the heads (signed); absent on documents issued before it. */
  rounding?: number
  /** The fees: what the merchant paid. */
  total: number
}

/**
 * Each head of a document worked out once on its taxable value (rate × value, half up), and
 * shared out to its lines by largest remainder so the lines add up to it; the GST the fees
 * collected beyond the heads is the document's rounding (decision 063).
 */
export function documentLines(
  items: readonly FeeGroup[],
  language: DocumentLanguage,
): { lines: TaxLine[]; totals: TaxTotals } {
  const lines: TaxLine[] = items.map((g) => ({
    description:
      DESCRIPTIONS[language][g.what] +
      (g.invoice ? ` (${INVOICE_WORD[language]} ${g.invoice})` : ''),
    sac: SAC_PAYMENT_SERVICES,
    count: g.count,
    taxable: g.taxable,
    cgst: 0,
    sgst: 0,
    igst: 0,
    total: g.taxable,
    ...(g.invoice ? { invoice: g.invoice } : {}),
  }))
  const totals: TaxTotals = { taxable: 0, cgst: 0, sgst: 0, igst: 0, rounding: 0, total: 0 }
  for (const kind of ['cgst_sgst', 'igst'] as const) {
    const mine = items.flatMap((g, i) => (g.kind === kind ? [i] : []))
    if (mine.length === 0) continue
    const taxable = mine.reduce((n, i) => n + (items[i]?.taxable ?? 0), 0)
    const fees = mine.reduce((n, i) => n + (items[i]?.fees ?? 0), 0)
    const heads = taxHeads(taxable, fees - taxable, kind)
    const rate = kind === 'igst' ? GST_RATE_PERCENT : GST_RATE_PERCENT / 2
    const shares = share(
      heads.igst + heads.cgst,
      mine.map((i) => (items[i]?.taxable ?? 0) * rate),
    )
    mine.forEach((i, n) => {
      const l = lines[i]
      const part = shares[n] ?? 0
      if (!l) return
      if (kind === 'igst') l.igst = part
      else l.cgst = l.sgst = part
      l.total = l.taxable + l.cgst + l.sgst + l.igst
    })
    totals.taxable += taxable
    totals.cgst += heads.cgst
    totals.sgst += heads.sgst
    totals.igst += heads.igst
    totals.rounding = (totals.rounding ?? 0) + heads.rounding
    totals.total += fees
  }
  return { lines, totals }
}

/** `whole` paise shared out to parts whose exact values are `hundredths` / 100 of a paisa. */
function share(whole: number, hundredths: readonly number[]): number[] {
  const parts = hundredths.map((h) => Math.floor(h / 100))
  let left = whole - parts.reduce((a, b) => a + b, 0)
  const order = hundredths.map((h, i) => [h % 100, i] as const).sort((a, b) => b[0] - a[0])
  for (const [, i] of order) {
    if (left <= 0) break
    parts[i] = (parts[i] ?? 0) + 1
    left--
  }
  return parts
}
