import * as z from 'zod/mini'
import { count, money, optionalText } from '../http/api-schemas'

/**
 * A shift's report as the gateway sends it (docs/api-contract.md, "Counter devices, cashiers and
 * shifts"): the Z-report of a closed shift, or the X-report's figures of the open one
 * (`closed_at` null). Shared by the counter (its own shift) and the owner's Z-report screens.
 */
/** A refund of a late payment; `after_close`: made after the shift closed (decision 064). */
const lateRefundSchema = z.looseObject({
  refund_id: z.string(),
  amount: z.catch(money, 0),
  status: z.string(),
  utr: z.catch(optionalText, null),
  automatic: z.catch(z.boolean(), false),
  created_at: z.catch(optionalText, null),
  after_close: z.catch(z.boolean(), false),
})

/**
 * A payment of the shift that arrived after its QR lapsed or was cancelled: kept (status
 * 'success', paid late) or sent back automatically ('cancelled', auto_refund), with its refunds.
 */
const lateEntrySchema = z.looseObject({
  transaction_id: z.string(),
  amount: z.catch(money, 0),
  status: z.string(),
  auto_refund: z.catch(z.boolean(), false),
  cancelled_by: z.catch(optionalText, null),
  utr: z.catch(optionalText, null),
  paid_at: z.catch(optionalText, null),
  cashier_name: z.catch(optionalText, null),
  note: z.catch(optionalText, null),
  refunds: z.catch(z.array(lateRefundSchema), []),
})

export type LateEntry = z.infer<typeof lateEntrySchema>

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
  // Decision 064, absent on older gateways: read now, beside the figures as they were closed.
  late_entries: z.catch(z.array(lateEntrySchema), []),
  refunds_after_close: z.catch(
    z.nullable(z.looseObject({ count: count, amount: z.catch(money, 0) })),
    null,
  ),
})

export type ZReport = z.infer<typeof zReportSchema>
