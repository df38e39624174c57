import { outletByRowId } from '../outlets/outlet-row'
import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { publicId } from '../core/ids'
import type { CounterRow } from '../counters/counters'
import { getMerchant } from '../merchants/merchants'
import { publishPayinChange } from './payin-events'
import { payinWire } from './payin-wire'
import { addShiftCashier, ensureOpenShift } from '../counters/shifts'
import { USD_INR_RATE } from '../merchants/fees'
import { enqueueWebhook } from '../webhooks/webhook-outbox'
import type { PayinRow } from '../core/payin-row'

export const PAYIN_STATUSES = ['pending', 'success', 'failed', 'cancelled'] as const
export const PAYIN_CHANNELS = ['link', 'counter', 'qr'] as const

/** A USD payin's INR figure, converted once at creation at the stated sandbox rate. */
export function inrAtCreation(amount: number, currency: NewPayin['currency']) {
  if (currency === 'INR') return { amount_inr: null, fx_rate: null }
  return { amount_inr: Math.round(amount * USD_INR_RATE), fx_rate: USD_INR_RATE }
}

export type NewPayin = {
  order_id?: string
  amount: number
  currency: 'INR' | 'USD'
  channel?: PayinRow['channel']
  /** Absent or null only for a counter payin (the route enforces it): stored as ''. */
  customer_name?: string | null
  customer_email?: string | null
  customer_phone?: string | null
  callback_url?: string | null
  description?: string | null
  webhook_url?: string | null
  upi_id?: string | null
  expires_at?: number
  /** The outlet a payment link names (decision 080); a counter sale takes its counter's. */
  outlet?: { outlet_id: string; name: string } | null
  /** A counter sale's counter and cashier; createPayin puts it into the counter's open shift. */
  seat?: { counter: CounterRow; cashier: { id: number; staff_id: string; name: string } | null }
}

export function createPayin(db: Db, merchantId: number, input: NewPayin, ttlMs: number): PayinRow {
  const now = Date.now()
  const expiresAt = input.expires_at ?? now + ttlMs
  const inr = inrAtCreation(input.amount, input.currency)
  const seat = input.seat
  return db
    .transaction(() => {
      const shift = seat ? ensureOpenShift(db, seat.counter, now) : null
      if (shift && seat?.cashier) addShiftCashier(db, shift, seat.cashier, now)
      const outlet = seat ? outletByRowId(db, seat.counter.outlet_id) : (input.outlet ?? null)
      const result = stmt(
        db,
        `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, currency, amount_inr,
           fx_rate, status, customer_name, customer_email, customer_phone, description,
           callback_url, webhook_url, upi_id, channel, expires_at, created_at, updated_at,
           counter_id, counter_name, cashier_id, cashier_name, shift_id, outlet_id, outlet_name)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        merchantId,
        publicId('TXN'),
        input.order_id || `ORD${now}`,
        input.amount,
        input.currency,
        inr.amount_inr,
        inr.fx_rate,
        input.customer_name ?? '',
        input.customer_email ?? '',
        input.customer_phone ?? null,
        input.description ?? null,
        input.callback_url ?? null,
        input.webhook_url ?? null,
        input.upi_id ?? null,
        input.channel ?? 'link',
        expiresAt,
        now,
        now,
        seat?.counter.counter_id ?? null,
        seat?.counter.name ?? null,
        seat?.cashier?.staff_id ?? null,
        seat?.cashier?.name ?? null,
        shift?.shift_id ?? null,
        outlet?.outlet_id ?? null,
        outlet?.name ?? null,
      )
      const row = payinById(db, Number(result.lastInsertRowid))
      notifyPayin(db, row, now)
      return row
    })
    .immediate()
}

function payinById(db: Db, id: number): PayinRow {
  return stmt(db, 'SELECT * FROM payins WHERE id = ?').get(id) as PayinRow
}

/** A merchant's payin by transaction id; someone else's (or none) is the same 404. */
export function findPayin(db: Db, merchantId: number, transactionId: string): PayinRow {
  const row = stmt(db, 'SELECT * FROM payins WHERE transaction_id = ? AND merchant_id = ?').get(
    transactionId,
    merchantId,
  ) as PayinRow | undefined
  if (!row) throw new AppError(404, 'Payin not found')
  return row
}

export function findPayinAnyMerchant(db: Db, transactionId: string): PayinRow | undefined {
  return stmt(db, 'SELECT * FROM payins WHERE transaction_id = ?').get(transactionId) as
    PayinRow | undefined
}

/**
 * Queues the payin.<status> webhook to the link's own URL, else the merchant's payin URL, and rings
 * the merchant's open event streams. Called inside the transaction of every create and transition.
 */
export function notifyPayin(db: Db, row: PayinRow, now: number): void {
  const url = row.webhook_url ?? getMerchant(db, row.merchant_id).webhook_payin_url
  enqueueWebhook(
    db,
    row.merchant_id,
    url,
    `payin.${row.status}`,
    // The body is the Payin without its payment link and UPI intent (docs/api-contract.md).
    payinWire(row),
    now,
  )
  publishPayinChange(db, row.merchant_id, row.transaction_id)
}
