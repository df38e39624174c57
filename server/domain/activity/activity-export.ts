import type { Db } from '../../db/connection'
import { csvFile } from '../core/csv-file'
import { IST_OFFSET_MS } from '../core/time'
import { xlsxFile, type XlsxColumn } from '../core/xlsx-file'
import type { ActivityRow } from './activity-chain'
import { activityPage, type ActivityFilters } from './activity-list'

/*
 * The activity log as a file (GET /merchant/activity/export): every entry the list's filters
 * find, newest first, pulled a page at a time so memory stays flat. Times are IST as in the
 * reports: '+05:30' text in the CSV, a date cell of IST wall time in the workbook.
 */

const BATCH = 1000

const COLUMNS: readonly XlsxColumn[] = [
  { header: 'ID', kind: 'text', width: 10 },
  { header: 'When (IST)', kind: 'date' },
  { header: 'Actor Kind', kind: 'text', width: 10 },
  { header: 'Actor ID', kind: 'text', width: 14 },
  { header: 'Actor', kind: 'text', width: 24 },
  { header: 'Action', kind: 'text', width: 24 },
  { header: 'Target Kind', kind: 'text', width: 12 },
  { header: 'Target ID', kind: 'text', width: 26 },
  { header: 'Target', kind: 'text', width: 30 },
  { header: 'Before', kind: 'text', width: 40 },
  { header: 'After', kind: 'text', width: 40 },
  { header: 'Address', kind: 'text', width: 18 },
  { header: 'Device', kind: 'text', width: 22 },
]

/** 2026-12-07T18:30:05+05:30 for 2026-12-07T13:00:05Z. */
export function istText(ms: number): string {
  return `${new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`
}

function cells(row: ActivityRow, at: string | number): (string | number | null)[] {
  return [
    String(row.id),
    at,
    row.actor_kind,
    row.actor_id,
    row.actor_name,
    row.action,
    row.target_kind,
    row.target_id,
    row.target_label,
    row.before_json,
    row.after_json,
    row.address,
    row.device,
  ]
}

function pages(db: Db, merchantId: number, filters: ActivityFilters) {
  let before: number | null = null
  let done = false
  return (): ActivityRow[] => {
    if (done) return []
    const page = activityPage(db, merchantId, filters, before, BATCH)
    before = page.next
    done = page.next === null
    return page.rows
  }
}

export function activityExport(
  db: Db,
  merchantId: number,
  filters: ActivityFilters,
  format: 'csv' | 'xlsx',
): ReadableStream<Uint8Array> {
  const next = pages(db, merchantId, filters)
  if (format === 'csv') {
    return csvFile(
      COLUMNS.map((column) => column.header),
      () => next().map((row) => cells(row, istText(row.at))),
    )
  }
  return xlsxFile('Activity', COLUMNS, () => next().map((row) => cells(row, row.at)))
}
