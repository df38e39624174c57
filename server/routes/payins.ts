import { Hono, type Context } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { counterToday } from '../domain/counters/counter-today'
import { counterByRowId } from '../domain/counters/counters'
import type { Condition } from '../domain/search/list-query'
import { AppError } from '../errors'
import { maskCustomerContacts } from '../domain/core/contact-mask'
import { dayRange } from '../domain/core/date-range'
import { getMerchant } from '../domain/merchants/merchants'
import { cancelPayin, refreshExpiry } from '../domain/refunds/payin-lifecycle'
import { listPayins, listPayinTotals } from '../domain/payins/payin-list'
import { totalsView } from '../domain/payins/payin-totals'
import { createPayin, findPayin, PAYIN_CHANNELS, PAYIN_STATUSES } from '../domain/payins/payins'
import { payinView, pickFields } from '../domain/payins/payin-wire'
import { settlementIdsAt } from '../domain/settlements/settlement'
import { payinSummary } from '../domain/reports/summaries'
import { toRupees } from '../domain/core/money'
import type { PayinRow } from '../domain/core/payin-row'
import { withActivity, type Change } from '../http/activity-origin'
import { authorize, callingDevice, COUNTER_ONLY } from '../http/auth'
import { counterSeat, sellingSeat } from '../http/counter-seat'
import { masksCustomerContacts } from '../http/permissions'
import { listChannel, listFilters, pagination } from '../http/list-params'
import { callOutlets, CHOOSE_YOUR_OUTLET, limitedTo, principalOutlets } from '../http/outlet-filter'
import { ok, okPage } from '../http/respond'
import { parseQuery, readJsonObject } from '../http/validation'
import { parseCreatePayin, requestedOutlet } from './payin-create'
import { openOutlet } from '../domain/outlets/outlets'
import { COUNTER_NO_EXPIRY, tillSaleOnly } from './till-sale'
import { listDates, payinCreateInput, payinListData } from './surface-adapter'

/** POST /payin/create: the specification's fields and what was added since (api-contract). */
const CREATE_FIELDS = [
  'transaction_id',
  'order_id',
  'amount',
  'currency',
  // The rupees a USD link's customer pays, at the rate fixed now (decision 030), and when the
  // gateway created it: expires_at − created_at is the link's lifetime on one clock (decision 058).
  'amount_inr',
  'fx_rate',
  'status',
  'payment_url',
  'expires_at',
  'created_at',
  'upi_intent',
  'channel',
  'counter_id',
  'counter_name',
  'cashier_name',
  'shift_id',
  // Its outlet (decision 080): a counter's, or the one a link named; null for none.
  'outlet_id',
  'outlet_name',
] as const

/** GET /payin/status/:id: the specification's six fields and what was added since (api-contract). */
const STATUS_FIELDS = [
  'transaction_id',
  'order_id',
  'status',
  'amount',
  'utr',
  'updated_at',
  'upi_intent',
  'channel',
  'paid_late',
  'expires_at',
  // Refunds (decision 050): what came back, what is on its way, what may still be refunded.
  'refunded_amount',
  'refund_status',
  'refund_pending_amount',
  'refundable_amount',
  'auto_refund',
  'cancelled_by',
  'counter_id',
  'counter_name',
  'cashier_name',
  'shift_id',
  'outlet_id',
  'outlet_name',
  // A standing-QR payment (decision 078): its payer, and the sale it was counted for.
  'payer_vpa',
  'sale_transaction_id',
] as const

const summaryQuery = z.object({ from_date: z.string().optional(), to_date: z.string().optional() })

const SHIFT_ID = /^SHF[0-9A-Z]{16}$/
const COUNTER_ID = /^CTR[0-9A-Z]{16}$/

/** ?shift_id / ?counter_id (decision 048): the Z-report's payins are this list, to the paisa. */
function counterScope(c: Context<AppEnv>): Condition | undefined {
  const shiftId = c.req.query('shift_id')?.trim()
  const counterId = c.req.query('counter_id')?.trim()
  const where: string[] = []
  const params: string[] = []
  if (shiftId) {
    if (!SHIFT_ID.test(shiftId)) throw new AppError(400, 'The shift filter is not a shift id')
    where.push('shift_id = ?')
    params.push(shiftId)
  }
  if (counterId) {
    if (!COUNTER_ID.test(counterId))
      throw new AppError(400, 'The counter filter is not a counter id')
    where.push('counter_id = ?')
    params.push(counterId)
  }
  return where.length ? { sql: where.join(' AND '), params } : undefined
}

/** A payment link's entry: its transaction id, customer and amount. */
function linkEntry(action: string, payin: PayinRow): Change {
  return {
    action,
    target: {
      kind: 'payin',
      id: payin.transaction_id,
      label: payin.customer_name ?? payin.order_id,
    },
    after: {
      amount: toRupees(payin.amount),
      currency: payin.currency,
      order_id: payin.order_id,
      status: payin.status,
    },
  }
}

/** What the caller sees of a customer's email and phone: a Viewer sees them masked. */
function customerContacts(c: Context<AppEnv>) {
  return masksCustomerContacts(c.get('principal')) ? maskCustomerContacts : <T>(view: T): T => view
}

export function payinRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const sell = authorize(deps, 'links.create')
  const auth = authorize(deps, 'payments.read')
  const payee = (merchantId: number) => getMerchant(deps.db, merchantId)
  /** A device's own counter id: status and cancel see only that counter's payins. */
  const ownCounter = (c: Context<AppEnv>) => {
    const device = callingDevice(c)
    return device ? counterByRowId(deps.db, device.counter_id).counter_id : undefined
  }

  app.post('/payin/create', sell, async (c) => {
    let body = payinCreateInput(c, await readJsonObject(c))
    const principal = c.get('principal')
    if (principal.kind === 'device') {
      // A till takes payments; where payment data goes is the owner's to choose (decision 047).
      const metadata = body.metadata as Record<string, unknown> | undefined
      if (body.callback_url || body.redirect_url || (metadata && metadata.webhook_url))
        throw new AppError(403, COUNTER_ONLY)
      // A till's sale lives the till's minutes (decision 065): no expiry of its own choosing.
      if (metadata && metadata.expires_at !== undefined && metadata.expires_at !== null)
        throw new AppError(403, COUNTER_NO_EXPIRY)
      body = { ...body, channel: 'counter' }
    }
    const input = parseCreatePayin(body, deps.webhooks.policy)
    const outletId = requestedOutlet(body)
    // A link of a person limited to outlets names one of theirs (decision 080): a link naming
    // none is the whole business's.
    const limit = limitedTo(principal)
    if (
      limit !== null &&
      input.channel !== 'counter' &&
      (outletId === null || !limit.outletIds.includes(outletId))
    )
      throw new AppError(400, CHOOSE_YOUR_OUTLET)
    // A sale from a seat (a till, the owner's counter) takes its counter's outlet, whatever it sent.
    const seated = input.channel === 'counter' && principal.kind !== 'api_key'
    if (outletId !== null && !seated) {
      const outlet = openOutlet(deps.db, c.get('merchantId'), outletId)
      input.outlet = { outlet_id: outlet.outlet_id, name: outlet.name }
    }
    if (principal.kind === 'device')
      tillSaleOnly(input, counterByRowId(deps.db, principal.device.counter_id))
    // The owner's and a device's counter sales belong to a counter and its shift; an API key's
    // counter payin belongs to none, as before.
    if (input.channel === 'counter' && principal.kind !== 'api_key') {
      input.seat = sellingSeat(counterSeat(deps, c))
    }
    const merchantId = c.get('merchantId')
    // A payment link is recorded; a counter sale is not (its payin row already names the counter,
    // cashier and shift, and the shift's close is recorded): decision 074.
    const row = withActivity(
      deps,
      c,
      () => createPayin(deps.db, merchantId, input, deps.defaultPayinTtlMs),
      (payin) => (payin.channel === 'link' ? linkEntry('link.created', payin) : null),
    )
    deps.wake.webhooks()
    const view = payinView(row, deps.baseUrl(c.req.url), payee(merchantId))
    return ok(c, pickFields(view, CREATE_FIELDS))
  })

  app.get('/payin/status/:id', authorize(deps, 'payments.read', 'sell'), (c) => {
    const merchantId = c.get('merchantId')
    const found = findPayin(deps.db, merchantId, c.req.param('id'))
    const counterId = ownCounter(c)
    if (counterId !== undefined && found.counter_id !== counterId)
      throw new AppError(404, 'Payin not found')
    const row = refreshExpiry(deps.db, found)
    const view = payinView(row, deps.baseUrl(c.req.url), payee(merchantId))
    return ok(c, pickFields(view, STATUS_FIELDS))
  })

  app.get('/payin/list', auth, (c) => {
    const filters = {
      ...listFilters(c, PAYIN_STATUSES, listDates(c)),
      channel: listChannel(c, PAYIN_CHANNELS),
    }
    const merchantId = c.get('merchantId')
    // The call's outlets (decision 080: a limited person's, ?outlet_id=) beside the scope.
    const outlets = callOutlets(deps.db, c)
    const { rows, totalCount } = listPayins(deps.db, merchantId, filters, counterScope(c), outlets)
    const base = deps.baseUrl(c.req.url)
    const merchant = payee(merchantId)
    // Each settled payin names its settlement (decision 053).
    const settlements = settlementIdsAt(
      deps.db,
      merchantId,
      rows.map((row) => row.settled_at),
    )
    const shown = customerContacts(c)
    const data = payinListData(
      c,
      rows.map((row) => ({
        ...shown(payinView(row, base, merchant)),
        settlement_id: row.settled_at === null ? null : (settlements.get(row.settled_at) ?? null),
      })),
      totalCount,
    )
    return okPage(c, data, pagination(filters, totalCount))
  })

  // The list's total line: every payin matching the filters, not one page (docs/api-contract.md);
  // a shift's list totals what its Z-report does.
  app.get('/payin/list/totals', auth, (c) => {
    const { page: _page, limit: _limit, ...filters } = listFilters(c, PAYIN_STATUSES, listDates(c))
    const channel = listChannel(c, PAYIN_CHANNELS)
    const totals = listPayinTotals(
      deps.db,
      c.get('merchantId'),
      { ...filters, channel },
      counterScope(c),
      callOutlets(deps.db, c),
    )
    return ok(c, totalsView(totals))
  })

  app.get('/payin/summary', authorize(deps, 'dashboard.read'), (c) => {
    const query = parseQuery(c, summaryQuery)
    const range = dayRange(query.from_date, query.to_date, ['from_date', 'to_date'])
    return ok(c, payinSummary(deps.db, c.get('merchantId'), range, callOutlets(deps.db, c)))
  })

  // The counter screen's "today" strip (docs/api-contract.md): today's counter sales in IST.
  app.get('/payin/counter/today', auth, (c) => {
    const merchantId = c.get('merchantId')
    const today = counterToday(deps.db, merchantId, Date.now(), principalOutlets(c))
    const base = deps.baseUrl(c.req.url)
    const merchant = payee(merchantId)
    return ok(c, {
      date: today.date,
      timezone: today.timezone,
      total_amount: today.total_amount,
      count: today.count,
      payments: today.rows.map((row) => customerContacts(c)(payinView(row, base, merchant))),
    })
  })

  app.post('/payin/cancel/:id', sell, (c) => {
    const merchantId = c.get('merchantId')
    const row = withActivity(
      deps,
      c,
      () => cancelPayin(deps.db, merchantId, c.req.param('id'), ownCounter(c)),
      (payin) => (payin.channel === 'link' ? linkEntry('link.cancelled', payin) : null),
    )
    deps.wake.webhooks()
    return ok(c, payinView(row, deps.baseUrl(c.req.url), payee(merchantId)))
  })

  return app
}
