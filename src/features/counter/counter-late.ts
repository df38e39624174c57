import { fromRupees } from '../../lib/money/paise'
/**
 * Late payments (decision 024): a customer's UPI credit that lands after the QR expired is
 * recorded as success with paid_late. The counter must announce it, because the cashier has
 * already been told "QR expired" and may have let the customer go, and must say so when the
 * customer seems to have paid twice (decision 049: how every late payment is caught). One that
 * lands on a QR the cashier cancelled, or after the late window, is refunded to the customer
 * automatically (decision 050): the counter announces that too, as money that went back.
 */
import type { SaleRecord } from '../../lib/counter-support/counter-store'
import type { LatePayment, LateRefund, RefundedAfter } from './counter-state'

export type LateCandidate = {
  transaction_id: string
  status?: string | null
  paid_late?: boolean | null
  auto_refund?: boolean | null
  cancelled_by?: string | null
}

export function isPaidLate(payment: LateCandidate): boolean {
  return payment.paid_late === true && (payment.status ?? '').toLowerCase() === 'success'
}

/** Received on a cancelled payin and sent back by the gateway: why, or null if not that. */
export function refundedAfter(payment: LateCandidate): RefundedAfter | null {
  if (payment.auto_refund !== true || (payment.status ?? '').toLowerCase() !== 'cancelled') {
    return null
  }
  return payment.cancelled_by === 'expiry' ? 'expired' : 'cancelled'
}

/**
 * Which payments in fresh "today" data are late payments not yet announced. `seen` is null for
 * the first data this screen sees: what was already there when the counter opened is history,
 * not news, so it only seeds the set. Returns the new set; the input is never changed.
 */
export function detectLatePayments<T extends LateCandidate>(
  payments: readonly T[],
  seen: ReadonlySet<string> | null,
): { fresh: T[]; seen: Set<string> } {
  const late = payments.filter(isPaidLate)
  const next = new Set(seen ?? [])
  const fresh: T[] = []
  for (const payment of late) {
    if (next.has(payment.transaction_id)) continue
    next.add(payment.transaction_id)
    if (seen) fresh.push(payment)
  }
  return { fresh, seen: next }
}

/** A payment row as the gateway lists it (the shift's, today's, or one status answer). */
export type PaymentRow = LateCandidate & {
  amount: number
  created_at?: string | null
  utr?: string | null
  /** The X-report's own finding: a later payment of the same amount on this counter's shift. */
  also_paid?: string | null
  refunded_amount?: number | null
  refund_pending_amount?: number | null
  /** The UTR of its latest processed refund (the report's late entries), when known. */
  refund_utr?: string | null
}

/** What of a payment went back: what reached the bank, else what is on its way, else null. */
export function refundOf(row: PaymentRow): LateRefund | null {
  const done = row.refunded_amount ?? 0
  const pending = row.refund_pending_amount ?? 0
  if (done > 0) return { amount: done, utr: row.refund_utr ?? null, pending: false }
  if (pending > 0) return { amount: pending, utr: null, pending: true }
  return null
}

/** A paid sale, from the gateway's lists or this device's own log: what a late one is compared to. */
type Paid = { transactionId: string; paise: number; createdAt: number }

const paiseOf = (amount: number): number => fromRupees(amount)

function epoch(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value
  const parsed = value ? Date.parse(value) : Number.NaN
  return Number.isFinite(parsed) ? parsed : 0
}

/**
 * Every late payment the counter knows of, each once, with `paidTwice` set where the same amount
 * was also paid in a sale charged after it (the customer, told the QR had expired, paid the new
 * one too). Sources: the shift's (or today's) payment rows and every late payment the gateway
 * lists; and the status answers for this device's own sales that ended unpaid, which catch a late
 * credit however many sales came after it, even against a gateway that lists only the latest five.
 * Sales this device itself showed as paid, or still has on screen (its own status follows
 * those), are never late news.
 */
export function collectLatePayments({
  rows,
  ownSales,
}: {
  rows: readonly PaymentRow[]
  ownSales: readonly SaleRecord[]
}): LatePayment[] {
  const notNews = new Set(
    ownSales.filter((s) => s.outcome !== 'unpaid').map((s) => s.transactionId),
  )
  const ownUnpaid = new Map(
    ownSales.filter((s) => s.outcome === 'unpaid').map((s) => [s.transactionId, s]),
  )
  const paid: Paid[] = []
  const late = new Map<string, PaymentRow & { createdAt: number; refunded: RefundedAfter | null }>()
  for (const row of rows) {
    const refunded = refundedAfter(row)
    if (refunded) {
      // Never the shift's money and never a second payment to compare with: announced as sent
      // back, however many sales came after it.
      if (!notNews.has(row.transaction_id)) {
        const own = ownUnpaid.get(row.transaction_id)
        const createdAt = own?.createdAt ?? epoch(row.created_at)
        late.set(row.transaction_id, { ...row, createdAt, refunded })
      }
      continue
    }
    const success = (row.status ?? '').toLowerCase() === 'success'
    if (!success) continue
    const own = ownUnpaid.get(row.transaction_id)
    const createdAt = own?.createdAt ?? epoch(row.created_at)
    paid.push({ transactionId: row.transaction_id, paise: paiseOf(row.amount), createdAt })
    // A success for a sale this device ended unpaid is late whatever the flag says.
    const isLate = isPaidLate(row) || own !== undefined
    if (isLate && !notNews.has(row.transaction_id)) {
      const known = late.get(row.transaction_id)
      // The same payment may come from two sources; keep the X-report's finding if it has one.
      late.set(row.transaction_id, {
        ...row,
        createdAt,
        refunded: null,
        also_paid: row.also_paid ?? known?.also_paid,
        refund_utr: row.refund_utr ?? known?.refund_utr,
      })
    }
  }
  for (const sale of ownSales) {
    if (sale.outcome === 'paid') {
      paid.push({
        transactionId: sale.transactionId,
        paise: paiseOf(sale.amount),
        createdAt: sale.createdAt,
      })
    }
  }
  return [...late.values()]
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((row) => ({
      transactionId: row.transaction_id,
      amount: row.amount,
      createdAt: row.created_at ?? new Date(row.createdAt).toISOString(),
      utr: row.utr ?? null,
      ...(row.refunded ? { refunded: row.refunded } : {}),
      refund: refundOf(row),
      // A payment given back is settled: nothing may ask for a refund of it again.
      paidTwice:
        !row.refunded &&
        refundOf(row) === null &&
        (Boolean(row.also_paid) ||
          paid.some(
            (p) =>
              p.transactionId !== row.transaction_id &&
              p.paise === paiseOf(row.amount) &&
              p.createdAt > row.createdAt,
          )),
    }))
}
