import { OVER_COUNTER_LIMIT, type CounterRow } from '../domain/counters/counters'
import { formatInr } from '../domain/core/money'
import type { NewPayin } from '../domain/payins/payins'
import { AppError } from '../errors'

/*
 * What a counter device may create (decision 065): a till's sale and nothing larger. The channel
 * is forced to 'counter' (INR only, no callback or webhook URL, no expiry of its own: the route
 * refuses those), and the amount is at most the counter's limit, which the owner sets per counter.
 */

export const COUNTER_NO_EXPIRY =
  "A counter sale expires with the till's own timer; it cannot set metadata.expires_at"

export function tillSaleOnly(input: NewPayin, counter: CounterRow): void {
  if (input.currency !== 'INR') throw new AppError(400, 'Counter payins must be in INR')
  if (input.expires_at !== undefined) throw new AppError(403, COUNTER_NO_EXPIRY)
  if (input.amount > counter.max_sale_paise)
    throw new AppError(
      400,
      OVER_COUNTER_LIMIT(formatInr(counter.max_sale_paise).replace(/\.00$/, '')),
    )
}
