import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { dayRange } from '../domain/core/date-range'
import {
  findPayout,
  initiatePayout,
  listPayouts,
  PAYOUT_STATUSES,
  payoutView,
  type NewPayout,
} from '../domain/payouts/payouts'
import { payoutSummary } from '../domain/reports/summaries'
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
    const row = withActivity(
      deps,
      c,
      () => initiatePayout(deps.db, c.get('merchantId'), input),
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
    return ok(c, saved ? { ...payoutView(row), beneficiary_id: saved } : payoutView(row))
  })

  app.get('/payout/status/:id', auth, (c) =>
    ok(c, payoutView(findPayout(deps.db, c.get('merchantId'), c.req.param('id')))),
  )

  app.get('/payout/list', auth, (c) => {
    const filters = listFilters(c, PAYOUT_STATUSES, listDates(c))
    const { rows, totalCount } = listPayouts(deps.db, c.get('merchantId'), filters)
    return okPage(c, rows.map(payoutView), pagination(filters, totalCount))
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
