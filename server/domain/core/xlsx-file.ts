import { once } from 'node:events'
import { PassThrough, Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { IST_OFFSET_MS } from './time'

/*
 * A workbook for people (decisions 030 and 055), streamed by exceljs's WorkbookWriter batch by
 * batch so memory stays flat. Each column says what its cells are: text (ids, UTRs, accounts —
 * never parsed, so 000123… keeps its zeros and a 12-digit UTR never turns into 9.88E+11), money
 * (a number shown with two decimals), a count, or a date (a real date cell in IST, which sorts
 * and filters as a date). Text columns are as wide as the ids they hold.
 */

export type XlsxKind = 'text' | 'money' | 'count' | 'date' | 'day'

export type XlsxColumn = { header: string; kind: XlsxKind; width?: number }

/** A cell as the rows give it: text, a number, epoch ms for a date column, or empty. */
export type XlsxCell = string | number | null

const FORMATS: Record<XlsxKind, string | undefined> = {
  text: '@',
  money: '#,##0.00',
  count: '0',
  date: 'yyyy-mm-dd hh:mm:ss',
  day: 'yyyy-mm-dd',
}

const DEFAULT_WIDTHS: Record<XlsxKind, number> = {
  text: 22,
  money: 14,
  count: 8,
  date: 20,
  day: 12,
}

/** The date cell for an instant: Excel has no time zones, so the cell holds IST wall time. */
export function istDateCell(ms: number): Date {
  return new Date(ms + IST_OFFSET_MS)
}

/** One sheet of a workbook: its name, columns and rows, pulled batch by batch (empty: the end). */
export type XlsxSheet = {
  name: string
  columns: readonly XlsxColumn[]
  next: () => XlsxCell[][] | Promise<XlsxCell[][]>
}

export function xlsxFile(
  sheetName: string,
  columns: readonly XlsxColumn[],
  next: () => XlsxCell[][] | Promise<XlsxCell[][]>,
): ReadableStream<Uint8Array> {
  return xlsxWorkbook([{ name: sheetName, columns, next }])
}

/**
 * A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ], not blank, and
 * unique in the workbook without case ('Koramangala (2)' for a second one).
 */
export function sheetNames(names: readonly string[]): string[] {
  const taken = new Set<string>()
  return names.map((raw) => {
    const base =
      raw
        .replace(/[:\\/?*[\]]/g, '-')
        .replace(/^'+|'+$/g, '')
        .trim()
        .slice(0, 31) || 'Sheet'
    let name = base
    for (let n = 2; taken.has(name.toLowerCase()); n++) {
      const suffix = ` (${n})`
      name = base.slice(0, 31 - suffix.length) + suffix
    }
    taken.add(name.toLowerCase())
    return name
  })
}

/** A workbook of several sheets written one after another, each streamed as xlsxFile's. */
export function xlsxWorkbook(sheets: readonly XlsxSheet[]): ReadableStream<Uint8Array> {
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  })
  const names = sheetNames(sheets.map((sheet) => sheet.name))
  const write = async () => {
    for (const [i, one] of sheets.entries())
      await writeSheet(workbook, out, names[i] ?? one.name, one)
    await workbook.commit()
  }
  write().catch((error: unknown) => out.destroy(error as Error))
  return Readable.toWeb(out) as ReadableStream<Uint8Array>
}

async function writeSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  out: PassThrough,
  sheetName: string,
  { columns, next }: XlsxSheet,
): Promise<void> {
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((column, i) => ({
    header: column.header,
    key: String(i),
    // Wide enough for the header and for the values the column holds (ids, UTRs, accounts).
    width: Math.max(column.width ?? DEFAULT_WIDTHS[column.kind], column.header.length + 2),
    style: { numFmt: FORMATS[column.kind] },
  }))
  sheet.getRow(1).font = { bold: true }
  const dates = columns.flatMap((column, i) =>
    column.kind === 'date' || column.kind === 'day' ? [i] : [],
  )
  sheet.getRow(1).commit()
  for (;;) {
    const batch = await next()
    if (batch.length === 0) break
    for (const cells of batch) {
      const values: (string | number | Date | null)[] = cells
      for (const i of dates) {
        const ms = cells[i]
        if (typeof ms === 'number') values[i] = istDateCell(ms)
      }
      sheet.addRow(values).commit()
    }
    // Wait for the client when it is slower than the database: the zip output backs up here.
    if (out.writableNeedDrain) await once(out, 'drain')
    else await new Promise((resolve) => setImmediate(resolve))
  }
  sheet.commit()
}

/** A CSV or xlsx body from the same pull of rows: the route picks the content type. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const CSV_TYPE = 'text/csv; charset=utf-8'
