import type { Db } from '../../db/connection'
import { xlsxWorkbook, type XlsxSheet } from '../core/xlsx-file'
import { listOutlets } from '../outlets/outlet-row'
import { reportRows } from './reports'
import { reportSheet } from './report-xlsx'
import type { ReportQuery, ReportRows } from './report-query'

/*
 * GET /merchant/transactions/report?format=xlsx&split=outlet (decision 080): one sheet per outlet,
 * named after it, in the outlets' order; then 'No outlet' for the links that name none and, for
 * a whole-business report, 'Payouts'. Each sheet is the report filtered to it (the same cursors
 * as ?outlet_id=), so the sheets add up to the unsplit report. An archived outlet gets a sheet
 * only when it has rows in the range.
 */

export const NO_OUTLET_SHEET = 'No outlet'
export const PAYOUTS_SHEET = 'Payouts'

/** The report's rows with its first batch read ahead, to tell an empty sheet before writing it. */
function peeked(rows: ReportRows): { rows: ReportRows; empty: boolean } {
  const first = rows.next()
  let given = false
  return {
    empty: first.length === 0,
    rows: {
      keep: rows.keep,
      next: () => {
        if (given) return rows.next()
        given = true
        return first
      },
    },
  }
}

export function splitReportStream(db: Db, q: ReportQuery): ReadableStream<Uint8Array> {
  const scope = q.outlets ?? null
  const sheets: XlsxSheet[] = []
  const outlets = listOutlets(db, q.merchantId).filter(
    (outlet) => scope === null || (scope.kind === 'outlets' && scope.ids.includes(outlet.id)),
  )
  for (const outlet of outlets) {
    const rows = reportRows(db, {
      ...q,
      outlets: { kind: 'outlets', ids: [outlet.id], outletIds: [outlet.outlet_id] },
    })
    if (outlet.archived_at === null) {
      sheets.push(reportSheet(outlet.name, rows))
      continue
    }
    const read = peeked(rows)
    if (!read.empty) sheets.push(reportSheet(outlet.name, read.rows))
  }
  // Links naming no outlet are the business's: not in a limited person's report.
  if (scope === null || scope.kind === 'none') {
    sheets.push(reportSheet(NO_OUTLET_SHEET, reportRows(db, { ...q, outlets: { kind: 'none' } })))
  }
  if (scope === null && (q.type === 'both' || q.type === 'payout')) {
    sheets.push(reportSheet(PAYOUTS_SHEET, reportRows(db, { ...q, type: 'payout' })))
  }
  // A workbook holds at least one sheet.
  if (sheets.length === 0) sheets.push(reportSheet('Transactions', reportRows(db, q)))
  return xlsxWorkbook(sheets)
}
