import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { findCounter } from '../domain/counters/counters'
import { shiftCsv, shiftXlsx } from '../domain/reports/shift-export'
import { withLateSection } from '../domain/counters/shift-lates'
import { listClosedShifts, shiftReport } from '../domain/counters/shift-report'
import { findShift } from '../domain/counters/shifts'
import { authorize } from '../http/auth'
import { MAX_PAGE_SIZE } from '../http/list-params'
import { callOutlets, checkOutletParams } from '../http/outlet-filter'
import { ok, okPage } from '../http/respond'
import { parseQuery } from '../http/validation'

/*
 * The owner's Z-reports (docs/api-contract.md § Counter devices, decision 048): every closed shift,
 * per counter or all, each report, and each report as CSV or xlsx. Owner session only.
 */

const page = (label: string, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback
      if (!/^\d{1,9}$/.test(v) || Number(v) < 1) {
        ctx.addIssue({ code: 'custom', message: `The ${label} must be a whole number from 1 up` })
        return z.NEVER
      }
      return Number(v)
    })

const listQuery = z.object({
  counter_id: z.string().max(40, 'Counter not found').optional(),
  outlet_id: z.string().optional(),
  page: page('page number', 1),
  limit: page('page size', 20),
})

const exportQuery = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx' }).default('csv'),
})

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A file name from the counter's name: letters, digits and dashes only. */
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase() || 'counter'

export function shiftRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const auth = authorize(deps, 'counters.manage')

  app.get('/merchant/shifts', auth, (c) => {
    const q = parseQuery(c, listQuery)
    const merchantId = c.get('merchantId')
    // Another outlet's counter is unknown to a person limited to outlets (decision 080).
    if (q.counter_id)
      checkOutletParams(deps.db, c.get('principal'), 'counters.manage', {
        counter_id: q.counter_id,
      })
    const counter = q.counter_id ? findCounter(deps.db, merchantId, q.counter_id) : null
    const limit = Math.min(q.limit, MAX_PAGE_SIZE)
    const { rows, total } = listClosedShifts(
      deps.db,
      merchantId,
      counter?.id ?? null,
      q.page,
      limit,
      callOutlets(deps.db, c),
    )
    return okPage(
      c,
      rows.map((row) => shiftReport(deps.db, row)),
      { page: q.page, limit, totalCount: total, total, totalPages: Math.ceil(total / limit) },
    )
  })

  app.get('/merchant/shifts/:shift_id', auth, (c) => {
    const shift = findShift(deps.db, c.get('merchantId'), c.req.param('shift_id'))
    return ok(c, withLateSection(deps.db, shift, shiftReport(deps.db, shift)))
  })

  app.get('/merchant/shifts/:shift_id/export', auth, async (c) => {
    const { format } = parseQuery(c, exportQuery)
    const shift = findShift(deps.db, c.get('merchantId'), c.req.param('shift_id'))
    const report = withLateSection(deps.db, shift, shiftReport(deps.db, shift))
    const name = `z-report-${slug(report.counter.name)}-${report.number}.${format}`
    const headers = {
      'Cache-Control': 'no-store',
      'Content-Disposition': `attachment; filename="${name}"`,
    }
    if (format === 'csv') {
      return c.body(shiftCsv(deps.db, shift, report), 200, {
        ...headers,
        'Content-Type': 'text/csv; charset=utf-8',
      })
    }
    const file = await shiftXlsx(deps.db, shift, report)
    return c.body(new Uint8Array(file), 200, { ...headers, 'Content-Type': XLSX_TYPE })
  })

  return app
}
