import * as z from 'zod/mini'
import {
  idText,
  money,
  optionalMoney,
  optionalText,
  readPagination,
  type Pagination,
} from '../http/api-schemas'

/**
 * What POST /payin/create answers (product.md §3: payment_url, transaction_id, order_id, amount; issue
 * 13 adds the UPI intent). Shared by the Create Payment form and the counter.
 */
export const createdPayinSchema = z.looseObject({
  transaction_id: z.string(),
  order_id: optionalText,
  amount: money,
  currency: optionalText,
  payment_url: z.string(),
  upi_intent: optionalText,
  expires_at: optionalText,
  // Decision 058, absent on older gateways: the gateway's own creation time (the link's lifetime
  // is expires_at − created_at on its clock), and a USD link's rupees at the rate fixed at
  // creation (decision 030). Unreadable values are left out rather than fail the creation.
  created_at: z.catch(optionalText, null),
  amount_inr: z.catch(optionalMoney, undefined),
  fx_rate: z.catch(z.nullish(z.number()), null),
})

export type CreatedPayin = z.infer<typeof createdPayinSchema>

/**
 * A payin as GET /payin/list returns it (product.md §3). Shared by the dashboard's recent list, the
 * payments list and the counter's "today" strip, which must not import each other.
 */
export const payinSchema = z.looseObject({
  id: z.nullish(z.union([z.string(), z.number()])),
  transaction_id: idText,
  order_id: optionalText,
  amount: z.catch(money, 0),
  fee: z.catch(optionalMoney, undefined),
  net_amount: z.catch(optionalMoney, undefined),
  currency: optionalText,
  // Decision 030: a USD payin's rupee figure and the rate it was converted at; fee and net are
  // rupees. Absent on older gateways.
  amount_inr: z.catch(optionalMoney, undefined),
  fx_rate: z.catch(z.nullish(z.number()), null),
  utr: optionalText,
  status: z.catch(z.nullish(z.string()), null),
  gateway: optionalText,
  customer_name: optionalText,
  customer_email: optionalText,
  customer_phone: optionalText,
  created_at: optionalText,
  updated_at: optionalText,
  // Absent on older gateways (docs/api-contract.md): 'link' | 'counter', and a payment that arrived after
  // its link had expired (decision 024). Unreadable values show nothing rather than fail a list.
  channel: z.catch(optionalText, null),
  paid_late: z.catch(z.nullish(z.boolean()), null),
  // Counter sales (decision 049), absent on older gateways and null for link payins: which
  // counter and cashier took it, and in which shift.
  counter_id: z.catch(optionalText, null),
  counter_name: z.catch(optionalText, null),
  cashier_name: z.catch(optionalText, null),
  // The merchant's description (a counter sale's note: Payment Details shows it).
  description: z.catch(optionalText, null),
  shift_id: z.catch(optionalText, null),
  // Refunds (decision 050), absent on gateways without them: then no Refund button and no tags.
  // Amounts are in the payin's own currency.
  refunded_amount: z.catch(optionalMoney, undefined),
  refund_status: z.catch(optionalText, null),
  refund_pending_amount: z.catch(optionalMoney, undefined),
  refundable_amount: z.catch(optionalMoney, undefined),
  auto_refund: z.catch(z.nullish(z.boolean()), null),
  cancelled_by: z.catch(optionalText, null),
  // Decisions 052/053, absent on older gateways: the GST inside fee and its kind, and the
  // settlement that moved the payment to the available balance.
  fee_gst: z.catch(optionalMoney, undefined),
  gst_kind: z.catch(optionalText, null),
  settlement_id: z.catch(optionalText, null),
  settled_at: z.catch(optionalText, null),
})

export type Payin = z.infer<typeof payinSchema>

export type PayinPage = Pagination & { rows: Payin[] }

// product.md §7: data is an array, or an object with transactions (and maybe total).
const listBodySchema = z.object({
  success: z.optional(z.boolean()),
  data: z.union([
    z.array(payinSchema),
    z.looseObject({ transactions: z.array(payinSchema), total: z.optional(z.unknown()) }),
  ]),
  meta: z.optional(z.unknown()),
})

/** Reads either response shape of the payin list, with totalCount or total. */
export function parsePayinList(body: unknown, limit: number): PayinPage {
  const parsed = listBodySchema.parse(body)
  const rows = Array.isArray(parsed.data) ? parsed.data : parsed.data.transactions
  const objectTotal = Array.isArray(parsed.data) ? Number.NaN : Number(parsed.data.total)
  // meta.pagination wins; an object body's own total comes next; the row count is the last resort.
  const fallbackTotal = Number.isFinite(objectTotal) ? objectTotal : rows.length
  return { rows, ...readPagination(parsed.meta, limit, fallbackTotal) }
}
