/*
 * The search key of payins and payouts (migrations 3 and 4, decisions 035 and 036); the index built on it
 * is server/db/search-index.ts.
 *
 * Each row gets a search key: one 63-bit integer that sorts exactly like the list order, is
 * scoped to the merchant and carries the row's status,
 *
 *   key = merchant_id · 2^51  +  (created_at − 2020-01-01) · 2^10  +  tie · 2^3  +  status code
 *
 * where tie (0…127) orders rows of one merchant sharing a created_at millisecond by id, and the
 * status code is the status's place in SearchTable.statuses. The key is the rowid of a contentless
 * FTS5 index, so FTS5 (which returns matches in rowid order) yields a merchant's matches already
 * newest first: `ORDER BY rowid DESC LIMIT 20` stops after 20, and `COUNT(*)` counts only that
 * merchant's postings. Tenant isolation and date ranges are rowid ranges inside the FTS index, and
 * a status filter is `rowid & 7` on each posting: never a probe per match (migration 4; the first
 * version looked each match's status up, ~0.9 µs a match, 20+ ms for a broad word). A status
 * change re-keys the row in place (same tie, new code). `<table>_search_keys` maps key ↔ id.
 *
 * Limits, enforced (the insert fails rather than mis-sorting): merchant_id 0…4095, created_at from
 * 2020-01-01 to 2089, at most 128 rows of one merchant in one millisecond, at most 8 statuses.
 * Ties are numbered in insertion order, which is id order because ids only grow (INTEGER PRIMARY
 * KEY, max + 1); a row whose created_at is later changed is re-keyed after the rows already in its
 * new millisecond. Keys exceed 2^53: they stay inside SQL (JS binds range bounds as BigInt and
 * never reads keys).
 */

export type SearchTable = {
  table: 'payins' | 'payouts'
  fts: string
  keys: string
  columns: readonly string[]
  /** Every status the table's CHECK allows; a status's code is its index here (at most 8). */
  statuses: readonly string[]
  /** Statuses beyond the 8 codes, each sharing the code of another (a filter rechecks the row). */
  shared?: Readonly<Record<string, number>>
}

export const PAYIN_SEARCH: SearchTable = {
  table: 'payins',
  fts: 'payins_fts',
  keys: 'payins_search_keys',
  // The sale's note (description), counter and cashier since migration 18 (decision 064).
  columns: [
    'transaction_id',
    'order_id',
    'customer_name',
    'customer_email',
    'utr',
    'description',
    'counter_name',
    'cashier_name',
  ],
  statuses: ['pending', 'success', 'failed', 'cancelled'],
}

export const PAYOUT_SEARCH: SearchTable = {
  table: 'payouts',
  fts: 'payouts_fts',
  keys: 'payouts_search_keys',
  columns: [
    'payout_id',
    'reference_id',
    'beneficiary_name',
    'beneficiary_account',
    'beneficiary_vpa',
    'utr_number',
  ],
  statuses: [
    'pending',
    'queued',
    'processing',
    'success',
    'failed',
    'pending_approval',
    'rejected',
    'expired',
  ],
  // Migration 24: a cancelled payout (never sent) shares expired's code.
  shared: { cancelled: 7 },
}

export const KEY_EPOCH_MS = Date.UTC(2020, 0, 1)
/** Below the time: the tie and the status code. */
const TIE_BITS = 10n
export const STATUS_BITS = 3
const TIME_BITS = 41n
const MERCHANT_SHIFT = TIE_BITS + TIME_BITS
export const MAX_MERCHANT_ID = 4095
export const KEY_TIME_END_MS = KEY_EPOCH_MS + 2 ** Number(TIME_BITS)
/** Key values one millisecond of one merchant spans (ties × status codes). */
export const SLOT_SPAN = 2 ** Number(TIE_BITS)
export const TIES = SLOT_SPAN >> STATUS_BITS
const STATUS_MASK = (1 << STATUS_BITS) - 1

/** A status's code in the key, or null for a status the table never holds. */
export function statusCode(s: SearchTable, status: string): number | null {
  const code = s.statuses.indexOf(status)
  return code < 0 ? (s.shared?.[status] ?? null) : code
}

/**
 * SQL for the status code of a row alias. In a trigger a status outside the list aborts the
 * statement; elsewhere (RAISE is trigger-only) it is NULL and the caller checks first.
 */
export const codeOf = (s: SearchTable, r: string, inTrigger = true) =>
  `(CASE ${r}.status ${[...s.statuses.map((st, i) => [st, i] as const), ...Object.entries(s.shared ?? {})].map(([st, i]) => `WHEN '${st}' THEN ${i}`).join(' ')} ELSE ${
    inTrigger ? `RAISE(ABORT, '${s.table}: status without a search code')` : 'NULL'
  } END)`

/** SQL: the key's bits without the status code (its slot + tie). */
export const withoutCode = (key: string) => `((${key} >> ${STATUS_BITS}) << ${STATUS_BITS})`

/** First key of (merchant, ms), as SQL over a row alias (NEW, OLD, p). */
export const slot = (r: string) =>
  `((${r}.merchant_id << ${MERCHANT_SHIFT}) + ((${r}.created_at - ${KEY_EPOCH_MS}) << ${TIE_BITS}))`

export const inRange = (r: string) =>
  `(${r}.merchant_id BETWEEN 0 AND ${MAX_MERCHANT_ID} AND ${r}.created_at >= ${KEY_EPOCH_MS} AND ${r}.created_at < ${KEY_TIME_END_MS})`

export const cols = (s: SearchTable, r?: string) =>
  s.columns.map((c) => (r ? `${r}.${c}` : c)).join(', ')

/** SQL condition on an FTS rowid for rows of one status code (bound as a parameter). */
export const STATUS_CODE_SQL = (rowid: string) => `(${rowid} & ${STATUS_MASK}) = ?`

/** Key bounds [lo, hi) for a merchant's rows created in [from, to): a rowid range of the index. */
export function keyRange(
  merchantId: number,
  from: number | null,
  to: number | null,
): [lo: bigint, hi: bigint] {
  const clamp = (t: number) => Math.min(Math.max(t, KEY_EPOCH_MS), KEY_TIME_END_MS)
  const at = (t: number) =>
    (BigInt(merchantId) << MERCHANT_SHIFT) + (BigInt(clamp(t) - KEY_EPOCH_MS) << TIE_BITS)
  return [at(from ?? KEY_EPOCH_MS), at(to ?? KEY_TIME_END_MS)]
}
