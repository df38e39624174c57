import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { toRupees } from '../domain/core/money'
import {
  findSettlement,
  listSettlements,
  settlementView,
  batchOf,
} from '../domain/settlements/settlement'
import {
  batchEventCount,
  batchEvents,
  eventOffsetId,
} from '../domain/settlements/settlement-events'
import { settlementReport } from '../domain/reports/settlement-report'
import { iso } from '../domain/core/time'
import { CSV_TYPE, XLSX_TYPE } from '../domain/core/xlsx-file'
import { AppError } from '../errors'
import { authorize } from '../http/auth'
import { listFilters, pagination } from '../http/list-params'
import { ok, okPage } from '../http/respond'
import { parseQuery } from '../http/validation'

/*
 * Settlements (decision 053): the list, one settlement with its money events (the payins it
 * covered, paged), and its report as CSV (software) or xlsx (people).
 */

const SETTLEMENT_ID = /^STL[0-9A-Z]{8,16}$/
const reportQuery = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx' }).default('xlsx'),
})

export function settlementRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const auth = authorize(deps, 'settlements.read')
  const find = (merchantId: number, id: string) => {
    if (!SETTLEMENT_ID.test(id)) throw new AppError(404, 'Settlement not found')
    return findSettlement(deps.db, merchantId, id)
  }

  app.get('/settlements', auth, (c) => {
    const filters = listFilters(c, null, {
      from: c.req.query('dateFrom') ?? c.req.query('from_date'),
      to: c.req.query('dateTo') ?? c.req.query('to_date'),
      names: ['dateFrom', 'dateTo'],
    })
    const { rows, total } = listSettlements(
      deps.db,
      c.get('merchantId'),
      filters.page,
      filters.limit,
      filters,
    )
    return okPage(c, rows.map(settlementView), pagination(filters, total))
  })

  app.get('/settlements/:id', auth, (c) => {
    const row = find(c.get('merchantId'), c.req.param('id'))
    return ok(c, settlementView(row))
  })

  // The settlement's money events (its payins first of all), oldest first, a page at a time.
  app.get('/settlements/:id/events', auth, (c) => {
    const row = find(c.get('merchantId'), c.req.param('id'))
    const filters = listFilters(c, null, { names: ['dateFrom', 'dateTo'] })
    const batch = batchOf(row)
    const offset = (filters.page - 1) * filters.limit
    const events = batchEvents(deps.db, batch, eventOffsetId(deps.db, batch, offset), filters.limit)
    const total = batchEventCount(deps.db, batch)
    return okPage(
      c,
      events.map((e) => ({
        event: e.kind,
        reference_id: e.referenceId,
        transaction_id: e.transactionId,
        order_id: e.orderId,
        utr: e.utr,
        customer_name: e.customer,
        created_at: iso(e.at),
        gross_amount: toRupees(e.gross),
        fee: toRupees(-e.fee),
        cgst: toRupees(-e.cgst),
        sgst: toRupees(-e.sgst),
        igst: toRupees(-e.igst),
        gst_rounding: toRupees(-e.rounding),
        net_amount: toRupees(e.net),
      })),
      pagination(filters, total),
    )
  })

  app.get('/settlements/:id/report', authorize(deps, 'books.read'), (c) => {
    const row = find(c.get('merchantId'), c.req.param('id'))
    const { format } = parseQuery(c, reportQuery)
    return new Response(settlementReport(deps.db, row, format), {
      status: 200,
      headers: {
        'Content-Type': format === 'csv' ? CSV_TYPE : XLSX_TYPE,
        'Content-Disposition': `attachment; filename="settlement-${row.settlement_id}.${format}"`,
        'Cache-Control': 'no-store',
      },
    })
  })

  return app
}
