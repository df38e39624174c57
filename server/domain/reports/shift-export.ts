import ExcelJS from 'exceljs'
import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { istFormatter } from './report-columns'
import { statusWord } from './report-xlsx'
import type { LateSection } from '../counters/shift-lates'
import { istDateCell } from '../core/xlsx-file'
import { CSV_BOM, csvLines } from '../core/csv'
import type { ZReport } from '../counters/shift-report'
import type { ShiftRow } from '../counters/shift-row'

/*
 * A Z-report as a file (docs/api-contract.md § Counter devices, decision 048): the report's figures,
 * its cashiers, then every payin of the shift, oldest first, so the file itself shows its totals
 * add up. CSV through the reports' writer (formulas neutralised, UTF-8 BOM) and xlsx through
 * exceljs, as the transaction report does; a shift holds hundreds of rows, not a million, so the
 * workbook is built in memory.
 */

type Cell = string | number | Date | null

const PAYIN_HEADER = [
  'Transaction ID',
  'Order ID',
  'Created At (IST)',
  'Updated At (IST)',
  'Amount (INR)',
  'Status',
  'Paid Late',
  'UTR',
  'Cashier',
  'Refunded (INR)',
  'Note',
]

type PayinLine = {
  transaction_id: string
  order_id: string
  created_at: number
  updated_at: number
  amount: number
  status: string
  paid_late: number
  utr: string | null
  cashier_name: string | null
  refunded: number
  description: string | null
}

/** How a payin stands, as the other workbooks say it; a payment sent back says so. */
function statusText(r: PayinLine): string {
  if (r.status === 'cancelled' && r.utr !== null) return 'Cancelled: paid, refunded automatically'
  return statusWord(r.status)
}

/**
 * The shift's payins, oldest first. `forPeople` (the workbook): real IST date cells and the
 * screen's words for statuses; otherwise (the CSV, for software) IST text and the codes.
 */
function payinLines(db: Db, shift: ShiftRow, forPeople: boolean): Cell[][] {
  const ist = istFormatter()
  const at = (ms: number) => (forPeople ? istDateCell(ms) : ist(ms))
  const rows = stmt(
    db,
    `SELECT transaction_id, order_id, created_at, updated_at, COALESCE(amount_inr, amount) AS amount,
       status, paid_late, utr, cashier_name, description,
       CASE WHEN amount_inr IS NULL THEN refunded_amount
         ELSE (SELECT COALESCE(SUM(r.amount_inr), 0) FROM refunds AS r
               WHERE r.payin_id = payins.id AND r.status = 'processed') END AS refunded
     FROM payins WHERE merchant_id = ? AND shift_id = ? ORDER BY created_at, id`,
  ).all(shift.merchant_id, shift.shift_id) as PayinLine[]
  return rows.map((r) => [
    r.transaction_id,
    r.order_id,
    at(r.created_at),
    at(r.updated_at),
    r.amount / 100,
    forPeople ? statusText(r) : r.status,
    r.paid_late === 1 ? 'Yes' : 'No',
    r.utr,
    r.cashier_name,
    r.refunded / 100,
    r.description,
  ])
}

/** The late payments and their refunds: what the Z-report screen lists under its figures. */
function lateLines(report: ZReport & LateSection, forPeople: boolean): Cell[][] {
  const ist = istFormatter()
  const at = (value: string | null) => {
    if (value === null) return null
    return forPeople ? istDateCell(Date.parse(value)) : ist(Date.parse(value))
  }
  const lines: Cell[][] = []
  for (const late of report.late_entries) {
    const what = late.auto_refund ? 'Paid after the QR closed, refunded automatically' : 'Paid late'
    lines.push([late.transaction_id, what, late.amount, at(late.paid_at), late.utr, null])
    for (const r of late.refunds) {
      const status = forPeople ? statusWord(r.status) : r.status
      lines.push([
        r.refund_id,
        r.after_close ? `Refund ${status} (after close)` : `Refund ${status}`,
        r.amount,
        at(r.created_at),
        r.utr,
        r.after_close ? 'Yes' : 'No',
      ])
    }
  }
  return lines
}

const LATE_HEADER = [
  'Late payment / refund',
  'What',
  'Amount (INR)',
  'At (IST)',
  'UTR',
  'After Close',
]

function figureLines(report: ZReport & LateSection, forPeople: boolean): [string, Cell][] {
  const ist = istFormatter()
  const at = (value: string | null) => {
    if (value === null) return null
    return forPeople ? istDateCell(Date.parse(value)) : ist(Date.parse(value))
  }
  return [
    [
      'Report',
      report.closed_at === null
        ? `X-report (shift #${report.number}, open)`
        : `Z-report #${report.number}`,
    ],
    ['Counter', report.counter.name],
    // The outlet the shift was at (decision 080); its payins all name it.
    ['Outlet', report.outlet_name],
    ['Opened At (IST)', at(report.opened_at)],
    ['Closed At (IST)', at(report.closed_at)],
    ['Closed By', report.closed_by],
    ['Successful Payments', report.success_count],
    ['Collected (INR)', report.success_amount],
    // The standing QR's line (decision 078), part of the two above; none in older Z-reports.
    ...(report.qr_count === undefined
      ? []
      : ([
          ['Standing QR Payments', report.qr_count],
          ['Standing QR (INR)', report.qr_amount ?? 0],
          ['Sales Paid on the Standing QR', report.counted_on_qr_count ?? 0],
        ] as [string, Cell][])),
    ['Paid Late', report.late_count],
    ['Declined', report.declined_count],
    ['Expired', report.expired_count],
    ['Cancelled', report.cancelled_count],
    ['Pending', report.pending_count],
    ['Refunds', report.refund_count],
    ['Refunded (INR)', report.refund_amount],
    ...(report.refunds_after_close
      ? ([
          ['Refunds After Close', report.refunds_after_close.count],
          ['Refunded After Close (INR)', report.refunds_after_close.amount],
        ] as [string, Cell][])
      : []),
  ]
}

const money = (value: Cell) => (typeof value === 'number' ? value.toFixed(2) : value)
const MONEY_FIGURES = new Set([
  'Collected (INR)',
  'Standing QR (INR)',
  'Refunded (INR)',
  'Refunded After Close (INR)',
])

export function shiftCsv(db: Db, shift: ShiftRow, report: ZReport & LateSection): string {
  const lines: Cell[][] = [['Field', 'Value']]
  for (const [field, value] of figureLines(report, false))
    lines.push([field, MONEY_FIGURES.has(field) ? money(value) : value])
  lines.push([], ['Cashier', 'Payments', 'Total (INR)'])
  for (const c of report.cashiers) lines.push([c.name, c.count, money(c.total_amount)])
  const lates = lateLines(report, false)
  if (lates.length > 0) {
    lines.push([], LATE_HEADER)
    for (const row of lates)
      lines.push([row[0] ?? null, row[1] ?? null, money(row[2] ?? null), ...row.slice(3)])
  }
  lines.push([], PAYIN_HEADER)
  for (const row of payinLines(db, shift, false)) {
    row[4] = money(row[4] ?? null)
    row[9] = money(row[9] ?? null)
    lines.push(row)
  }
  return CSV_BOM + csvLines(lines as (string | number | null)[][], '\r\n')
}

const XLSX_MONEY = '#,##0.00'

const XLSX_DATE = 'yyyy-mm-dd hh:mm:ss'

/** A row's cells formatted as what they are: money with two decimals, dates as IST date cells. */
function formatRow(row: ExcelJS.Row, moneyAt: readonly number[]): void {
  row.eachCell((cell, n) => {
    if (cell.value instanceof Date) cell.numFmt = XLSX_DATE
    else if (moneyAt.includes(n) && typeof cell.value === 'number') cell.numFmt = XLSX_MONEY
  })
}

export async function shiftXlsx(
  db: Db,
  shift: ShiftRow,
  report: ZReport & LateSection,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const summary = workbook.addWorksheet('Z-report')
  summary.columns = [
    { width: 28 },
    { width: 40 },
    { width: 14 },
    { width: 20 },
    { width: 22 },
    { width: 12 },
  ]
  for (const [field, value] of figureLines(report, true)) {
    const row = summary.addRow([field, value])
    formatRow(row, MONEY_FIGURES.has(field) ? [2] : [])
  }
  summary.addRow([])
  summary.addRow(['Cashier', 'Payments', 'Total (INR)']).font = { bold: true }
  for (const c of report.cashiers) {
    summary.addRow([c.name, c.count, c.total_amount]).getCell(3).numFmt = XLSX_MONEY
  }
  const lates = lateLines(report, true)
  if (lates.length > 0) {
    summary.addRow([])
    summary.addRow(LATE_HEADER).font = { bold: true }
    for (const line of lates) formatRow(summary.addRow(line), [3])
  }
  const payins = workbook.addWorksheet('Payments', { views: [{ state: 'frozen', ySplit: 1 }] })
  payins.columns = PAYIN_HEADER.map((header) => ({ header, width: header === 'Note' ? 40 : 22 }))
  payins.getRow(1).font = { bold: true }
  // Strings stay text cells (a 12-digit UTR is never turned into 1.2E+11); amounts are numbers;
  // times are real date cells holding IST wall time, as in the other workbooks.
  for (const line of payinLines(db, shift, true)) formatRow(payins.addRow(line), [5, 10])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
