import { Hono, type Context } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import {
  approveRequest,
  cancelByMaker,
  rejectRequest,
  type Decider,
} from '../domain/approvals/approval-decisions'
import {
  countWaitingFor,
  findApprovalRequest,
  listApprovalRequests,
} from '../domain/approvals/approval-requests'
import {
  APPROVAL_MESSAGES,
  type ApprovalRequestRow,
  type Tier,
} from '../domain/approvals/approval-row'
import { ruleView, saveTiers, tierWire } from '../domain/approvals/approval-tiers'
import { approvalView } from '../domain/approvals/approval-view'
import { toRupees } from '../domain/core/money'
import { AppError } from '../errors'
import { withActivity, type Change } from '../http/activity-origin'
import { authorize, callingPerson, NEEDS_PORTAL_SESSION } from '../http/auth'
import { listFilters, pagination } from '../http/list-params'
import { ok, okPage } from '../http/respond'
import { amountField } from '../http/schemas'
import { requireStepUp } from '../http/step-up'
import { parseQuery, parseWith, readJsonObject } from '../http/validation'

/*
 * Four eyes on money out (docs/api-contract.md § Approvals, decision 076): the tiers, the inbox
 * and its badge, and the decisions. Persons only (the actions' scope is one no API key holds):
 * an approval is a person's word, and approving takes a fresh step-up.
 */

const TIERS_INVALID = 'Tiers must go up in amount, and only the last may have no limit'

const tierSchema = z.object({
  up_to: z.union([
    z.null(),
    amountField({ required: 'Each tier needs an amount', invalid: 'Each tier needs an amount' }),
  ]),
  approvers: z.union([z.literal(0), z.literal(1), z.literal(2)], {
    error: 'Approvers must be 0, 1 or 2',
  }),
  senior: z.boolean({ error: 'senior must be true or false' }),
})

const rulesSchema = z.object({
  kind: z.enum(['payout', 'refund'], { error: "kind must be 'payout' or 'refund'" }),
  tiers: z
    .array(tierSchema, { error: 'Please give 1 to 5 tiers' })
    .min(1, 'Please give 1 to 5 tiers')
    .max(5, 'Please give 1 to 5 tiers')
    .refine(
      (tiers) =>
        tiers.every((tier, i) => {
          const last = i === tiers.length - 1
          const previous = i > 0 ? tiers[i - 1]?.up_to : undefined
          if (last !== (tier.up_to === null)) return false
          return (
            tier.up_to === null ||
            previous === undefined ||
            (previous !== null && tier.up_to > previous)
          )
        }),
      TIERS_INVALID,
    )
    .refine(
      (tiers) => tiers.every((tier) => !tier.senior || tier.approvers >= 1),
      'A tier with no approvers cannot need an Owner or Admin',
    ),
})

const listQuery = z.looseObject({
  kind: z
    .enum(['payout', 'refund', 'batch'], { error: 'kind must be payout, refund or batch' })
    .optional(),
  for_me: z.enum(['true', 'false'], { error: 'for_me must be true or false' }).optional(),
  mine: z.enum(['true', 'false'], { error: 'mine must be true or false' }).optional(),
})

/** `decided`: every status but pending (the inbox's 'Decided' tab), newest first. */
const STATUSES = ['pending', 'approved', 'rejected', 'expired', 'cancelled', 'decided'] as const

const rejectSchema = z.object({
  reason: z
    .string({ error: APPROVAL_MESSAGES.reason })
    .trim()
    .min(1, APPROVAL_MESSAGES.reason)
    .max(500, 'The reason must be at most 500 characters'),
})

const manySchema = z.object({
  request_ids: z
    .array(z.string().trim().min(1).max(64), { error: 'Please choose 1 to 100 requests' })
    .min(1, 'Please choose 1 to 100 requests')
    .max(100, 'Please choose 1 to 100 requests'),
})

function decider(c: Context<AppEnv>): Decider {
  const person = callingPerson(c)
  if (!person) throw new AppError(403, NEEDS_PORTAL_SESSION)
  return { userId: person.userId, name: person.name, role: person.role }
}

/** What the log says of a decision: the subject, the request, its amount and where it stands. */
function decisionEntry(action: string, row: ApprovalRequestRow, reason?: string): Change {
  return {
    action,
    target: { kind: row.subject_kind, id: row.subject_id, label: row.request_id },
    after: {
      request_id: row.request_id,
      amount: toRupees(row.amount),
      status: row.status,
      ...(reason ? { reason } : {}),
    },
  }
}

export function approvalRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const read = authorize(deps, 'approvals.read')
  const decide = authorize(deps, 'approvals.decide')
  const view = (c: Context<AppEnv>, row: ApprovalRequestRow) =>
    approvalView(deps.db, row, decider(c), deps.now())

  const rules = (merchantId: number) => ({
    payout: ruleView(deps.db, merchantId, 'payout'),
    refund: ruleView(deps.db, merchantId, 'refund'),
  })

  app.get('/merchant/approval-rules', read, (c) => ok(c, rules(c.get('merchantId'))))

  app.put(
    '/merchant/approval-rules',
    authorize(deps, 'approvals.manage'),
    requireStepUp(deps),
    async (c) => {
      const input = parseWith(rulesSchema, await readJsonObject(c))
      const tiers: Tier[] = input.tiers.map((tier) => ({ ...tier, up_to: tier.up_to }))
      const by = decider(c)
      withActivity(
        deps,
        c,
        () => saveTiers(deps.db, c.get('merchantId'), input.kind, tiers, by.name, deps.now()),
        (before) => ({
          action: 'approval_rules.updated',
          target: { kind: 'approval_rules', id: input.kind, label: input.kind },
          before: { tiers: before.map(tierWire) },
          after: { tiers: tiers.map(tierWire) },
        }),
      )
      return ok(c, rules(c.get('merchantId')))
    },
  )

  app.get('/merchant/approvals', read, (c) => {
    const filters = listFilters(c, STATUSES, { names: ['from_date', 'to_date'] })
    const q = parseQuery(c, listQuery)
    const { rows, totalCount } = listApprovalRequests(
      deps.db,
      c.get('merchantId'),
      decider(c),
      {
        status: filters.status,
        kind: q.kind,
        forMe: q.for_me === 'true',
        mine: q.mine === 'true',
        page: filters.page,
        limit: filters.limit,
      },
      deps.now(),
    )
    return okPage(
      c,
      rows.map((row) => view(c, row)),
      pagination(filters, totalCount),
    )
  })

  app.get('/merchant/approvals/count', read, (c) =>
    ok(c, {
      waiting_for_me: countWaitingFor(deps.db, c.get('merchantId'), decider(c), deps.now()),
    }),
  )

  app.get('/merchant/approvals/:request_id', read, (c) =>
    ok(c, view(c, findApprovalRequest(deps.db, c.get('merchantId'), c.req.param('request_id')))),
  )

  const approveOne = (c: Context<AppEnv>, requestId: string) => {
    const row = withActivity(
      deps,
      c,
      () => approveRequest(deps.db, c.get('merchantId'), requestId, decider(c), deps.now()),
      (done) => decisionEntry('approval.approved', done),
    )
    deps.wake.webhooks()
    // A batch moves on from its request's status in the batch worker (decision 077): now.
    if (row.subject_kind === 'batch') deps.wake.batches()
    return view(c, row)
  }

  // One step-up for up to 100 approvals; each is its own transaction and its own answer.
  app.post('/merchant/approvals/approve', decide, requireStepUp(deps), async (c) => {
    const input = parseWith(manySchema, await readJsonObject(c))
    const results = input.request_ids.map((requestId) => {
      try {
        return { request_id: requestId, ok: true, approval: approveOne(c, requestId) }
      } catch (err) {
        if (!(err instanceof AppError)) throw err
        return { request_id: requestId, ok: false, error: err.message }
      }
    })
    return ok(c, { results })
  })

  app.post('/merchant/approvals/:request_id/approve', decide, requireStepUp(deps), (c) =>
    ok(c, approveOne(c, c.req.param('request_id'))),
  )

  app.post('/merchant/approvals/:request_id/reject', decide, async (c) => {
    const { reason } = parseWith(rejectSchema, await readJsonObject(c))
    const row = withActivity(
      deps,
      c,
      () =>
        rejectRequest(
          deps.db,
          c.get('merchantId'),
          c.req.param('request_id'),
          decider(c),
          reason,
          deps.now(),
        ),
      (done) => decisionEntry('approval.rejected', done, reason),
    )
    deps.wake.webhooks()
    // A batch moves on from its request's status in the batch worker (decision 077): now.
    if (row.subject_kind === 'batch') deps.wake.batches()
    return ok(c, view(c, row))
  })

  // The maker's own (checked in the domain); anyone who reads approvals may have made one.
  app.post('/merchant/approvals/:request_id/cancel', read, (c) => {
    const row = withActivity(
      deps,
      c,
      () =>
        cancelByMaker(
          deps.db,
          c.get('merchantId'),
          c.req.param('request_id'),
          decider(c).userId,
          deps.now(),
        ),
      (done) => decisionEntry('approval.cancelled', done),
    )
    deps.wake.webhooks()
    // A batch moves on from its request's status in the batch worker (decision 077): now.
    if (row.subject_kind === 'batch') deps.wake.batches()
    return ok(c, view(c, row))
  })

  return app
}
