import { outletByRowId } from '../outlets/outlet-row'
import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { publicId } from '../core/ids'
import type { PayinRow } from '../core/payin-row'
import { counterByStandingVpa, type CounterRow } from '../counters/counters'
import { addShiftCashier, ensureOpenShift } from '../counters/shifts'
import { activeStaffById, type StaffRow } from '../counters/staff'
import { succeedWithUtrLocked } from '../refunds/payin-lifecycle'
import { moneyTransaction } from '../wallet/ledger'

/*
 * A payment to a counter's standing QR (decision 078). The bank's credit names the payee address
 * it was paid to; that address is the counter's. The payin is created and paid in one money
 * transaction, through the payin lifecycle's own success (fee, net, the ledger's credit, the
 * shift, webhook and stream), with the bank's UTR: the same credit reported twice is one payin.
 */

export const NO_COUNTER_FOR_VPA = 'No counter has this payee address'

export type StandingQrCredit = {
  vpa: string
  /** Paise, > 0 (the caller validates the bank's figure). */
  amount: number
  payerName: string
  payerVpa: string
  utr: string
}

/** Who is selling on the counter's Till now (none when unpaired, or nobody chosen). */
function tillCashier(db: Db, counter: CounterRow, now: number): StaffRow | null {
  const till = stmt(
    db,
    `SELECT cashier_staff_id AS id FROM counter_devices
     WHERE counter_id = ? AND revoked_at IS NULL AND mode = 'till' AND expires_at > ?`,
  ).get(counter.id, now) as { id: number | null } | undefined
  return activeStaffById(db, till?.id ?? null)
}

export function qrPayinByUtr(db: Db, utr: string): PayinRow | undefined {
  // The literal channel lets SQLite use payins_qr_utr (unique among 'qr' payins).
  return stmt(db, "SELECT * FROM payins WHERE utr = ? AND channel = 'qr'").get(utr) as
    PayinRow | undefined
}

export function receiveStandingQrPayment(
  db: Db,
  credit: StandingQrCredit,
  now = Date.now(),
): PayinRow {
  return moneyTransaction(db, () => {
    const counter = counterByStandingVpa(db, credit.vpa)
    if (!counter) throw new AppError(404, NO_COUNTER_FOR_VPA)
    const seen = qrPayinByUtr(db, credit.utr)
    if (seen) return seen
    const shift = ensureOpenShift(db, counter, now)
    const cashier = tillCashier(db, counter, now)
    if (cashier) addShiftCashier(db, shift, cashier, now)
    const outlet = outletByRowId(db, counter.outlet_id)
    // Created pending and paid at once, so its success is the lifecycle's and nothing else's.
    const result = stmt(
      db,
      `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, currency, status,
         customer_name, customer_email, channel, payer_vpa, expires_at, created_at, updated_at,
         counter_id, counter_name, cashier_id, cashier_name, shift_id, outlet_id, outlet_name)
       VALUES (?, ?, ?, ?, 'INR', 'pending', ?, '', 'qr', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      counter.merchant_id,
      publicId('TXN'),
      `QR${credit.utr}`,
      credit.amount,
      credit.payerName,
      credit.payerVpa,
      now,
      now,
      now,
      counter.counter_id,
      counter.name,
      cashier?.staff_id ?? null,
      cashier?.name ?? null,
      shift.shift_id,
      outlet.outlet_id,
      outlet.name,
    )
    const row = stmt(db, 'SELECT * FROM payins WHERE id = ?').get(
      result.lastInsertRowid,
    ) as PayinRow
    return succeedWithUtrLocked(db, row, credit.utr, now)
  })
}
