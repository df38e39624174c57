import { payoutFee } from '../domain/merchants/fees'
import type { BulkLedger } from '../domain/wallet/ledger'
import { DAY_MS, istDate } from '../domain/core/time'
import type { Db } from '../db/connection'
import type { Rng } from './prng'
import { BANKS_IFSC } from './seed-data'
import { seedId, seedUtr, type HistoryPlan, type SeedText } from './seed-ids'
import { stmt } from '../db/statements'

/*
 * Seeded payouts: recent large ones wait for approval, older ones succeeded or failed (refunded),
 * with the same ledger rows the live payout lifecycle writes.
 */

const BENEFICIARIES = 8

export function insertPayout(
  db: Db,
  ledger: BulkLedger,
  plan: HistoryPlan,
  rng: Rng,
  at: number,
  now: number,
  text: SeedText,
): void {
  const available = ledger.balance('available')
  const recent = at > now - DAY_MS
  const awaiting = recent && rng.chance(0.5) && available > 9_000_000
  const cap = Math.min(4_500_000, Math.floor(available / 5))
  const amount = awaiting
    ? rng.int(50_001, 90_000) * 100
    : Math.floor(rng.int(100_000, Math.max(100_000, cap)) / 10_000) * 10_000
  const fee = payoutFee(amount)
  if (amount + fee > available) return
  const slot = rng.int(1, BENEFICIARIES)
  const useVpa = slot > 6
  const payoutId = seedId(rng, 'POUT')
  const referenceId = `REF${istDate(at).replaceAll('-', '')}${rng.int(1000, 9999)}${payoutId.slice(-4)}`
  const status = awaiting ? 'pending' : rng.chance(0.85) ? 'success' : 'failed'
  const doneAt = Math.min(at + rng.int(60_000, 900_000), now)
  stmt(
    db,
    `INSERT INTO payouts (merchant_id, payout_id, reference_id, amount, fee, net_amount, mode, status,
       approval_status, beneficiary_name, beneficiary_account, beneficiary_ifsc, beneficiary_vpa,
       beneficiary_email, remarks, utr_number, gateway_payout_id, failure_reason, gst_kind,
       created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    plan.merchantId,
    payoutId,
    plan.text ? text.order : referenceId,
    amount,
    fee,
    amount + fee,
    useVpa ? 'UPI' : rng.chance(0.6) ? 'IMPS' : 'NEFT',
    status,
    awaiting ? 'awaiting_approval' : 'auto_approved',
    plan.text ? text.name : `Vendor ${slot} Supplies`,
    useVpa ? null : `50100${String(slot).padStart(7, '0')}`,
    useVpa ? null : BANKS_IFSC[slot % BANKS_IFSC.length],
    useVpa ? `vendor${slot}@okaxis` : null,
    plan.text ? text.email : `accounts@vendor${slot}.example.in`,
    text.note,
    status === 'success' ? seedUtr(rng) : null,
    status === 'success' ? seedId(rng, 'GPO') : null,
    status === 'failed' ? 'Beneficiary bank declined the transfer' : null,
    plan.gstKind ?? 'cgst_sgst',
    at,
    awaiting ? at : doneAt,
  )
  const base = { referenceType: 'payout', referenceId: payoutId }
  const name = (plan.text ? text.name : `Vendor ${slot} Supplies`).slice(0, 100)
  ledger.move(
    {
      ...base,
      bucket: 'available',
      type: 'debit',
      amount: amount + fee,
      description: `Payout to ${name}`,
    },
    at,
  )
  ledger.move(
    {
      ...base,
      bucket: 'processing',
      type: 'credit',
      // Only the amount is held; the fee is charged when the payout is made (decision 054).
      amount,
      description: `Payout to ${name} on hold`,
    },
    at,
  )
  if (status === 'success') {
    ledger.move(
      {
        ...base,
        bucket: 'processing',
        type: 'debit',
        amount,
        description: `Payout to ${name} completed`,
      },
      doneAt,
    )
  } else if (status === 'failed') {
    const refund = {
      referenceType: 'refund',
      referenceId: payoutId,
      description: `Refund of failed payout to ${name}`,
    }
    ledger.move({ ...refund, amount, bucket: 'processing', type: 'debit' }, doneAt)
    ledger.move({ ...refund, amount: amount + fee, bucket: 'available', type: 'credit' }, doneAt)
  }
}
