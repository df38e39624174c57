import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { activityExport } from '../domain/activity/activity-export'
import {
  ACTIVITY_PAGE_DEFAULT,
  ACTIVITY_PAGE_MAX,
  activityPage,
  activityView,
  type ActivityFilters,
} from '../domain/activity/activity-list'
import { dayRange, today } from '../domain/core/date-range'
import { CSV_TYPE, XLSX_TYPE } from '../domain/core/xlsx-file'
import { AppError } from '../errors'
import { authorize } from '../http/auth'
import { ok } from '../http/respond'
import { streamed } from '../http/streamed'
import { parseQuery } from '../http/validation'

/*
 * The activity log's reads (docs/api-contract.md § Activity log, decision 074): the list, newest
 * first with a keyset cursor, and the same entries as a CSV or workbook. The log has no write
 * call: entries are written by the changes themselves.
 */

const ACTION = /^[a-z][a-z_]*(\.[a-z][a-z_]*)*$/
const KIND = /^[a-z][a-z_]{0,31}$/

const filterSchema = {
  person: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, { error: "person must be a person's id" })
    .optional(),
  action: z
    .string()
    .max(64, { error: 'action must be at most 64 characters' })
    .regex(ACTION, { error: 'action must be an action name such as payout.created' })
    .optional(),
  // target=payout:POUT123 or target_kind=payout&target_id=POUT123.
  target: z.string().max(140, { error: 'target must be at most 140 characters' }).optional(),
  target_kind: z
    .string()
    .regex(KIND, { error: 'target_kind must be a kind such as payout' })
    .optional(),
  target_id: z.string().max(100, { error: 'target_id must be at most 100 characters' }).optional(),
  from: z.string().optional(),
  to: z.string().optional(),
}

const listQuery = z.object({
  ...filterSchema,
  cursor: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, { error: 'cursor must be the next_cursor of a page' })
    .optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}` })
    .int({ error: `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}` })
    .min(1, { error: `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}` })
    .max(ACTIVITY_PAGE_MAX, {
      error: `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`,
    })
    .default(ACTIVITY_PAGE_DEFAULT),
})

const exportQuery = z.object({
  ...filterSchema,
  format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx' }).default('xlsx'),
})

type FilterInput = { [K in keyof typeof filterSchema]?: string }

function filters(q: FilterInput): ActivityFilters {
  let targetKind = q.target_kind
  let targetId = q.target_id
  if (q.target) {
    const [kind = '', ...rest] = q.target.split(':')
    if (!KIND.test(kind))
      throw new AppError(400, 'target must be a kind and an id such as payout:POUT123')
    targetKind = kind
    targetId = rest.length > 0 ? rest.join(':') : undefined
  }
  if (targetId !== undefined && targetKind === undefined) {
    throw new AppError(400, 'target_id needs target_kind')
  }
  return {
    person: q.person,
    action: q.action || undefined,
    targetKind,
    targetId,
    range: dayRange(q.from || undefined, q.to || undefined),
  }
}

export function activityRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const auth = authorize(deps, 'activity.read')

  app.get('/merchant/activity', auth, (c) => {
    const q = parseQuery(c, listQuery)
    const page = activityPage(
      deps.db,
      c.get('merchantId'),
      filters(q),
      q.cursor === undefined ? null : Number(q.cursor),
      q.limit,
    )
    c.header('Cache-Control', 'no-store')
    return ok(c, {
      entries: page.rows.map(activityView),
      next_cursor: page.next === null ? null : String(page.next),
    })
  })

  app.get('/merchant/activity/export', auth, async (c) => {
    const q = parseQuery(c, exportQuery)
    const body = activityExport(deps.db, c.get('merchantId'), filters(q), q.format)
    const name = `activity-${q.from || 'start'}-to-${q.to || today()}.${q.format}`
    return new Response(await streamed(c, body), {
      status: 200,
      headers: {
        'Cache-Control': 'no-store',
        'Content-Type': q.format === 'csv' ? CSV_TYPE : XLSX_TYPE,
        'Content-Disposition': `attachment; filename="${name}"`,
      },
    })
  })

  return app
}
