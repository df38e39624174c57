import * as z from 'zod/mini'
import { ApiError, apiRequest } from '../../lib/api-client'
import { count, envelope, money, optionalMoney, optionalText } from '../../lib/api-schemas'
import { createdPayinSchema, payinSchema, type CreatedPayin } from '../../lib/payin-list'

const payinStatusSchema = z.looseObject({
  status: z.string(),
  amount: optionalMoney,
  utr: optionalText,
  updated_at: optionalText,
})

export type PayinStatus = z.infer<typeof payinStatusSchema> & {
  /** When the request was sent: a pending answer asked after the deadline is the final one. */
  requestedAt: number
}

/** product.md §7: GET /payin/status/{id}, reading data.status. */
export async function fetchPayinStatus(transactionId: string): Promise<PayinStatus> {
  const requestedAt = Date.now()
  const body = await apiRequest(`/payin/status/${encodeURIComponent(transactionId)}`)
  return { ...envelope(payinStatusSchema).parse(body).data, requestedAt }
}

export type CounterPayin = CreatedPayin

export type CounterChargeRequest = { amount: number; note: string }

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

export type CounterToday = z.infer<typeof counterTodaySchema>

/**
 * GET /payin/counter/today (issue 13). A gateway without it answers 404: that is `null` (the
 * counter hides its "today" strip), not an error, so it is neither retried nor toasted.
 */
export async function fetchCounterToday(): Promise<CounterToday | null> {
  try {
    const body = await apiRequest('/payin/counter/today')
    return envelope(counterTodaySchema).parse(body).data
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}
