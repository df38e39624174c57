import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import type { Bucket } from './ledger'
import { CSV_BOM, csvLines } from '../core/csv'
import { entryWord, kindWord } from './movement-words'
import { IST_OFFSET_MS } from '../core/time'
import type { WalletTransactionRow } from './wallet'

/*
 * The full statement of one wallet balance (bucket) as CSV: oldest first, like a bank statement,
 * so each row's Balance Before is the row above's Balance After. A file for people: Entry and
 * Type are the words the Wallet screen shows for the same movement (server/domain/wallet/movement-words). Streamed in keyset batches so a
 * merchant with millions of entries never has them all in memory (as the reports are).
 */

const BATCH = 500

export const STATEMENT_HEADER = [
  'Date (IST)',
  'Entry',
  'Type',
  'Description',
  'Reference',
  'Debit (INR)',
  'Credit (INR)',
  'Balance Before (INR)',
  'Balance After (INR)',
] as const

/** Rupees with exactly two decimals from integer paise, without float rounding. */
function rupees(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`
}

/** 'YYYY-MM-DD HH:MM:SS' in IST (UTC+05:30, no DST), what a merchant in India reads as the time. */
export function istDateTime(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}

function cells(row: WalletTransactionRow): string[] {
  const credit = row.transaction_type === 'credit'
  return [
    istDateTime(row.created_at),
    entryWord(row),
    kindWord(row),
    row.description,
    row.reference_id,
    credit ? '' : rupees(row.amount),
    credit ? rupees(row.amount) : '',
    rupees(row.balance_before),
    rupees(row.balance_after),
  ]
}

/** The statement's rows end with CRLF (RFC 4180), unlike the reports' LF: kept byte for byte. */
const csv = (rows: readonly (readonly string[])[]) => csvLines(rows, '\r\n')

export function statementStream(
  db: Db,
  merchantId: number,
  bucket: Bucket,
): ReadableStream<Uint8Array> {
  const page = stmt(
    db,
    `SELECT * FROM wallet_transactions
     WHERE merchant_id = ? AND bucket = ? AND (created_at > ? OR (created_at = ? AND id > ?))
     ORDER BY created_at, id LIMIT ${BATCH}`,
  )
  const encoder = new TextEncoder()
  let last: { at: number; id: number } = { at: -1, id: 0 }
  let started = false
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const rows = page.all(
          merchantId,
          bucket,
          last.at,
          last.at,
          last.id,
        ) as WalletTransactionRow[]
        // The BOM makes Excel read the file as UTF-8 (₹, names in Indian scripts).
        let chunk = started ? '' : CSV_BOM + csv([STATEMENT_HEADER])
        started = true
        if (rows.length > 0) chunk += csv(rows.map(cells))
        const tail = rows.at(-1)
        if (tail) last = { at: tail.created_at, id: tail.id }
        if (chunk) controller.enqueue(encoder.encode(chunk))
        if (rows.length < BATCH) controller.close()
      },
    },
    { highWaterMark: 1 },
  )
}
