import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import type { PayinRow } from '../core/payin-row'
import type { CounterRow } from '../counters/counters'
import { publishPayinChange } from '../payins/payin-events'
import { cancelForStandingQrLocked } from '../refunds/payin-lifecycle'
import { moneyTransaction } from '../wallet/ledger'

/*
 * The customer paid the printed standing QR instead of the sale's own (decision 078): the till
 * counts that payment for its open sale. One IMMEDIATE transaction compares and sets both rows,
 * so of two taps (or two tills) one wins: the sale ends cancelled_by 'standing_qr' and the
 * payment names the sale (a unique index), and nothing is charged twice. A payment that later
 * lands on the sale's own QR finds it cancelled and is refunded automatically (decision 050).
 */

export const SALE_NOT_OPEN = 'This sale was already paid or cancelled'
export const ALREADY_COUNTED = 'This payment was already counted for another sale'
export const AMOUNTS_DIFFER = 'The payment is not for the amount of this sale'
export const PAID_BEFORE_SALE = 'This payment was made before the sale was rung up'
export const PAYMENT_REFUNDED = 'This payment was refunded'

function counterPayin(db: Db, counter: CounterRow, transactionId: string, channel: string) {
  const row = stmt(
    db,
    `SELECT * FROM payins WHERE transaction_id = ? AND merchant_id = ? AND counter_id = ?
       AND channel = ?`,
  ).get(transactionId, counter.merchant_id, counter.counter_id, channel) as PayinRow | undefined
  if (!row) throw new AppError(404, 'Payin not found')
  return row
}

export function countStandingQrForSale(
  db: Db,
  counter: CounterRow,
  saleId: string,
  paymentId: string,
  now = Date.now(),
): { sale: PayinRow; payment: PayinRow } {
  return moneyTransaction(db, () => {
    const sale = counterPayin(db, counter, saleId, 'counter')
    const payment = counterPayin(db, counter, paymentId, 'qr')
    if (sale.status !== 'pending') throw new AppError(409, SALE_NOT_OPEN)
    if (payment.sale_transaction_id !== null) throw new AppError(409, ALREADY_COUNTED)
    if (payment.status !== 'success' || payment.refunded_amount + payment.refund_pending_amount > 0)
      throw new AppError(409, PAYMENT_REFUNDED)
    if (payment.amount !== sale.amount) throw new AppError(400, AMOUNTS_DIFFER)
    if (payment.created_at < sale.created_at) throw new AppError(409, PAID_BEFORE_SALE)
    const counted = stmt(
      db,
      `UPDATE payins SET sale_transaction_id = ?, updated_at = ?
       WHERE id = ? AND sale_transaction_id IS NULL`,
    ).run(sale.transaction_id, now, payment.id)
    if (counted.changes !== 1) throw new Error('payin changed under an immediate transaction')
    // The payment's webhook was its success; the stream hears that it now pays a sale.
    publishPayinChange(db, payment.merchant_id, payment.transaction_id)
    const cancelled = cancelForStandingQrLocked(db, sale, now)
    const updated = stmt(db, 'SELECT * FROM payins WHERE id = ?').get(payment.id) as PayinRow
    return { sale: cancelled, payment: updated }
  })
}
