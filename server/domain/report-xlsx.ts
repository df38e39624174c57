import { once } from 'node:events'
import { PassThrough, Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { COLUMNS } from './report-columns'
import type { ReportRows } from './reports'

/*
 * The report as an Excel workbook (decision 030), streamed by exceljs's WorkbookWriter: rows are
 * committed as they are read, batch by batch, so memory stays flat whatever the range. Plain CSV
 * cannot keep a 12-digit UTR or account number as text in a spreadsheet (Calc and Excel read it as
 * a number and show 1.23457E+11); here ids, UTRs and accounts are text cells and amounts are
 * number cells with two decimals, under one header row.
 */

const XLSX_MONEY = '#,##0.00'

export function xlsxStream(rows: ReportRows): ReadableStream<Uint8Array> {
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  })
  const sheet = workbook.addWorksheet('Transactions', { views: [{ state: 'frozen', ySplit: 1 }] })
  const kept = rows.keep.map((i) => COLUMNS[i])
  sheet.columns = kept.map((column) => ({
    header: column?.header ?? '',
    key: column?.key ?? '',
    width: column?.kind === 'money' ? 14 : 22,
    style: column?.kind === 'money' ? { numFmt: XLSX_MONEY } : {},
  }))
  sheet.getRow(1).font = { bold: true }

  const write = async () => {
    sheet.getRow(1).commit()
    for (;;) {
      const batch = rows.next()
      if (batch.length === 0) break
      // Cells keep their JS type: strings are text cells (never parsed), numbers are numbers.
      for (const cells of batch) sheet.addRow(cells).commit()
      // Wait for the client when it is slower than the database: the zip output backs up here.
      if (out.writableNeedDrain) await once(out, 'drain')
      else await new Promise((resolve) => setImmediate(resolve))
    }
    sheet.commit()
    await workbook.commit()
  }
  write().catch((error: unknown) => out.destroy(error as Error))
  return Readable.toWeb(out) as ReadableStream<Uint8Array>
}
