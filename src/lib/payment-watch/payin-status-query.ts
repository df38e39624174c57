import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest } from '../http/api-client'
import { envelope, optionalMoney, optionalText } from '../http/api-schemas'
import { STATUS_POLL_MS } from './payment-status-machine'

/**
 * The live status of one payin on screen (the payment-link modal, the counter's QR): the call,
 * its schema and its query, shared by both screens through use-payment-status.ts.
 */
const payinStatusSchema = z.looseObject({
  status: z.string(),
  amount: optionalMoney,
  utr: optionalText,
  updated_at: optionalText,
  paid_late: z.catch(z.nullish(z.boolean()), null),
  // Decision 050, absent on older gateways: a payment on a cancelled payin, sent back at once.
  auto_refund: z.catch(z.nullish(z.boolean()), null),
  cancelled_by: z.catch(optionalText, null),
  // Decision 064: which shift the payment counts in, and what of it went back to the customer.
  shift_id: z.catch(optionalText, null),
  refunded_amount: z.catch(optionalMoney, undefined),
  refund_pending_amount: z.catch(optionalMoney, undefined),
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

export const payinStatusKeys = {
  all: ['payin-status'] as const,
  one: (transactionId: string) => [...payinStatusKeys.all, transactionId] as const,
}

/**
 * The live status poll. Never persisted (a stale "pending" restored offline would lie), never
 * cached past the screen, and polled every `pollMs` (5 s, product.md §9) only while `live`
 * (terminal states stop it).
 */
export function payinStatusQueryOptions(
  transactionId: string,
  live: boolean,
  pollMs: number = STATUS_POLL_MS,
) {
  return queryOptions({
    queryKey: payinStatusKeys.one(transactionId),
    queryFn: () => fetchPayinStatus(transactionId),
    meta: { persist: false },
    enabled: live,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: live ? pollMs : false,
    // A hidden counter tab keeps asking; the browser may throttle it, the wake-up refetch catches up.
    refetchIntervalInBackground: true,
    // The hook refetches on visibility, focus, online and pageshow itself (one place, all four).
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // A failed poll is retried by the next interval; errors are logged, never shown as expiry.
    retry: false,
  })
}
