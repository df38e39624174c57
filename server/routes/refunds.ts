import { Hono, type Context } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { MAX_AMOUNT_PAISE, toRupees } from '../domain/core/money'
import { listRefunds } from '../domain/refunds/refund-list'
import {
  checkNewRefund,
  createRefund,
  findRefund,
  REFUND_STATUSES,
  refundView,
  type NewRefund,
  type RefundedBy,
  type RefundRow,
} from '../domain/refunds/refunds'
import { AppError } from '../errors'
import { approvalTier } from '../domain/approvals/approval-tiers'
import { subjectApproval } from '../domain/approvals/approval-view'
import { createPendingRefund } from '../domain/refunds/pending-refunds'
import { approvalViewer, requestApproval } from '../http/approval-origin'
import { requestActor, withActivity } from '../http/activity-origin'
import { authorize } from '../http/auth'
import { callOutlets, checkOutletParams } from '../http/outlet-filter'
import { listFilters, pagination } from '../http/list-params'
import { ok, okPage } from '../http/respond'
import { amountField, optionalText, requiredText } from '../http/schemas'
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
 * The amount in the payin's currency units (as in /payin/create), read by the one amount parser,
 * each mistake with its own message. Numbers are read as JSON wrote them: 10.555 has three
 * decimals and is refused, never rounded.
 */
const refundAmount = amountField({
  required: AMOUNT_MESSAGES.required,
  invalid: AMOUNT_MESSAGES.number,
  positive: AMOUNT_MESSAGES.positive,
  decimals: AMOUNT_MESSAGES.decimals,
  max: [MAX_AMOUNT_PAISE, AMOUNT_MESSAGES.tooLarge],
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
  const auth = authorize(deps, 'payments.read')

  app.post('/payin/refund', authorize(deps, 'refunds.create'), async (c) => {
    const input = parseWith(refundSchema, await readJsonObject(c))
    // The payment is named in the body, not the path: another outlet's is unknown to a person
    // limited to outlets, as in every path (decision 080).
    checkOutletParams(deps.db, c.get('principal'), 'refunds.create', {
      transaction_id: input.transaction_id,
    })
    const actor = requestActor(deps, c)
    const by: RefundedBy =
      actor.kind === 'user'
        ? { kind: 'user', name: actor.name }
        : { kind: 'api_key', name: actor.name }
    const merchantId = c.get('merchantId')
    const refund: NewRefund = {
      transaction_id: input.transaction_id,
      amount: input.amount,
      reference_id: input.reference_id,
      reason: input.reason ?? null,
      by,
    }
    // The tier of its rupees decides (decision 076): at once, or waiting for the team.
    const row = withActivity(
      deps,
      c,
      () => {
        const { amountInr } = checkNewRefund(deps.db, merchantId, refund)
        if (approvalTier(deps.db, merchantId, 'refund', amountInr).approvers === 0) {
          return createRefund(deps.db, merchantId, refund)
        }
        const now = Date.now()
        const waiting = createPendingRefund(deps.db, merchantId, refund, now)
        const subject = {
          kind: 'refund',
          id: waiting.refund_id,
          amount: waiting.amount_inr,
        } as const
        requestApproval(deps, c, subject, now)
        return waiting
      },
      (refund) => ({
        action: 'refund.created',
        target: { kind: 'refund', id: refund.refund_id, label: refund.transaction_id },
        after: {
          transaction_id: refund.transaction_id,
          amount: toRupees(refund.amount),
          currency: refund.currency,
          reference_id: refund.reference_id,
          reason: refund.reason,
        },
      }),
    )
    deps.wake.webhooks()
    return ok(c, withApproval(c, row), 201)
  })

  /** The Refund object with its `approval` (null when none was needed). */
  const withApproval = (c: Context<AppEnv>, row: RefundRow) => ({
    ...refundView(row),
    approval: subjectApproval(deps.db, 'refund', row.refund_id, approvalViewer(c)),
  })

  app.get('/payin/refund/:refund_id', auth, (c) =>
    ok(c, withApproval(c, findRefund(deps.db, c.get('merchantId'), c.req.param('refund_id')))),
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
      outlets: callOutlets(deps.db, c),
    })
    return okPage(
      c,
      rows.map((row) => withApproval(c, row)),
      pagination(filters, totalCount),
    )
  })

  return app
}
