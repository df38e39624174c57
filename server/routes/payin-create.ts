import * as z from 'zod'
import type { NewPayin } from '../domain/payins/payins'
import { redirectAllowed, REDIRECT_HTTPS } from '../domain/payins/redirect-url'
import { urlRefusal, type TargetPolicy } from '../domain/webhooks/webhook-targets'
import { AppError } from '../errors'
import {
  amountField,
  EMAIL_PATTERN,
  httpUrl,
  optionalPattern,
  optionalText,
  PHONE_PATTERN,
  requiredText,
  VPA_PATTERN,
} from '../http/schemas'
import { parseWith } from '../http/validation'

/*
 * POST /payin/create's body, after the public API's field mapping (surface-adapter.ts). Two
 * channels (docs/api-contract.md, decision 024): a payment link needs its customer's name and email;
 * a counter payin (a QR at the till) has no customer, so both are optional there (decision 024).
 */

const MAX_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000
export const CHANNEL_MESSAGE = 'The payment type must be a link or a counter payment'

const common = {
  order_id: optionalText('Order ID', 64),
  amount: amountField({
    required: 'Amount is required',
    invalid: 'Please enter a valid amount',
    min: [100, 'Minimum amount is ₹1'],
    max: [10_00_000_00, 'Maximum amount is ₹10,00,000'],
  }),
  currency: z.enum(['INR', 'USD'], { error: 'Currency must be INR or USD' }).default('INR'),
  customer_phone: optionalPattern('Customer phone', 20, PHONE_PATTERN, 'Invalid phone number'),
  callback_url: httpUrl('Redirect URL'),
  upi_id: optionalPattern('UPI ID', 300, VPA_PATTERN, 'Invalid UPI ID'),
  metadata: z
    .object(
      {
        description: optionalText('Description', 500),
        webhook_url: httpUrl('Webhook URL'),
        expires_at: optionalText('The link expiry', 40),
      },
      { error: 'metadata must be an object' },
    )
    .optional(),
}

// Field order matters: the first failing field's message is the one returned, as before.
const linkSchema = z.object({
  order_id: common.order_id,
  amount: common.amount,
  currency: common.currency,
  customer_name: requiredText('Customer name is required', 'Customer name', 200),
  customer_email: z
    .string({ error: 'Customer email is required' })
    .trim()
    .min(1, 'Customer email is required')
    .max(254, 'Invalid email address')
    .regex(EMAIL_PATTERN, 'Invalid email address'),
  customer_phone: common.customer_phone,
  callback_url: common.callback_url,
  upi_id: common.upi_id,
  metadata: common.metadata,
})

const counterSchema = z.object({
  order_id: common.order_id,
  amount: common.amount,
  // UPI moves rupees only, and a counter payin is paid from its UPI QR.
  currency: z.literal('INR', { error: 'Counter payins must be in INR' }).default('INR'),
  customer_name: optionalText('Customer name', 200),
  customer_email: optionalPattern('Customer email', 254, EMAIL_PATTERN, 'Invalid email address'),
  customer_phone: common.customer_phone,
  callback_url: common.callback_url,
  upi_id: common.upi_id,
  metadata: common.metadata,
})

/**
 * metadata.expires_at: an ISO time in the future, at most 30 days ahead. Messages in plain words:
 * the merchant reads them.
 */
function expiry(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined
  const at = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN
  if (Number.isNaN(at) || at <= now) {
    throw new AppError(400, 'The link expiry must be a date and time in the future')
  }
  if (at > now + MAX_LINK_LIFETIME_MS) {
    throw new AppError(400, 'The link expiry must be within 30 days')
  }
  return at
}

const OUTLET_FIELD = z
  .string({ error: 'outlet_id must be an outlet id' })
  .trim()
  .min(1, 'outlet_id must be an outlet id')
  .nullable()
  .optional()

/**
 * The outlet a payin names (decision 080), as given: an id to check against the merchant's open
 * outlets, or null/absent for none. A counter sale from a seat takes its counter's instead.
 */
export function requestedOutlet(body: Record<string, unknown>): string | null {
  return parseWith(OUTLET_FIELD, body.outlet_id) ?? null
}

function channelOf(value: unknown): NewPayin['channel'] & string {
  if (value === undefined || value === null) return 'link'
  if (value === 'link' || value === 'counter') return value
  throw new AppError(400, CHANNEL_MESSAGE)
}

/**
 * Validates a create body (400 with the first problem's message) into a new payin. A payin's own
 * webhook_url passes the same target policy as the merchant's saved URLs (decision 028).
 */
export function parseCreatePayin(body: Record<string, unknown>, targets: TargetPolicy): NewPayin {
  const channel = channelOf(body.channel)
  const input = parseWith(channel === 'counter' ? counterSchema : linkSchema, body)
  if (input.callback_url && !redirectAllowed(input.callback_url, targets.allowLoopback))
    throw new AppError(400, REDIRECT_HTTPS)
  const webhookUrl = input.metadata?.webhook_url
  if (webhookUrl && urlRefusal(webhookUrl, targets) !== null) {
    throw new AppError(400, 'Webhook URL must be a public address')
  }
  return {
    order_id: input.order_id ?? undefined,
    amount: input.amount,
    currency: input.currency,
    channel,
    customer_name: input.customer_name ?? null,
    customer_email: input.customer_email ?? null,
    customer_phone: input.customer_phone,
    callback_url: input.callback_url,
    upi_id: input.upi_id,
    description: input.metadata?.description,
    webhook_url: input.metadata?.webhook_url,
    expires_at: expiry(input.metadata?.expires_at, Date.now()),
  }
}
