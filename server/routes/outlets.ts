import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { changedFields } from '../domain/activity/record-activity'
import { archiveOutletWithDevices } from '../domain/counters/outlet-devices'
import { gstinProblem } from '../domain/core/gst'
import type { OutletRow } from '../domain/outlets/outlet-row'
import {
  createOutlet,
  INVALID_GSTIN,
  outletViews,
  restoreOutlet,
  updateOutlet,
  viewOfOutlet,
} from '../domain/outlets/outlets'
import { withActivity, type Change } from '../http/activity-origin'
import { authorize } from '../http/auth'
import { ok } from '../http/respond'
import { optionalText, requiredText } from '../http/schemas'
import { parseWith, readJsonObject } from '../http/validation'
import { limitedTo } from '../http/outlet-filter'

/*
 * A business's outlets (decision 080, docs/api-contract.md § Outlets): everyone reads them, an
 * Owner or Admin adds, changes, archives and restores them. GET /merchant/outlets/today (the
 * per-outlet table) lives with the outlet scope's reads.
 */

const NAME_REQUIRED = 'Outlet name is required'

// A GSTIN is upper case on paper; '' or null clears it. Any fault (shape, state, check character)
// is the one message of the contract.
const gstin = z
  .union([z.string(), z.null()], { error: INVALID_GSTIN })
  .optional()
  .transform((v) => (typeof v === 'string' ? v.trim().toUpperCase() || null : v))
  .refine((v) => typeof v !== 'string' || gstinProblem(v) === null, INVALID_GSTIN)

const stateCode = z
  .union([z.string(), z.null()], { error: 'Unknown state code' })
  .optional()
  .transform((v) => (typeof v === 'string' ? v.trim() || null : v))

const fields = {
  address: optionalText('Address', 200, true),
  city: optionalText('City', 60),
  state_code: stateCode,
  gstin,
}

const createSchema = z.object({ name: requiredText(NAME_REQUIRED, 'Outlet name', 60), ...fields })
const updateSchema = z.object({
  name: requiredText(NAME_REQUIRED, 'Outlet name', 60).optional(),
  ...fields,
})

const LOGGED = ['name', 'address', 'city', 'state_code', 'gstin'] as const

const target = (row: OutletRow) => ({ kind: 'outlet', id: row.outlet_id, label: row.name })

export function outletRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const read = authorize(deps, 'outlets.read')
  const manage = authorize(deps, 'outlets.manage')
  const db = deps.db

  app.get('/merchant/outlets', read, (c) => {
    // A limited person's outlets, read with their session (decision 080).
    const only = limitedTo(c.get('principal'))
    return ok(c, { outlets: outletViews(db, c.get('merchantId'), only?.ids) })
  })

  app.post('/merchant/outlets', manage, async (c) => {
    const input = parseWith(createSchema, await readJsonObject(c))
    const row = withActivity(
      deps,
      c,
      () => createOutlet(db, c.get('merchantId'), input),
      (outlet): Change => ({
        action: 'outlet.created',
        target: target(outlet),
        after: {
          name: outlet.name,
          address: outlet.address,
          city: outlet.city,
          state_code: outlet.state_code,
          gstin: outlet.gstin,
        },
      }),
    )
    return ok(c, { outlet: viewOfOutlet(db, row) }, 201)
  })

  app.put('/merchant/outlets/:outlet_id', manage, async (c) => {
    const input = parseWith(updateSchema, await readJsonObject(c))
    const { after } = withActivity(
      deps,
      c,
      () => updateOutlet(db, c.get('merchantId'), c.req.param('outlet_id'), input),
      ({ before, after }) => {
        const diff = changedFields(before, after, LOGGED)
        return diff ? { action: 'outlet.updated', target: target(after), ...diff } : null
      },
    )
    return ok(c, { outlet: viewOfOutlet(db, after) })
  })

  app.post('/merchant/outlets/:outlet_id/archive', manage, async (c) => {
    await readJsonObject(c)
    const { outlet, deviceIds } = withActivity(
      deps,
      c,
      () => archiveOutletWithDevices(db, c.get('merchantId'), c.req.param('outlet_id')),
      (done): Change | null =>
        done.changed
          ? {
              action: 'outlet.archived',
              target: target(done.outlet),
              after: { archived: true, devices_unpaired: done.deviceIds.length },
            }
          : null,
    )
    // Their open streams end now, as a counter's revoke ends them.
    for (const deviceId of deviceIds) deps.streams.closeDevice(deviceId)
    return ok(c, { outlet: viewOfOutlet(db, outlet) })
  })

  app.post('/merchant/outlets/:outlet_id/restore', manage, async (c) => {
    await readJsonObject(c)
    const { outlet } = withActivity(
      deps,
      c,
      () => restoreOutlet(db, c.get('merchantId'), c.req.param('outlet_id')),
      (done): Change | null =>
        done.changed
          ? { action: 'outlet.restored', target: target(done.outlet), after: { archived: false } }
          : null,
    )
    return ok(c, { outlet: viewOfOutlet(db, outlet) })
  })

  return app
}
