import * as z from 'zod/mini'
import { ApiError, apiRequest } from '../../lib/http/api-client'
import { count, envelope, money, optionalText } from '../../lib/http/api-schemas'
import {
  createdPayinSchema,
  payinSchema,
  type CreatedPayin,
  type Payin,
} from '../../lib/lists/payin-list'
import { zReportSchema, type LateEntry, type ZReport } from '../../lib/counter-support/z-report'

export type CounterPayin = CreatedPayin

export type CounterChargeRequest = { amount: number; note: string }

/** A gateway without the call (404, or 405 from an older router) is not an error here. */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 405)

/**
 * A counter charge: POST /payin/create with channel 'counter' and no customer details (the
 * gateway does not need them for the counter, and inventing a name or email would put false
 * data in reports). The note travels as the description, which also becomes the UPI note.
 */
export async function createCounterPayin({
  amount,
  note,
}: CounterChargeRequest): Promise<CounterPayin> {
  const body = await apiRequest('/payin/create', {
    method: 'POST',
    body: {
      order_id: `ORD${Date.now()}`,
      amount,
      currency: 'INR',
      channel: 'counter',
      metadata: { description: note.trim() || undefined },
    },
  })
  return envelope(createdPayinSchema).parse(body).data
}

/** product.md §7: POST /payin/cancel/{id}; 400 when the payin is no longer pending (e.g. just paid). */
export async function cancelPayin(transactionId: string): Promise<void> {
  await apiRequest(`/payin/cancel/${encodeURIComponent(transactionId)}`, { method: 'POST' })
}

const counterTodaySchema = z.looseObject({
  date: optionalText,
  timezone: optionalText,
  total_amount: z.catch(money, 0),
  count: count,
  payments: z.catch(z.array(payinSchema), []),
})

/** A late payment in the X-report, with the later payment of the same amount, if any. */
const latePayinSchema = z.extend(payinSchema, { also_paid: z.catch(optionalText, null) })
export type LatePayin = z.infer<typeof latePayinSchema>

const xReportSchema = z.extend(zReportSchema, {
  payments: z.catch(z.array(payinSchema), []),
  late_payments: z.catch(z.array(latePayinSchema), []),
  // Decision 050, absent on older gateways: payments sent back to the customer automatically.
  refunded_payments: z.catch(z.array(payinSchema), []),
})

/**
 * What the counter's strip shows and where late payments are found: this counter's open shift
 * (the X-report), or, against a gateway without shifts, the merchant's counter sales of today.
 */
export type CounterFigures = {
  source: 'shift' | 'today'
  /** The open shift's report (source 'shift'); null when no shift is open yet, or 'today'. */
  report: ZReport | null
  total_amount: number
  count: number
  /** Latest first: the shift's latest 10, or today's latest 5. */
  payments: Payin[]
  /** Every late payment of the shift ('shift'); none listed apart from `payments` ('today'). */
  late_payments: (LatePayin & { refund_utr?: string | null })[]
  /** Every payment of the shift the gateway refunded automatically ('shift'; else none). */
  refunded_payments: (Payin & { refund_utr?: string | null })[]
}

/**
 * GET /counter/shift/current, the X-report of this counter's open shift (`data: null` when none
 * is open). A gateway without shifts answers 404: then GET /payin/counter/today
 * instead, and without that one either, null (the counter hides its strip). `previous` is the
 * last answer: once a gateway had no shifts, it is not asked again.
 */
export async function fetchCounterFigures(
  previous?: CounterFigures | null,
): Promise<CounterFigures | null> {
  if (previous?.source !== 'today') {
    try {
      const body = await apiRequest('/counter/shift/current')
      const report = envelope(z.nullable(xReportSchema)).parse(body).data
      if (!report) {
        return {
          source: 'shift',
          report: null,
          total_amount: 0,
          count: 0,
          payments: [],
          late_payments: [],
          refunded_payments: [],
        }
      }
      const { payments, late_payments, refunded_payments, ...figures } = report
      const refundUtr = latestRefundUtrs(figures.late_entries)
      return {
        source: 'shift',
        report: figures,
        total_amount: figures.success_amount,
        count: figures.success_count,
        payments,
        late_payments: late_payments.map((p) => ({
          ...p,
          refund_utr: refundUtr.get(p.transaction_id) ?? null,
        })),
        refunded_payments: refunded_payments.map((p) => ({
          ...p,
          refund_utr: refundUtr.get(p.transaction_id) ?? null,
        })),
      }
    } catch (error) {
      if (!isMissing(error)) throw error
    }
  }
  try {
    const body = await apiRequest('/payin/counter/today')
    const today = envelope(counterTodaySchema).parse(body).data
    return { source: 'today', report: null, ...today, late_payments: [], refunded_payments: [] }
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

/** Each late payment's latest processed refund UTR, from the report's late entries. */
function latestRefundUtrs(entries: readonly LateEntry[]): Map<string, string> {
  const utrs = new Map<string, string>()
  for (const entry of entries) {
    const processed = entry.refunds.filter((r) => r.status === 'processed' && r.utr)
    const last = processed.at(-1)
    if (last?.utr) utrs.set(entry.transaction_id, last.utr)
  }
  return utrs
}

const staffSchema = z.looseObject({
  staff_id: z.string(),
  name: z.string(),
  locked_until: z.catch(optionalText, null),
})

const cashierSchema = z.looseObject({ staff_id: z.string(), name: z.string() })

const counterSessionSchema = z.looseObject({
  counter: z.looseObject({
    counter_id: z.string(),
    name: z.string(),
    is_owner_counter: z.catch(z.optional(z.boolean()), undefined),
    // Decision 064: Charge asks once above this; an older gateway sends none (the default then).
    confirm_above: z.catch(z.optional(money), undefined),
  }),
  business_name: z.catch(optionalText, null),
  principal: z.catch(z.enum(['device', 'owner']), 'owner'),
  staff: z.catch(z.array(staffSchema), []),
  cashier: z.catch(z.nullable(cashierSchema), null),
  cashier_required: z.catch(z.boolean(), false),
  shift: z.catch(z.nullable(zReportSchema), null),
  lock_after_minutes: z.catch(count, 0),
})

export type CounterSession = z.infer<typeof counterSessionSchema>
export type Cashier = z.infer<typeof cashierSchema>
export type StaffMember = z.infer<typeof staffSchema>

/**
 * GET /counter/session: which counter this is, its cashiers and who is selling. Null against a
 * gateway without counters (404): the counter then works as it always did, one unnamed cashier.
 */
export async function fetchCounterSession(): Promise<CounterSession | null> {
  try {
    const body = await apiRequest('/counter/session')
    return envelope(counterSessionSchema).parse(body).data
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

/** POST /counter/cashier: the cashier's PIN opens the counter's shift, or joins it. */
export async function chooseCashier(input: { staff_id: string; pin: string }): Promise<Cashier> {
  const body = await apiRequest('/counter/cashier', { method: 'POST', body: input })
  return envelope(z.looseObject({ cashier: cashierSchema })).parse(body).data.cashier
}

/** POST /counter/cashier/lock: 'Switch cashier' and the idle lock. */
export async function lockCashier(): Promise<void> {
  await apiRequest('/counter/cashier/lock', { method: 'POST', body: {} })
}

/** POST /counter/shift/close: the Z-report of the shift just closed. */
export async function closeShift(): Promise<ZReport> {
  const body = await apiRequest('/counter/shift/close', { method: 'POST', body: {} })
  return envelope(zReportSchema).parse(body).data
}

const pairedSchema = z.looseObject({
  device_token: z.string(),
  expires_at: optionalText,
  counter: z.looseObject({ counter_id: z.string(), name: z.string() }),
  business_name: z.catch(optionalText, null),
})

export type PairedDevice = z.infer<typeof pairedSchema>

/** POST /counter/pair: a one-time code from the owner makes this device that counter's till. */
export async function pairDevice(code: string): Promise<PairedDevice> {
  const body = await apiRequest('/counter/pair', { method: 'POST', body: { code } })
  return envelope(pairedSchema).parse(body).data
}
