import { CHANNEL_CELL, COLUMNS, STATUS_CELL, TYPE_CELL } from './report-columns'
import type { Cell, ReportRows } from './report-query'
import { xlsxWorkbook, type XlsxColumn, type XlsxSheet } from '../core/xlsx-file'

/*
 * The report as an Excel workbook, the format a person gets by default (decisions 030, 055):
 * streamed batch by batch (server/domain/core/xlsx-file.ts), ids, UTRs and accounts as text cells as
 * wide as they are, amounts as numbers, times as real date cells in IST, and the screen's words
 * for types, statuses and channels ('Payment', 'Success', 'Counter') where the CSV and JSON, for
 * software, keep the codes.
 */

const TYPE_WORDS: Record<string, string> = { payin: 'Payment', payout: 'Payout', refund: 'Refund' }
const CHANNEL_WORDS: Record<string, string> = {
  link: 'Payment link',
  counter: 'Counter',
  qr: 'QR',
}

/** A status as the screen's badge shows it: 'success' → 'Success'. */
export function statusWord(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1)
}

const WORDS: Record<number, (code: string) => string> = {
  [TYPE_CELL]: (code) => TYPE_WORDS[code] ?? code,
  [STATUS_CELL]: statusWord,
  [CHANNEL_CELL]: (code) => CHANNEL_WORDS[code] ?? code,
}

export function xlsxStream(rows: ReportRows): ReadableStream<Uint8Array> {
  return xlsxWorkbook([reportSheet('Transactions', rows)])
}

/** A report's rows as one sheet of a workbook, in the screen's words. */
export function reportSheet(name: string, rows: ReportRows): XlsxSheet {
  const columns: XlsxColumn[] = rows.keep.map((i) => {
    const column = COLUMNS[i]
    return { header: column?.header ?? '', kind: column?.kind ?? 'text', width: column?.width }
  })
  const worded = rows.keep.flatMap((source, at) => {
    const word = WORDS[source]
    return word ? [[at, word] as const] : []
  })
  return {
    name,
    columns,
    next: () => {
      const batch = rows.next()
      for (const cells of batch) {
        for (const [at, word] of worded) {
          const code = cells[at]
          if (typeof code === 'string') cells[at] = word(code) as Cell
        }
      }
      return batch
    },
  }
}
