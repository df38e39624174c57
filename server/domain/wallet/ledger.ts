import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'

/*
 * The only code that changes wallet balances. Each bucket (available, pending, processing) moves
 * only together with a wallet_transactions row carrying balance_before/balance_after, so the ledger
 * chain per merchant and bucket can be replayed to the wallet row at any time. Callers run moves
 * inside one IMMEDIATE transaction together with the business change (see moneyTransaction).
 */

export type Bucket = 'available' | 'pending' | 'processing'

export type Move = {
  bucket: Bucket
  type: 'credit' | 'debit'
  amount: number
  referenceType: string
  referenceId: string
  description: string
}

export type WalletRow = {
  merchant_id: number
  available: number
  pending: number
  processing: number
  updated_at: number
}

export const INSUFFICIENT_BALANCE = 'Insufficient wallet balance'

/**
 * Runs fn in a write transaction taken up front (BEGIN IMMEDIATE): reads of the balance and the
 * writes that depend on them cannot interleave with another writer, even from another process.
 */
export function moneyTransaction<T>(db: Db, fn: () => T): T {
  return db.transaction(fn).immediate()
}

export function ensureWallet(db: Db, merchantId: number, now = Date.now()): void {
  stmt(db, 'INSERT OR IGNORE INTO wallets (merchant_id, updated_at) VALUES (?, ?)').run(
    merchantId,
    now,
  )
}

export function getWallet(db: Db, merchantId: number): WalletRow {
  const row = stmt(db, 'SELECT * FROM wallets WHERE merchant_id = ?').get(merchantId) as
    WalletRow | undefined
  return row ?? { merchant_id: merchantId, available: 0, pending: 0, processing: 0, updated_at: 0 }
}

/**
 * The one writer of wallet_transactions rows, for applyMoves and BulkLedger alike, so the live
 * moves and the seeded history can never disagree on which columns a ledger row carries.
 */
function insertLedgerRow(
  db: Db,
  merchantId: number,
  move: Move,
  before: number,
  after: number,
  at: number,
): void {
  stmt(
    db,
    `INSERT INTO wallet_transactions (merchant_id, bucket, transaction_type, reference_type,
       reference_id, description, amount, balance_before, balance_after, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    merchantId,
    move.bucket,
    move.type,
    move.referenceType,
    move.referenceId,
    move.description,
    move.amount,
    before,
    after,
    at,
  )
}

/** Applies moves in order; throws (rolling back the caller's transaction) if any would go negative. */
export function applyMoves(
  db: Db,
  merchantId: number,
  moves: readonly Move[],
  now = Date.now(),
): void {
  if (!db.inTransaction) throw new Error('ledger moves must run inside moneyTransaction()')
  ensureWallet(db, merchantId, now)
  for (const move of moves) {
    if (!Number.isSafeInteger(move.amount) || move.amount <= 0) {
      throw new Error(`ledger move amount must be a positive integer of paise: ${move.amount}`)
    }
    const wallet = getWallet(db, merchantId)
    const before = wallet[move.bucket]
    const after = move.type === 'credit' ? before + move.amount : before - move.amount
    if (after < 0) {
      if (move.bucket === 'available') throw new AppError(400, INSUFFICIENT_BALANCE)
      // pending/processing can only shrink by what was put there: going negative is a bug.
      throw new Error(`ledger invariant: ${move.bucket} balance would go negative`)
    }
    insertLedgerRow(db, merchantId, move, before, after, now)
    // The bucket name is one of three literals typed by Bucket, never request input.
    stmt(db, `UPDATE wallets SET ${move.bucket} = ?, updated_at = ? WHERE merchant_id = ?`).run(
      after,
      now,
      merchantId,
    )
  }
}

/**
 * Ledger writes for bulk history (the seed): the same rows and invariants as applyMoves, with the
 * balances tracked in memory instead of re-read per row so a million payins seed in seconds.
 * Call flush() before the surrounding transaction commits.
 */
export class BulkLedger {
  private readonly balances: Record<Bucket, number>

  constructor(
    private readonly db: Db,
    private readonly merchantId: number,
  ) {
    ensureWallet(db, merchantId)
    const wallet = getWallet(db, merchantId)
    this.balances = {
      available: wallet.available,
      pending: wallet.pending,
      processing: wallet.processing,
    }
  }

  balance(bucket: Bucket): number {
    return this.balances[bucket]
  }

  move(move: Move, at: number): void {
    const before = this.balances[move.bucket]
    const after = move.type === 'credit' ? before + move.amount : before - move.amount
    if (after < 0 || !Number.isSafeInteger(move.amount) || move.amount <= 0) {
      throw new Error(`seed ledger invariant broken on ${move.bucket}: ${before} → ${after}`)
    }
    insertLedgerRow(this.db, this.merchantId, move, before, after, at)
    this.balances[move.bucket] = after
  }

  /** Reads the balances again after a change made outside this ledger (the seed's settlements). */
  reload(): void {
    const wallet = getWallet(this.db, this.merchantId)
    this.balances.available = wallet.available
    this.balances.pending = wallet.pending
    this.balances.processing = wallet.processing
  }

  flush(at: number): void {
    stmt(
      this.db,
      'UPDATE wallets SET available = ?, pending = ?, processing = ?, updated_at = ? WHERE merchant_id = ?',
    ).run(
      this.balances.available,
      this.balances.pending,
      this.balances.processing,
      at,
      this.merchantId,
    )
  }
}
