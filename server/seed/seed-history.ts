import { feeGstKind, payinFee } from '../domain/merchants/fees'
import { BulkLedger } from '../domain/wallet/ledger'
import { DEFAULT_SETTLEMENT_HOUR_IST, settleMerchant } from '../domain/settlements/settlement'
import { DAY_MS, istDayStart, istDate } from '../domain/core/time'
import type { Db } from '../db/connection'
import type { Rng } from './prng'
import { FIRST_NAMES, LAST_NAMES } from '../domain/payouts/sandbox-names'
import { DESCRIPTIONS, EMAIL_DOMAINS, PRICE_POINTS } from './seed-data'
import { seedId, seedUtr, type HistoryPlan, type SeedPlace, type SeedText } from './seed-ids'
import { insertPayout } from './seed-payouts'
import { stmt } from '../db/statements'

/*
 * Generates 60 days of merchant history in time order, one transaction per day, writing every
 * balance change through BulkLedger so wallets equal the ledger. Payins credit the pending bucket
 * when paid; each day at 10:00 IST the payments of the days before settle into available, as the
 * gateway's own settlement does (T+1 at SANDBOX_SETTLEMENT_HOUR_IST's default, decision 053).
 */

const DAYS = 60
const SETTLE_OFFSET_MS = DEFAULT_SETTLEMENT_HOUR_IST * 60 * 60 * 1000

function amountPaise(rng: Rng): number {
  if (rng.chance(0.6)) return rng.pick(PRICE_POINTS) * 100
  return rng.int(149, 25_000) * 100 + (rng.chance(0.2) ? rng.int(1, 99) : 0)
}

function customer(rng: Rng) {
  const first = rng.pick(FIRST_NAMES)
  const last = rng.pick(LAST_NAMES)
  const handle = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '')
  return {
    name: `${first} ${last}`,
    email: `${handle}${rng.int(1, 99)}@${rng.pick(EMAIL_DOMAINS)}`,
    order: `ORD${rng.int(1_000_000, 9_999_999)}`,
    note: rng.pick(DESCRIPTIONS),
  }
}

type PayinEvent = { kind: 'payin'; at: number }
type PayoutEvent = { kind: 'payout'; at: number }
type SettleEvent = { kind: 'settle'; at: number }
type Event = PayinEvent | PayoutEvent | SettleEvent

const INSERT_PAYIN = `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, fee, net_amount,
  currency, status, utr, gateway, customer_name, customer_email, customer_phone, description,
  expires_at, settled_at, created_at, updated_at, gst_kind, channel, counter_id, counter_name,
  cashier_id, cashier_name, outlet_id, outlet_name, payer_vpa)
  VALUES (?, ?, ?, ?, ?, ?, 'INR', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

const LINK: SeedPlace = { channel: 'link', counter: null, cashier: null, outlet: null }

/**
 * A status for the payin's channel: a standing-QR payment exists only once paid, and a counter
 * sale is never left waiting for days (its QR lives minutes), so its 'pending' became cancelled.
 */
function statusFor(channel: SeedPlace['channel'], roll: number): string {
  const status =
    roll < 0.7 ? 'success' : roll < 0.8 ? 'pending' : roll < 0.92 ? 'failed' : 'cancelled'
  if (channel === 'qr') return 'success'
  return channel === 'counter' && status === 'pending' ? 'cancelled' : status
}

export function seedHistory(db: Db, given: HistoryPlan, rng: Rng, now: number): void {
  const merchant = stmt(db, 'SELECT gstin, state_code FROM merchants WHERE id = ?').get(
    given.merchantId,
  ) as { gstin: string | null; state_code: string | null }
  const plan = { ...given, gstKind: given.gstKind ?? feeGstKind(merchant) }
  const firstDay = (istDayStart(istDate(now)) ?? now) - (DAYS - 1) * DAY_MS
  const ledger = new BulkLedger(db, plan.merchantId)
  // A payment settles at 10:00 IST on the day after the one it was paid on.
  const settleOffset = SETTLE_OFFSET_MS + (plan.settleDelayMs ?? 0)
  const settleAfter = (t: number): number => (istDayStart(istDate(t)) ?? t) + DAY_MS + settleOffset

  const textFor = plan.text ?? ((r: Rng) => customer(r))
  let payinIndex = 0
  let payoutIndex = 0

  db.transaction(() => {
    if (plan.openingTopup > 0) openingTopup(db, ledger, plan, rng, firstDay + 60_000)
    ledger.flush(firstDay)
  }).immediate()

  for (let day = 0; day < DAYS; day++) {
    const dayStart = firstDay + day * DAY_MS
    const dayEnd = Math.min(dayStart + DAY_MS, now)
    if (dayEnd <= dayStart) continue
    const events: Event[] = []
    const payinCount =
      Math.floor((plan.payins * (day + 1)) / DAYS) - Math.floor((plan.payins * day) / DAYS)
    for (let i = 0; i < payinCount; i++)
      events.push({ kind: 'payin', at: rng.int(dayStart, dayEnd - 1) })
    const payoutCount =
      Math.floor((plan.payouts * (day + 1)) / DAYS) - Math.floor((plan.payouts * day) / DAYS)
    for (let i = 0; i < payoutCount; i++)
      events.push({ kind: 'payout', at: rng.int(dayStart, dayEnd - 1) })
    if (dayStart + settleOffset < now) events.push({ kind: 'settle', at: dayStart + settleOffset })
    events.sort((a, b) => a.at - b.at)

    db.transaction(() => {
      for (const event of events) {
        if (event.kind === 'payin') {
          insertPayin(db, ledger, plan, rng, event.at, now, settleAfter, textFor(rng, payinIndex++))
        } else if (event.kind === 'payout') {
          insertPayout(db, ledger, plan, rng, event.at, now, textFor(rng, payoutIndex++))
        } else {
          // The gateway's own settlement, as its worker runs it: the pending movements made
          // before the day began (T+1), moved to available with their settlement row.
          ledger.flush(event.at)
          settleMerchant(db, plan.merchantId, event.at, dayStart)
          ledger.reload()
        }
      }
      ledger.flush(dayEnd)
    }).immediate()
  }
}

function openingTopup(db: Db, ledger: BulkLedger, plan: HistoryPlan, rng: Rng, at: number): void {
  const requestId = seedId(rng, 'TOP')
  stmt(
    db,
    `INSERT INTO topup_requests (merchant_id, request_id, amount, transfer_type, reference_number,
       status, admin_note, created_at, updated_at) VALUES (?, ?, ?, 'RTGS', ?, 'approved', 'Opening balance', ?, ?)`,
  ).run(
    plan.merchantId,
    requestId,
    plan.openingTopup,
    `UTIBR${rng.int(100_000_000, 999_999_999)}`,
    at,
    at,
  )
  ledger.move(
    {
      bucket: 'available',
      type: 'credit',
      amount: plan.openingTopup,
      referenceType: 'manual_topup',
      referenceId: requestId,
      description: 'Wallet top-up approved',
    },
    at,
  )
}

function insertPayin(
  db: Db,
  ledger: BulkLedger,
  plan: HistoryPlan,
  rng: Rng,
  paidAt: number,
  now: number,
  settleAfter: (t: number) => number,
  text: SeedText,
): void {
  const roll = rng.next()
  const place = plan.place ? plan.place(rng) : LINK
  const status = statusFor(place.channel, roll)
  const amount = amountPaise(rng)
  // A counter sale has no customer; a standing-QR payment names its payer and their UPI id.
  const name = place.channel === 'counter' ? '' : text.name
  const email = place.channel === 'link' ? text.email : ''
  const payerVpa =
    place.channel === 'qr' ? `${text.name.toLowerCase().replace(/[^a-z]/g, '')}@okaxis` : null
  const transactionId = seedId(rng, 'TXN')
  const createdAt = status === 'cancelled' ? paidAt - 180_000 : paidAt - rng.int(15_000, 170_000)
  const fee = status === 'success' ? payinFee(amount, plan.feeBps) : 0
  const net = status === 'success' ? amount - fee : 0
  const settleAt = settleAfter(paidAt)
  stmt(db, INSERT_PAYIN).run(
    plan.merchantId,
    transactionId,
    text.order,
    amount,
    fee,
    net,
    status,
    status === 'success' ? seedUtr(rng) : null,
    status === 'pending' ? null : 'SANDBOX-UPI',
    name,
    email,
    rng.chance(0.7) ? `9${rng.int(100_000_000, 999_999_999)}` : null,
    text.note,
    // Seeded pending links are long-lived (merchant-set expiry) so history stays stable after start.
    status === 'pending' ? createdAt + 90 * DAY_MS : createdAt + 180_000,
    status === 'success' && settleAt < now ? settleAt : null,
    createdAt,
    status === 'pending' ? createdAt : paidAt,
    status === 'success' ? plan.gstKind : null,
    place.channel,
    place.counter?.counter_id ?? null,
    place.counter?.name ?? null,
    place.cashier?.staff_id ?? null,
    place.cashier?.name ?? null,
    place.outlet?.outlet_id ?? null,
    place.outlet?.name ?? null,
    payerVpa,
  )
  if (status === 'success') {
    ledger.move(
      {
        bucket: 'pending',
        type: 'credit',
        amount: net,
        referenceType: 'payin',
        referenceId: transactionId,
        // As payinCreditFrom words a live one (a counter sale has no customer to name).
        description:
          place.channel === 'counter'
            ? 'Counter payin'
            : `${place.channel === 'qr' ? 'QR payin' : 'Payin'} from ${text.name.slice(0, 100)}`,
      },
      paidAt,
    )
  }
}
