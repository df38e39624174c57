import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { parseRupees } from '../domain/money'
import { listRefunds } from '../domain/refund-list'
import { createRefund, findRefund, REFUND_STATUSES, refundView } from '../domain/refunds'
import { AppError } from '../errors'
import { authorize } from '../http/auth'
import { listFilters, pagination } from '../http/list-params'
import { ok, okPage } from '../http/respond'
import { optionalText, requiredText } from '../http/schemas'
import { parseWith, readJsonObject } from '../http/validation'

/*
 * Refunds (docs/api-contract.md § Refunds, decision 050): the portal's session and the public API
 * key alike, under the payments scope (decision 047): a counter device, which may only sell, gets
 * 403 (a cashier cannot refund).
 */

export const AMOUNT_MESSAGES = {
  required: 'Refund amount is required',
  number: 'Refund amount must be a number',
  positive: 'Refund amount must be more than 0',
  decimals: 'Refund amount can have at most 2 decimal places',
  tooLarge: 'Refund amount exceeds the refundable amount',
} as const

/**
 * The amount in the payin's currency units (as in /payin/create), each mistake with its own
 * message. Numbers are read as JSON wrote them: 10.555 has three decimals and is refused, never
 * rounded.
 */
const refundAmount = z.unknown().transform((value, ctx): number => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message })
    return z.NEVER
  }
  if (value === undefined || value === null || value === '') return fail(AMOUNT_MESSAGES.required)
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return fail(AMOUNT_MESSAGES.number)
    if (value <= 0) return fail(AMOUNT_MESSAGES.positive)
    text = String(value)
    // Exponent form: 1e-7 has too many decimals, 1e21 is far too much.
    if (/e/i.test(text))
      return fail(value < 1 ? AMOUNT_MESSAGES.decimals : AMOUNT_MESSAGES.tooLarge)
  } else if (typeof value === 'string') {
    text = value.trim()
  } else {
    return fail(AMOUNT_MESSAGES.number)
  }
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match || !/\d/.test(text)) return fail(AMOUNT_MESSAGES.number)
  if (match[1] === '-' || Number(text) <= 0) return fail(AMOUNT_MESSAGES.positive)
  const decimals = match[3] ?? ''
  if (decimals.length > 2) return fail(AMOUNT_MESSAGES.decimals)
  const paise = parseRupees(`${match[2] || '0'}${decimals ? `.${decimals}` : ''}`)
  return paise === null ? fail(AMOUNT_MESSAGES.tooLarge) : paise
})

// Field order is the order of the messages: the first problem is the one answered.
const refundSchema = z.object({
  transaction_id: requiredText('Transaction ID is required', 'Transaction ID', 64),
  amount: refundAmount,
  reference_id: requiredText('Reference ID is required', 'Reference ID', 64),
  reason: optionalText('Reason', 200),
})

export function refundRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const auth = authorize(deps, 'payments')

  app.post('/payin/refund', auth, async (c) => {
    const input = parseWith(refundSchema, await readJsonObject(c))
    const row = createRefund(deps.db, c.get('merchantId'), {
      transaction_id: input.transaction_id,
      amount: input.amount,
      reference_id: input.reference_id,
      reason: input.reason ?? null,
    })
    deps.wake.webhooks()
    return ok(c, refundView(row), 201)
  })

  app.get('/payin/refund/:refund_id', auth, (c) =>
    ok(c, refundView(findRefund(deps.db, c.get('merchantId'), c.req.param('refund_id')))),
  )

  app.get('/payin/refunds', auth, (c) => {
    // Either spelling of the dates on either surface: the list is new, so no client relies on
    // one being ignored.
    const q = c.req.query()
    const filters = listFilters(c, REFUND_STATUSES, {
      from: q.from_date ?? q.dateFrom,
      to: q.to_date ?? q.dateTo,
      names: ['from_date', 'to_date'],
    })
    const transactionId = q.transaction_id?.trim() || undefined
    if (transactionId && transactionId.length > 64) {
      throw new AppError(400, 'The transaction filter must be at most 64 characters')
    }
    const { rows, totalCount } = listRefunds(deps.db, c.get('merchantId'), {
      ...filters,
      transactionId,
    })
    return okPage(c, rows.map(refundView), pagination(filters, totalCount))
  })

  return app
}
