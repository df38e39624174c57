import { apiRequestStream } from '../../lib/http/api-client'
import { localISODate } from '../../lib/i18n/format'
import * as m from './messages'

/**
 * product.md §2/§3: report types with their labels (messages, shown with t()); 'both' is sent
 * for All Transactions.
 */
export const REPORT_TYPES = [
  { value: 'both', label: m.typeAll },
  { value: 'payin', label: m.typePayin },
  { value: 'payout', label: m.typePayout },
  // Refunds (decision 050), offered only by a gateway that has them.
  { value: 'refund', label: m.typeRefund },
] as const
export const REPORT_STATUSES = ['success', 'pending', 'failed'] as const
/** The formats, each with a label and a line under it (messages, shown with t()). */
export const REPORT_FORMATS = [
  { value: 'csv', label: m.formatCsv, hint: m.hintCsv },
  { value: 'json', label: m.formatJson, hint: m.hintJson },
  // Beside the two of product.md §2: a spreadsheet keeps 12-digit UTRs and account numbers as
  // text (decision 030); the default, as the format a person opens (decision 055).
  { value: 'xlsx', label: m.formatXlsx, hint: m.hintXlsx },
] as const

/** What a person gets unless they choose: the workbook (decision 055). */
export const DEFAULT_REPORT_FORMAT = 'xlsx'

export type ReportType = (typeof REPORT_TYPES)[number]['value']
export type ReportFormat = (typeof REPORT_FORMATS)[number]['value']

/** product.md §2: the form's default is '30 days ago to today' (the From date is 30 days back). */
export const DEFAULT_RANGE_DAYS = 30
/**
 * Quick ranges count calendar days including today: 'Last 7 Days' is today − 6 … today (7 days,
 * not 8), 'Last 30 Days' today − 29 … today.
 */
export const QUICK_RANGES = [
  { id: 'today', title: m.quickToday, days: 1 },
  { id: '7d', title: m.quick7, days: 7 },
  { id: '30d', title: m.quick30, days: 30 },
] as const

export type DateRange = { fromDate: string; toDate: string }

/** `days` days before `today` (local calendar) up to today. */
export function rangeEndingToday(days: number, today: Date = new Date()): DateRange {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days)
  return { fromDate: localISODate(from), toDate: localISODate(today) }
}

/** The last `days` calendar days, today included: lastDays(7) is today − 6 … today. */
export function lastDays(days: number, today: Date = new Date()): DateRange {
  return rangeEndingToday(Math.max(days, 1) - 1, today)
}

export type ReportQuery = {
  from_date: string
  to_date: string
  format: ReportFormat
  type: ReportType
  status?: string
  /** One outlet's rows, or 'none' for links that name none (decision 080). */
  outlet_id?: string
  /** Excel only: a sheet for each outlet. */
  split?: 'outlet'
}

/**
 * The saved file's name, from the type and the date range, the same name the gateway gives the
 * CSV in its Content-Disposition: report-payin-2026-11-01-to-2026-11-23.csv
 */
export function reportFileName(
  query: Pick<ReportQuery, 'type' | 'from_date' | 'to_date' | 'format'>,
): string {
  return `report-${query.type}-${query.from_date}-to-${query.to_date}.${query.format}`
}

const MIME: Record<ReportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

export type DownloadProgress = { received: number; total: number | null }

/** Which step failed: the server refusing to build it, or the transfer of the file itself. */
export class ReportDownloadError extends Error {
  readonly stage = 'download' as const
  constructor(cause: unknown) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for logs; the screen says reports.downloadFailed
    super('Failed to download report', { cause })
    this.name = 'ReportDownloadError'
  }
}

/**
 * GET /merchant/transactions/report, streamed into a Blob chunk by chunk: progress is reported
 * as bytes arrive and the page never holds one giant string. JSON is kept byte for byte as the
 * server sent it ({ success, data }) rather than parsed and re-serialised on the main thread.
 */
export async function downloadReport(
  query: ReportQuery,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const response = await apiRequestStream('/merchant/transactions/report', { query })
  const length = Number(response.headers.get('content-length'))
  const total = Number.isFinite(length) && length > 0 ? length : null
  try {
    if (!response.body) return await response.blob()
    const reader = response.body.getReader()
    const chunks: BlobPart[] = []
    let received = 0
    onProgress({ received, total })
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      received += value.byteLength
      onProgress({ received, total })
    }
    return new Blob(chunks, { type: MIME[query.format] })
  } catch (error) {
    throw new ReportDownloadError(error)
  }
}
