import type { Db } from '../../db/connection'
import { toRupees } from '../core/money'
import { stmt } from '../../db/statements'
import { csvFile } from '../core/csv-file'
import { xlsxFile, type XlsxCell, type XlsxColumn } from '../core/xlsx-file'
import { BATCH_COLUMNS } from './batch-file'
import type { BatchLineRow, BatchRow } from './batch-row'

/*
 * The files a batch hands back (decision 077), through the reports' own writers: CSV for software
 * (exact values, the one CSV writer's quoting and formula neutralisation) and xlsx for people,
 * where accounts, UTRs and ids are text cells — never numbers that lose a leading zero or turn
 * into 9.88E+11. The template and the errors file have the upload's columns, so a person fixes
 * the errors file and uploads it again.
 */

export type FileFormat = 'csv' | 'xlsx'
const PAGE = 500

const TEXT_COLUMNS: readonly XlsxColumn[] = BATCH_COLUMNS.map((header) => ({
  header,
  kind: header === 'amount' ? 'money' : 'text',
}))

const EXAMPLES: XlsxCell[][] = [
  [
    'SALARY-001',
    1500.5,
    'IMPS',
    'Ravi Kumar',
    '001234567890',
    'SBIN0001234',
    null,
    '9876543210',
    'ravi@example.com',
    'November salary',
    null,
  ],
  [
    'VENDOR-002',
    250,
    'UPI',
    'Asha Traders',
    null,
    null,
    'asha@okbank',
    null,
    null,
    'Invoice 42',
    null,
  ],
]

function file(
  format: FileFormat,
  sheet: string,
  columns: readonly XlsxColumn[],
  next: () => XlsxCell[][],
) {
  return format === 'csv'
    ? csvFile(
        columns.map((c) => c.header),
        next,
      )
    : xlsxFile(sheet, columns, next)
}

function once(rows: XlsxCell[][]): () => XlsxCell[][] {
  let sent = false
  return () => {
    if (sent) return []
    sent = true
    return rows
  }
}

export function templateFile(format: FileFormat) {
  return file(format, 'Payouts', TEXT_COLUMNS, once(EXAMPLES))
}

/** Rows of the batch `where` picks, a page at a time in line order. */
function pages<T>(
  db: Db,
  sql: string,
  batch: BatchRow,
  map: (row: BatchLineRow & T) => XlsxCell[],
) {
  let after = 0
  return () => {
    const rows = stmt(db, `${sql} AND r.line > ? ORDER BY r.line LIMIT ${PAGE}`).all(
      batch.id,
      after,
    ) as (BatchLineRow & T)[]
    after = rows.at(-1)?.line ?? after
    return rows.map(map)
  }
}

const money = (paise: number | null) => (paise === null ? null : toRupees(paise))

export function errorsFile(db: Db, batch: BatchRow, format: FileFormat) {
  const columns: XlsxColumn[] = [...TEXT_COLUMNS, { header: 'error', kind: 'text', width: 60 }]
  const sql = "SELECT r.* FROM payout_batch_rows AS r WHERE r.batch_id = ? AND r.status = 'invalid'"
  return file(
    format,
    'Errors',
    columns,
    pages(db, sql, batch, (r) => [
      r.reference_id,
      money(r.amount),
      r.mode,
      r.beneficiary_name,
      r.beneficiary_account,
      r.beneficiary_ifsc,
      r.beneficiary_vpa,
      r.beneficiary_phone,
      r.beneficiary_email,
      r.remarks,
      r.beneficiary_id,
      (JSON.parse(r.errors_json) as string[]).join('; '),
    ]),
  )
}

const RESULT_COLUMNS: readonly XlsxColumn[] = [
  { header: 'line', kind: 'count' },
  { header: 'reference_id', kind: 'text' },
  { header: 'amount', kind: 'money' },
  { header: 'mode', kind: 'text', width: 8 },
  { header: 'beneficiary_name', kind: 'text', width: 28 },
  { header: 'beneficiary_account', kind: 'text' },
  { header: 'beneficiary_ifsc', kind: 'text', width: 14 },
  { header: 'beneficiary_vpa', kind: 'text' },
  { header: 'payout_id', kind: 'text' },
  { header: 'status', kind: 'text', width: 12 },
  { header: 'utr', kind: 'text', width: 16 },
  { header: 'failure_reason', kind: 'text', width: 40 },
]

type Outcome = { p_status: string | null; utr: string | null; failure_reason: string | null }

export function resultFile(db: Db, batch: BatchRow, format: FileFormat) {
  const sql = `SELECT r.*, p.status AS p_status, p.utr_number AS utr, p.failure_reason
    FROM payout_batch_rows AS r LEFT JOIN payouts AS p ON p.payout_id = r.payout_id
    WHERE r.batch_id = ?`
  return file(
    format,
    'Result',
    RESULT_COLUMNS,
    pages<Outcome>(db, sql, batch, (r) => [
      r.line,
      r.reference_id,
      money(r.amount),
      r.mode,
      r.beneficiary_name,
      r.beneficiary_account,
      r.beneficiary_ifsc,
      r.beneficiary_vpa,
      r.payout_id,
      r.p_status ?? (r.status === 'valid' ? 'waiting' : r.status),
      r.utr,
      r.failure_reason ??
        (r.status === 'cancelled' || r.status === 'invalid'
          ? (JSON.parse(r.errors_json) as string[]).join('; ') || null
          : null),
    ]),
  )
}
