import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { dayRange, today } from '../domain/core/date-range'
import { PAYIN_CHANNELS } from '../domain/payins/payins'
import { reportStream } from '../domain/reports/reports'
import { splitReportStream } from '../domain/reports/report-split'
import type { ReportQuery } from '../domain/reports/report-query'
import { DAY_MS, istDate } from '../domain/core/time'
import { AppError } from '../errors'
import { authorize } from '../http/auth'
import { callOutlets } from '../http/outlet-filter'
import { masksCustomerContacts } from '../http/permissions'
import { streamed } from '../http/streamed'
import { parseQuery } from '../http/validation'

const MAX_RANGE_DAYS = 90
const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const
const STATUSES = [
  'success',
  'pending',
  'failed',
  'cancelled',
  'queued',
  'processing',
  'processed',
] as const

const reportQuery = z.object({
  from_date: z.string().optional(),
  to_date: z.string().optional(),
  status: z
    .union([z.literal(''), z.literal('all'), z.enum(STATUSES)], {
      error: `status must be one of: ${STATUSES.join(', ')}`,
    })
    .optional(),
  format: z
    .enum(['csv', 'json', 'xlsx'], { error: 'format must be csv, json or xlsx' })
    .default('csv'),
  // The list's word search (decision 030): the payments Export holds the rows the list found.
  search: z.string().max(200, { error: 'search must be at most 200 characters' }).optional(),
  // The payments list's Channel filter (payins: counter sales or payment links).
  channel: z
    .union([z.literal(''), z.enum(PAYIN_CHANNELS)], { error: 'channel must be link or counter' })
    .optional(),
  // One xlsx sheet per outlet (decision 080); CSV and JSON carry the Outlet column instead.
  split: z
    .union([z.literal(''), z.literal('outlet')], { error: 'split must be: outlet' })
    .optional(),
  type: z
    .union([z.literal(''), z.enum(['both', 'payin', 'payout', 'refund'])], {
      error: 'type must be both, payin, payout or refund',
    })
    .optional(),
})

export function reportRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()

  app.get('/merchant/transactions/report', authorize(deps, 'payments.read'), async (c) => {
    const q = parseQuery(c, reportQuery)
    // Default: the 30 days ending today (product.md §2 Reports); a bad date is a 400 before any maths.
    const toDate = q.to_date || today()
    const end = dayRange(undefined, toDate, ['from_date', 'to_date']).to ?? 0
    const fromDate = q.from_date || istDate(end - 30 * DAY_MS)
    const range = dayRange(fromDate, toDate, ['from_date', 'to_date'])
    const from = range.from ?? end
    if ((end - from) / DAY_MS > MAX_RANGE_DAYS) {
      throw new AppError(400, 'Maximum date range is 90 days')
    }
    const status = q.status && q.status !== 'all' ? q.status : undefined
    const type = q.type || 'both'
    const query: ReportQuery = {
      merchantId: c.get('merchantId'),
      type,
      status,
      range: { from, to: end },
      format: q.format,
      ...(q.search?.trim() ? { search: q.search.trim() } : {}),
      ...(q.channel ? { channel: q.channel } : {}),
      maskContacts: masksCustomerContacts(c.get('principal')),
      // A limited person's outlets, or ?outlet_id= (decision 080): then no payouts.
      outlets: callOutlets(deps.db, c),
    }
    const body =
      q.split === 'outlet' && q.format === 'xlsx'
        ? splitReportStream(deps.db, query)
        : reportStream(deps.db, query)
    const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
    if (q.format === 'json') {
      headers['Content-Type'] = 'application/json; charset=utf-8'
    } else {
      headers['Content-Type'] = CONTENT_TYPES[q.format]
      headers['Content-Disposition'] =
        `attachment; filename="report-${type}-${fromDate}-to-${toDate}.${q.format}"`
    }
    return new Response(await streamed(c, body), { status: 200, headers })
  })

  return app
}
