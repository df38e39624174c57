import type Database from 'better-sqlite3'

/*
 * Frozen with migration 12 (decision 053): a settlement row for every settlement the ledger already
 * holds. A settlement written before settlements were recorded moved the merchant's whole pending
 * balance, so its batch is every pending movement since the merchant's previous settlement debit.
 * Its figures are read from those movements and their payins; GST is the inclusive split of each
 * payin's fee (decision 052: charge = fee × 100/118 half up, in integers (200·fee + 118) / 236).
 * Idempotent (one row per merchant and settlement reference), so the seed calls it as well after
 * writing its history the same way. Never edit: migrations-frozen pins the schema it makes.
 */
export function backfillSettlements(db: Database.Database): void {
  db.exec(`
    INSERT INTO settlements (merchant_id, settlement_id, after_tx_id, last_tx_id, payins, gross,
      fees, gst, adjustments, net, created_at)
    SELECT b.merchant_id, b.reference_id, b.after_id, b.id,
      COALESCE(SUM(w.reference_type = 'payin'), 0),
      COALESCE(SUM(CASE WHEN w.reference_type = 'payin' THEN w.amount + COALESCE(p.fee, 0) END), 0),
      COALESCE(SUM(CASE WHEN w.reference_type = 'payin'
        THEN (200 * COALESCE(p.fee, 0) + 118) / 236 END), 0),
      COALESCE(SUM(CASE WHEN w.reference_type = 'payin'
        THEN COALESCE(p.fee, 0) - (200 * COALESCE(p.fee, 0) + 118) / 236 END), 0),
      COALESCE(SUM(CASE WHEN w.reference_type <> 'payin'
        THEN CASE w.transaction_type WHEN 'credit' THEN w.amount ELSE -w.amount END END), 0),
      b.amount, b.created_at
    FROM (SELECT id, merchant_id, reference_id, amount, created_at,
            COALESCE(LAG(id) OVER (PARTITION BY merchant_id ORDER BY id), 0) AS after_id
          FROM wallet_transactions
          WHERE bucket = 'pending' AND reference_type = 'settlement_debit') AS b
    LEFT JOIN wallet_transactions AS w ON w.merchant_id = b.merchant_id AND w.bucket = 'pending'
      AND w.id > b.after_id AND w.id < b.id AND w.reference_type <> 'settlement_debit'
    LEFT JOIN payins AS p ON w.reference_type = 'payin' AND p.transaction_id = w.reference_id
    WHERE NOT EXISTS (SELECT 1 FROM settlements AS s
      WHERE s.merchant_id = b.merchant_id AND s.settlement_id = b.reference_id)
    GROUP BY b.id
    ORDER BY b.id;
  `)
}
