import { Hono, type Context } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { dayRange } from '../domain/core/date-range'
import { initiatePayout } from '../domain/payouts/payout-making'
import {
  findPayout,
  listPayouts,
  PAYOUT_STATUSES,
  payoutView,
  type NewPayout,
  type PayoutRow,
} from '../domain/payouts/payouts'
import { payoutSummary } from '../domain/reports/summaries'
import { approvalTier } from '../domain/approvals/approval-tiers'
import { subjectApproval } from '../domain/approvals/approval-view'
import { createPendingPayout } from '../domain/payouts/pending-payouts'
import { approvalViewer, requestApproval } from '../http/approval-origin'
import { AppError } from '../errors'
import { toRupees } from '../domain/core/money'
import { withActivity } from '../http/activity-origin'
import { authorize } from '../http/auth'
import { listFilters, pagination } from '../http/list-params'
import { ok, okPage } from '../http/respond'
import { bankPayoutSchema as bankSchema, upiPayoutSchema as upiSchema } from '../http/payout-fields'
import { parseQuery, parseWith, readJsonObject } from '../http/validation'
import { listDates, payoutInput } from './surface-adapter'

const summaryQuery = z.object({ from_date: z.string().optional(), to_date: z.string().optional() })

export function payoutRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const auth = authorize(deps, 'payouts.read')

  app.post('/payout/initiate', authorize(deps, 'payouts.create'), async (c) => {
    const adapted = payoutInput(c, await readJsonObject(c))
    let input: NewPayout
    if (adapted.kind === 'invalid') throw new AppError(400, "transfer_type must be 'upi' or 'bank'")
    if (adapted.kind === 'upi') {
      const p = parseWith(upiSchema, adapted.body)
      input = { ...p, mode: 'UPI', beneficiary_account: null, beneficiary_ifsc: null, ...nulls(p) }
    } else {
      const p = parseWith(bankSchema, adapted.body)
      input = { ...p, beneficiary_vpa: null, ...nulls(p) }
    }
    const merchantId = c.get('merchantId')
    // The tier decides (decision 076): at once, or waiting for the team with no money moved.
    const row = withActivity(
      deps,
      c,
      () => {
        if (approvalTier(deps.db, merchantId, 'payout', input.amount).approvers === 0) {
          return initiatePayout(deps.db, merchantId, input)
        }
        const now = Date.now()
        const payout = createPendingPayout(deps.db, merchantId, input, now)
        requestApproval(
          deps,
          c,
          { kind: 'payout', id: payout.payout_id, amount: payout.amount },
          now,
        )
        return payout
      },
      (payout) => ({
        action: 'payout.created',
        target: { kind: 'payout', id: payout.payout_id, label: payout.beneficiary_name },
        after: {
          amount: toRupees(payout.amount),
          mode: payout.mode,
          reference_id: payout.reference_id,
          status: payout.status,
        },
      }),
    )
    deps.wake.webhooks()
    const saved = row.saved_beneficiary_id
    const view = withApproval(c, row)
    return ok(c, saved ? { ...view, beneficiary_id: saved } : view)
  })

  /** The Payout object with its `approval` (null when none was needed). */
  const withApproval = (c: Context<AppEnv>, row: PayoutRow) => ({
    ...payoutView(row),
    approval: subjectApproval(deps.db, 'payout', row.payout_id, approvalViewer(c)),
  })

  app.get('/payout/status/:id', auth, (c) =>
    ok(c, withApproval(c, findPayout(deps.db, c.get('merchantId'), c.req.param('id')))),
  )

  app.get('/payout/list', auth, (c) => {
    const filters = listFilters(c, PAYOUT_STATUSES, listDates(c))
    const { rows, totalCount } = listPayouts(deps.db, c.get('merchantId'), filters)
    return okPage(
      c,
      rows.map((row) => withApproval(c, row)),
      pagination(filters, totalCount),
    )
  })

  app.get('/payout/summary', auth, (c) => {
    const query = parseQuery(c, summaryQuery)
    const range = dayRange(query.from_date, query.to_date, ['from_date', 'to_date'])
    return ok(c, payoutSummary(deps.db, c.get('merchantId'), range))
  })

  return app
}

function nulls(p: {
  beneficiary_phone?: string | null
  beneficiary_email?: string | null
  remarks?: string | null
}) {
  return {
    beneficiary_phone: p.beneficiary_phone ?? null,
    beneficiary_email: p.beneficiary_email ?? null,
    remarks: p.remarks ?? null,
  }
}
