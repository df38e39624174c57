import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { AppError } from '../../errors'

/*
 * A payout file as its rows (decision 077): CSV (UTF-8, a byte-order mark allowed) or an Excel
 * workbook (.xlsx, its first sheet). The header names the columns, in any order and case; each
 * cell is read as the text a person typed, so an account's leading zeros stay where a text cell
 * kept them. Nothing here judges a row: batch-checks.ts does, every row, before anything is sent.
 */

/** The template's columns, in order (docs/api-contract.md "Payout files"). */
export const BATCH_COLUMNS = [
  'reference_id',
  'amount',
  'mode',
  'beneficiary_name',
  'beneficiary_account',
  'beneficiary_ifsc',
  'beneficiary_vpa',
  'beneficiary_phone',
  'beneficiary_email',
  'remarks',
  'beneficiary_id',
] as const
export type BatchColumn = (typeof BATCH_COLUMNS)[number]

/** Columns every file has: the others may be left out (a UPI-only file has no IFSC column). */
const REQUIRED_COLUMNS: readonly BatchColumn[] = ['reference_id', 'amount', 'mode']

export const MAX_BATCH_ROWS = 10_000
export const MAX_BATCH_BYTES = 5 * 1024 * 1024
export const BATCH_TYPE_MESSAGE = 'Only CSV and Excel (.xlsx) files are allowed'
export const BATCH_SIZE_MESSAGE = 'The file must be at most 5 MB'
export const BATCH_ROWS_MESSAGE = 'A file can have at most 10,000 payouts'
export const BATCH_EMPTY_MESSAGE = 'The file has no payouts: add rows under the header'

export type RawRow = { line: number; cells: Record<BatchColumn, string> }
export type FileKind = 'csv' | 'xlsx'

/** The kind by content: a zip is a workbook; text that is valid UTF-8 without NULs is a CSV. */
export function fileKind(bytes: Buffer, name: string): FileKind {
  const zip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
  if (zip && /\.xlsx$/i.test(name)) return 'xlsx'
  if (!zip && /\.(csv|txt)$/i.test(name) && !bytes.includes(0)) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes)
      return 'csv'
    } catch {
      throw new AppError(400, 'The CSV file must be saved as UTF-8')
    }
  }
  throw new AppError(400, BATCH_TYPE_MESSAGE)
}

export async function readBatchFile(bytes: Buffer, name: string): Promise<RawRow[]> {
  if (bytes.length > MAX_BATCH_BYTES) throw new AppError(400, BATCH_SIZE_MESSAGE)
  const grid = fileKind(bytes, name) === 'csv' ? csvGrid(bytes) : await xlsxGrid(bytes)
  return rowsOf(grid)
}

function csvGrid(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '')
  // Rows counted past the limit are not kept: a huge file is refused without holding it all.
  const grid: string[][] = []
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      grid.push(result.data)
      if (grid.length > MAX_BATCH_ROWS + 1) parser.abort()
    },
  })
  return grid
}

async function xlsxGrid(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  } catch {
    throw new AppError(400, 'The Excel file could not be read: save it again as .xlsx')
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new AppError(400, BATCH_EMPTY_MESSAGE)
  if (sheet.actualRowCount > MAX_BATCH_ROWS + 1) throw new AppError(400, BATCH_ROWS_MESSAGE)
  const grid: string[][] = []
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = []
    for (let i = 1; i <= row.cellCount; i++) cells.push(cellText(row.getCell(i)))
    if (cells.some((cell) => cell.trim() !== '')) grid.push(cells)
  })
  return grid
}

/** What the cell shows: a number as typed (no grouping), a formula's result, rich text joined. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return value
  return cell.text
}

function rowsOf(grid: string[][]): RawRow[] {
  const header = (grid[0] ?? []).map((name) => name.trim().toLowerCase())
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column))
  if (grid.length === 0 || missing.length > 0) {
    const names = (missing.length > 0 ? missing : REQUIRED_COLUMNS).join(', ')
    throw new AppError(400, `The file is missing the columns: ${names}. Start from the template`)
  }
  if (grid.length - 1 > MAX_BATCH_ROWS) throw new AppError(400, BATCH_ROWS_MESSAGE)
  if (grid.length < 2) throw new AppError(400, BATCH_EMPTY_MESSAGE)
  const at = BATCH_COLUMNS.map((column) => header.indexOf(column))
  return grid.slice(1).map((cells, i) => ({
    line: i + 2,
    cells: Object.fromEntries(
      BATCH_COLUMNS.map((column, c) => [column, (cells[at[c] ?? -1] ?? '').trim()]),
    ) as Record<BatchColumn, string>,
  }))
}
