import * as z from 'zod/mini'
import { apiRequest } from '../../lib/http/api-client'
import { envelope } from '../../lib/http/api-schemas'
import { payinSchema } from '../../lib/lists/payin-list'

/*
 * The Till's one call about its counter's standing QR (decision 078), apart from api.ts: it
 * loads with the offer that makes it, not with the cold counter (decision 032's budget).
 */

const countedSchema = z.looseObject({ sale: payinSchema, payment: payinSchema })
export type CountedPayment = z.infer<typeof countedSchema>

/**
 * POST /counter/sales/{id}/count-standing-qr: the gateway closes the open sale (cancelled, by the
 * standing QR) and records on the QR payment that it paid this sale, in one step. A sale already
 * paid or cancelled, a payment counted already (409) or another amount (400) are refused with
 * the gateway's words.
 */
export async function countStandingQr(input: {
  saleId: string
  paymentId: string
}): Promise<CountedPayment> {
  const body = await apiRequest(
    `/counter/sales/${encodeURIComponent(input.saleId)}/count-standing-qr`,
    { method: 'POST', body: { qr_transaction_id: input.paymentId } },
  )
  return envelope(countedSchema).parse(body).data
}
