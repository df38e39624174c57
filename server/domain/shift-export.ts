import ExcelJS from 'exceljs'
import type { Db } from '../db/connection'
import { stmt } from '../db/statements'
import { istFormatter } from './report-columns'
import { CSV_BOM, csvLines } from './csv'
import type { ZReport } from './shift-report'
import type { ShiftRow } from './shifts'

/*
 * A Z-report as a file (docs/api-contract.md § Counter devices, decision 048): the report's figures,
 * its cashiers, then every payin of the shift, oldest first, so the file itself shows its totals
 * add up. CSV through the reports' writer (formulas neutralised, UTF-8 BOM) and xlsx through
 * exceljs, as the transaction report does; a shift holds hundreds of rows, not a million, so the
 * workbook is built in memory.
 */

type Cell = string | number | null

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
}

function payinLines(db: Db, shift: ShiftRow): Cell[][] {
  const ist = istFormatter()
  const rows = stmt(
    db,
    `SELECT transaction_id, order_id, created_at, updated_at, COALESCE(amount_inr, amount) AS amount,
       status, paid_late, utr, cashier_name
     FROM payins WHERE merchant_id = ? AND shift_id = ? ORDER BY created_at, id`,
  ).all(shift.merchant_id, shift.shift_id) as PayinLine[]
  return rows.map((r) => [
    r.transaction_id,
    r.order_id,
    ist(r.created_at),
    ist(r.updated_at),
    r.amount / 100,
    r.status,
    r.paid_late === 1 ? 'Yes' : 'No',
    r.utr,
    r.cashier_name,
  ])
}

function figureLines(report: ZReport): [string, Cell][] {
  const ist = istFormatter()
  const at = (value: string | null) => (value === null ? null : ist(Date.parse(value)))
  return [
    [
      'Report',
      report.closed_at === null
        ? `X-report (shift #${report.number}, open)`
        : `Z-report #${report.number}`,
    ],
    ['Counter', report.counter.name],
    ['Opened At (IST)', at(report.opened_at)],
    ['Closed At (IST)', at(report.closed_at)],
    ['Closed By', report.closed_by],
    ['Successful Payments', report.success_count],
    ['Collected (INR)', report.success_amount],
    ['Paid Late', report.late_count],
    ['Declined', report.declined_count],
    ['Expired', report.expired_count],
    ['Cancelled', report.cancelled_count],
    ['Pending', report.pending_count],
    ['Refunds', report.refund_count],
    ['Refunded (INR)', report.refund_amount],
  ]
}

const money = (value: Cell) => (typeof value === 'number' ? value.toFixed(2) : value)
const MONEY_FIGURES = new Set(['Collected (INR)', 'Refunded (INR)'])

export function shiftCsv(db: Db, shift: ShiftRow, report: ZReport): string {
  const lines: Cell[][] = [['Field', 'Value']]
  for (const [field, value] of figureLines(report))
    lines.push([field, MONEY_FIGURES.has(field) ? money(value) : value])
  lines.push([], ['Cashier', 'Payments', 'Total (INR)'])
  for (const c of report.cashiers) lines.push([c.name, c.count, money(c.total_amount)])
  lines.push([], PAYIN_HEADER)
  for (const row of payinLines(db, shift)) {
    row[4] = money(row[4] ?? null)
    lines.push(row)
  }
  return CSV_BOM + csvLines(lines, '\r\n')
}

const XLSX_MONEY = '#,##0.00'

export async function shiftXlsx(db: Db, shift: ShiftRow, report: ZReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const summary = workbook.addWorksheet('Z-report')
  summary.columns = [{ width: 24 }, { width: 30 }, { width: 14 }]
  for (const [field, value] of figureLines(report)) {
    const row = summary.addRow([field, value])
    if (MONEY_FIGURES.has(field)) row.getCell(2).numFmt = XLSX_MONEY
  }
  summary.addRow([])
  summary.addRow(['Cashier', 'Payments', 'Total (INR)']).font = { bold: true }
  for (const c of report.cashiers) {
    summary.addRow([c.name, c.count, c.total_amount]).getCell(3).numFmt = XLSX_MONEY
  }
  const payins = workbook.addWorksheet('Payments', { views: [{ state: 'frozen', ySplit: 1 }] })
  payins.columns = PAYIN_HEADER.map((header, i) => ({
    header,
    width: i === 4 ? 14 : 22,
    style: i === 4 ? { numFmt: XLSX_MONEY } : {},
  }))
  payins.getRow(1).font = { bold: true }
  // Strings stay text cells (a 12-digit UTR is never turned into 1.2E+11); amounts are numbers.
  for (const row of payinLines(db, shift)) payins.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
