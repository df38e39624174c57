import * as z from 'zod/mini'
import { apiRequest } from '../../lib/api-client'
import { envelope, optionalMoney, optionalText } from '../../lib/api-schemas'

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

/** SPEC §7: GET /payin/status/{id}, reading data.status. */
export async function fetchPayinStatus(transactionId: string): Promise<PayinStatus> {
  const requestedAt = Date.now()
  const body = await apiRequest(`/payin/status/${encodeURIComponent(transactionId)}`)
  return { ...envelope(payinStatusSchema).parse(body).data, requestedAt }
}
