import type { Range } from '../core/date-range'
import type { OutletScope } from '../outlets/outlet-scope'

/* What a report is asked for, and what its cursors give back (decision 068: types below users). */

/** One cell of a report row (report-columns.ts says what each column holds). */
export type Cell = string | number | null

export type ReportFormat = 'csv' | 'json' | 'xlsx'

export type ReportQuery = {
  merchantId: number
  /** both: payins, payouts and refunds (decision 050); refund: refunds only. */
  type: 'both' | 'payin' | 'payout' | 'refund'
  status?: string
  /** The list's word search (same index and semantics as /payin/list?search). */
  search?: string
  /** The payments list's Channel filter: payins (and their refunds) of that channel only. */
  channel?: 'link' | 'counter' | 'qr'
  /**
   * Payins (and their refunds) of these outlets only, and no payouts, which are the business's
   * (decision 080): a limited person's, or ?outlet_id=. Null or absent: the whole business.
   */
  outlets?: OutletScope | null
  /** The Email and Phone cells masked, for a Viewer (decision 072). */
  maskContacts?: boolean

  range: Required<{ [K in keyof Range]: number }>
  format: ReportFormat
}

export type ReportRows = { keep: number[]; next(): Cell[][] }
