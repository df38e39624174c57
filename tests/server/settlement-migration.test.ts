import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { migrate } from '../../server/db/migrations'
import { DEFAULT_GATEWAY_PROFILE } from '../../server/domain/merchants/gateway-profile'
import { journalCursor } from '../../server/domain/reports/journal-cursor'
import { BulkLedger } from '../../server/domain/wallet/ledger'
import { settleMerchant } from '../../server/domain/settlements/settlement'
import { issueDueDocuments } from '../../server/domain/settlements/tax-documents'
import { ledgerProblems } from './support/helpers'

/*
 * Migration 11 on a database made by the previous release (decisions 052–054): the ledger's
 * settlements become settlement rows whose figures are read from it; no balance and no ledger row
 * changes; a payout made before (amount + fee on hold) still books and invoices consistently.
 */

const dir = mkdtempSync(join(tmpdir(), 'settlement-migration-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const DAY = 86_400_000

function previousRelease(): Database.Database {
  const db = new Database(join(dir, 'v9.db'))
  migrate(db, 11)
  const at = Date.now() - 70 * DAY
  db.prepare(
    `INSERT INTO merchants (id, username, email, name, business_name, password_hash, upi_vpa,
       created_at, updated_at) VALUES (1, 'old', 'old@example.in', 'Old', 'Old Traders', 'x',
       'old@sandbox', ?, ?)`,
  ).run(at, at)
  const ledger = new BulkLedger(db, 1)
  const payin = (id: string, amount: number, fee: number, t: number) => {
    db.prepare(
      `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, fee, net_amount, status,
         utr, customer_name, customer_email, expires_at, settled_at, created_at, updated_at)
       VALUES (1, ?, 'ORD', ?, ?, ?, 'success', '123456789012', 'Asha', 'a@x.in', ?, NULL, ?, ?)`,
    ).run(id, amount, fee, amount - fee, t, t, t)
    ledger.move(
      {
        bucket: 'pending',
        type: 'credit',
        amount: amount - fee,
        referenceType: 'payin',
        referenceId: id,
        description: 'Payin',
      },
      t,
    )
  }
  const settle = (ref: string, t: number) => {
    const amount = ledger.balance('pending')
    for (const [bucket, type, referenceType] of [
      ['pending', 'debit', 'settlement_debit'],
      ['available', 'credit', 'settlement_credit'],
    ] as const) {
      ledger.move(
        { bucket, type, amount, referenceType, referenceId: ref, description: 'Settlement' },
        t,
      )
    }
    db.prepare('UPDATE payins SET settled_at = ? WHERE settled_at IS NULL').run(t)
  }
  db.transaction(() => {
    payin('TXNOLD1', 100_000, 2000, at + DAY)
    payin('TXNOLD2', 55_555, 1111, at + DAY + 1000)
    settle('STLOLD1', at + 2 * DAY)
    payin('TXNOLD3', 99_999, 2000, at + 3 * DAY)
    settle('STLOLD2', at + 4 * DAY)
    // A payout of the previous release: amount and fee held together, confirmed later.
    db.prepare(
      `INSERT INTO payouts (merchant_id, payout_id, reference_id, amount, fee, net_amount, mode,
         status, approval_status, beneficiary_name, created_at, updated_at)
       VALUES (1, 'POUTOLD', 'R1', 50000, 650, 50650, 'IMPS', 'success', 'auto_approved', 'Ravi', ?, ?)`,
    ).run(at + 5 * DAY, at + 5 * DAY + 60_000)
    const hold = {
      amount: 50_650,
      referenceType: 'payout',
      referenceId: 'POUTOLD',
      description: 'Payout',
    }
    ledger.move({ ...hold, bucket: 'available', type: 'debit' }, at + 5 * DAY)
    ledger.move({ ...hold, bucket: 'processing', type: 'credit' }, at + 5 * DAY)
    ledger.move({ ...hold, bucket: 'processing', type: 'debit' }, at + 5 * DAY + 60_000)
    ledger.flush(at + 6 * DAY)
  })()
  return db
}

describe('migration 12 on a previous release', () => {
  it('records the ledger’s settlements with their figures, and changes no balance or ledger row', () => {
    const db = previousRelease()
    const before = {
      wallet: db.prepare('SELECT available, pending, processing FROM wallets').all(),
      ledger: db.prepare('SELECT * FROM wallet_transactions ORDER BY id').all(),
    }
    migrate(db)
    expect(db.prepare('SELECT available, pending, processing FROM wallets').all()).toEqual(
      before.wallet,
    )
    expect(db.prepare('SELECT * FROM wallet_transactions ORDER BY id').all()).toEqual(before.ledger)
    const rows = db
      .prepare(
        'SELECT settlement_id, payins, gross, fees, gst, adjustments, net FROM settlements ORDER BY id',
      )
      .all()
    // Fees split inclusive: ₹20 → ₹16.95 + ₹3.05; ₹11.11 → ₹9.42 + ₹1.69.
    expect(rows).toEqual([
      {
        settlement_id: 'STLOLD1',
        payins: 2,
        gross: 155_555,
        fees: 1695 + 942,
        gst: 305 + 169,
        adjustments: 0,
        net: 152_444,
      },
      {
        settlement_id: 'STLOLD2',
        payins: 1,
        gross: 99_999,
        fees: 1695,
        gst: 305,
        adjustments: 0,
        net: 97_999,
      },
    ])
    // The next settlement starts after the last one recorded: nothing is settled twice.
    expect(settleMerchant(db, 1)).toBe(0)
    expect(ledgerProblems(db)).toEqual([])

    // The old payout's fee is charged when the bank confirmed it: its voucher books it then.
    const vouchers = journalCursor(db, { merchantId: 1, from: 0, to: Date.now() }).next()
    for (const v of vouchers) {
      const debit = v.postings.reduce((t, p) => t + p.debit, 0)
      expect(debit, v.narration).toBe(v.postings.reduce((t, p) => t + p.credit, 0))
    }
    const sent = vouchers.find((v) => v.narration.startsWith('Payout POUTOLD to Ravi sent'))
    expect(sent?.postings.map((p) => [p.account, p.debit, p.credit])).toEqual([
      ['Payouts in Transit', 0, 50_650],
      ['Payouts', 50_000, 0],
      ['Gateway Charges', 551, 0],
      // 9 % of ₹5.51 is ₹0.50 each; the fee collected ₹0.99 of GST (decision 063).
      ['Input CGST', 50, 0],
      ['Input SGST', 50, 0],
      ['GST Rounding', 0, 1],
    ])
    // Invoices for the past months: payin fees, and the old payout's fee in its success month.
    expect(issueDueDocuments(db, 1, DEFAULT_GATEWAY_PROFILE)).toBeGreaterThanOrEqual(1)
    const docs = db.prepare("SELECT document FROM tax_documents WHERE kind = 'invoice'").all() as {
      document: string
    }[]
    const total = docs.reduce(
      (t, d) => t + (JSON.parse(d.document) as { totals: { total: number } }).totals.total,
      0,
    )
    expect(total).toBe(2000 + 1111 + 2000 + 650)
    expect(
      db.prepare("SELECT COUNT(*) AS n FROM tax_documents WHERE kind = 'credit_note'").get(),
    ).toEqual({ n: 0 })
    // An issued document never changes.
    expect(() => db.prepare("UPDATE tax_documents SET period = '2000-01'").run()).toThrow(
      /never changes/,
    )
    db.close()
  })
})
