import * as z from 'zod/mini'
import { count, money, optionalText } from './api-schemas'

/**
 * A shift's report as the gateway sends it (docs/api-contract.md, "Counter devices, cashiers and
 * shifts"): the Z-report of a closed shift, or the X-report's figures of the open one
 * (`closed_at` null). Shared by the counter (its own shift) and the owner's Z-report screens.
 */
export const zReportSchema = z.looseObject({
  shift_id: z.string(),
  number: count,
  counter: z.looseObject({ counter_id: z.string(), name: z.string() }),
  opened_at: z.string(),
  closed_at: optionalText,
  closed_by: z.catch(optionalText, null),
  cashiers: z.catch(
    z.array(
      z.looseObject({
        name: z.catch(optionalText, null),
        count: count,
        total_amount: z.catch(money, 0),
      }),
    ),
    [],
  ),
  success_count: count,
  success_amount: z.catch(money, 0),
  late_count: count,
  declined_count: count,
  expired_count: count,
  cancelled_count: count,
  pending_count: z.catch(count, 0),
  refund_count: z.catch(count, 0),
  refund_amount: z.catch(money, 0),
})

export type ZReport = z.infer<typeof zReportSchema>
