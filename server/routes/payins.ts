import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { counterToday } from '../domain/counter-today'
import { dayRange } from '../domain/date-range'
import { getMerchant } from '../domain/merchants'
import { cancelPayin, refreshExpiry } from '../domain/payin-lifecycle'
import { listPayins, listPayinTotals } from '../domain/payin-list'
import { totalsView } from '../domain/payin-totals'
import { createPayin, findPayin, PAYIN_CHANNELS, PAYIN_STATUSES, payinView } from '../domain/payins'
import { payinSummary } from '../domain/summaries'
import { requireMerchant } from '../http/auth'
import { listChannel, listFilters, pagination } from '../http/list-params'
import { ok, okPage } from '../http/respond'
import { parseQuery, readJsonObject } from '../http/validation'
import { parseCreatePayin } from './payin-create'
import { listDates, payinCreateInput, payinListData } from './surface-adapter'

const summaryQuery = z.object({ from_date: z.string().optional(), to_date: z.string().optional() })

export function payinRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const auth = requireMerchant(deps)
  const payee = (merchantId: number) => getMerchant(deps.db, merchantId)

  app.post('/payin/create', auth, async (c) => {
    const input = parseCreatePayin(
      payinCreateInput(c, await readJsonObject(c)),
      deps.webhooks.policy,
    )
    const merchantId = c.get('merchantId')
    const row = createPayin(deps.db, merchantId, input, deps.defaultPayinTtlMs)
    deps.wake.webhooks()
    const view = payinView(row, deps.baseUrl(c.req.url), payee(merchantId))
    return ok(c, {
      transaction_id: view.transaction_id,
      order_id: view.order_id,
      amount: view.amount,
      currency: view.currency,
      status: view.status,
      payment_url: view.payment_url,
      expires_at: view.expires_at,
      upi_intent: view.upi_intent,
      channel: view.channel,
    })
  })

  app.get('/payin/status/:id', auth, (c) => {
    const merchantId = c.get('merchantId')
    const row = refreshExpiry(deps.db, findPayin(deps.db, merchantId, c.req.param('id')))
    const view = payinView(row, deps.baseUrl(c.req.url), payee(merchantId))
    return ok(c, {
      transaction_id: view.transaction_id,
      order_id: view.order_id,
      status: view.status,
      amount: view.amount,
      utr: view.utr,
      updated_at: view.updated_at,
      upi_intent: view.upi_intent,
      channel: view.channel,
      paid_late: view.paid_late,
      expires_at: view.expires_at,
    })
  })

  app.get('/payin/list', auth, (c) => {
    const filters = {
      ...listFilters(c, PAYIN_STATUSES, listDates(c)),
      channel: listChannel(c, PAYIN_CHANNELS),
    }
    const merchantId = c.get('merchantId')
    const { rows, totalCount } = listPayins(deps.db, merchantId, filters)
    const base = deps.baseUrl(c.req.url)
    const merchant = payee(merchantId)
    const data = payinListData(
      c,
      rows.map((row) => payinView(row, base, merchant)),
      totalCount,
    )
    return okPage(c, data, pagination(filters, totalCount))
  })

  // The list's total line: every payin matching the filters, not one page (docs/api-contract.md).
  app.get('/payin/list/totals', auth, (c) => {
    const { page: _page, limit: _limit, ...filters } = listFilters(c, PAYIN_STATUSES, listDates(c))
    const channel = listChannel(c, PAYIN_CHANNELS)
    return ok(c, totalsView(listPayinTotals(deps.db, c.get('merchantId'), { ...filters, channel })))
  })

  app.get('/payin/summary', auth, (c) => {
    const query = parseQuery(c, summaryQuery)
    const range = dayRange(query.from_date, query.to_date, ['from_date', 'to_date'])
    return ok(c, payinSummary(deps.db, c.get('merchantId'), range))
  })

  // The counter screen's "today" strip (issue 13): today's counter sales in IST.
  app.get('/payin/counter/today', auth, (c) => {
    const merchantId = c.get('merchantId')
    const today = counterToday(deps.db, merchantId)
    const base = deps.baseUrl(c.req.url)
    const merchant = payee(merchantId)
    return ok(c, {
      date: today.date,
      timezone: today.timezone,
      total_amount: today.total_amount,
      count: today.count,
      payments: today.rows.map((row) => payinView(row, base, merchant)),
    })
  })

  app.post('/payin/cancel/:id', auth, (c) => {
    const merchantId = c.get('merchantId')
    const row = cancelPayin(deps.db, merchantId, c.req.param('id'))
    deps.wake.webhooks()
    return ok(c, payinView(row, deps.baseUrl(c.req.url), payee(merchantId)))
  })

  return app
}
