import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import {
  clearCounterCashier,
  DEVICE_MODES,
  displayCode,
  issuePairingCode,
  revokeCounterDevice,
} from '../domain/counters/counter-devices'
import { counterDevices, revokeOneDevice } from '../domain/counters/counter-device-list'
import { todayByCounter } from '../domain/counters/counter-today'
import {
  counterLockMinutes,
  counterView,
  createCounter,
  findCounter,
  listCounters,
  moveCounter,
  renameCounter,
  setChargeConfirmAbove,
  setCounterLockMinutes,
  setCounterMaxSale,
} from '../domain/counters/counters'
import { toRupees } from '../domain/core/money'
import { refreshExpiry } from '../domain/refunds/payin-lifecycle'
import { cashierLockedUntil, counterPinLocks, unlockCounter } from '../domain/counters/pin-guard'
import type { CounterRow } from '../domain/counters/counters'
import { closeShift } from '../domain/counters/shifts'
import {
  createStaff,
  listStaff,
  PIN_FORMAT,
  PIN_PATTERN,
  removeStaff,
  resetPin,
  setStaffOutlet,
  staffWithOutlet,
} from '../domain/counters/staff'
import { outletByRowId } from '../domain/outlets/outlet-row'
import { openOutlet } from '../domain/outlets/outlets'
import { iso } from '../domain/core/time'
import { shiftClosedEntry } from '../http/activity-entries'
import { withActivity } from '../http/activity-origin'
import { authorize } from '../http/auth'
import { bodyOutlet, callOutlets } from '../http/outlet-filter'
import { amountField, requiredText } from '../http/schemas'
import { ok } from '../http/respond'
import { parseWith, readJsonObject } from '../http/validation'

/*
 * The owner's side of the counters (docs/api-contract.md § Counter devices, decision 047): adding,
 * renaming, pairing and revoking counters, the staff and their PINs, the idle lock, and today's
 * takings per counter. Owner session only (the account scope).
 */

const counterName = requiredText('Counter name is required', 'Counter name', 40)
const outletId = z.string({ error: 'Outlet not found' }).trim().min(1, 'Outlet not found')
// A counter is made in an outlet (decision 080): the first one when none is named.
const createSchema = z.object({ name: counterName, outlet_id: outletId.optional() })
// A rename, a move to another outlet, or both.
const updateSchema = z.object({ name: counterName.optional(), outlet_id: outletId.optional() })

const MODE_MESSAGE = "mode must be 'till' or 'speaker'"
// The device the code will pair (decision 078): a Till (the default, as before modes) or a Speaker.
const pairingSchema = z.object({
  mode: z.enum(DEVICE_MODES, { error: MODE_MESSAGE }).optional(),
})

const CONFIRM_MESSAGE = 'The confirmation amount must be from ₹1 to ₹10,00,000, in rupees and paise'
const confirmSchema = z.object({
  // The one amount parser (decision 067): rupees and paise, Indian grouping, ₹1 to ₹10,00,000.
  confirm_above: amountField({
    required: CONFIRM_MESSAGE,
    invalid: CONFIRM_MESSAGE,
    min: [100, CONFIRM_MESSAGE],
    max: [10_00_000_00, CONFIRM_MESSAGE],
  }),
})

const pin = z.string({ error: PIN_FORMAT }).regex(PIN_PATTERN, PIN_FORMAT)
const staffSchema = z.object({
  name: requiredText('Cashier name is required', 'Cashier name', 40),
  pin,
  outlet_id: outletId.nullable().optional(),
})
// The outlet a cashier works at; null: any outlet.
const staffOutletSchema = z.object({
  outlet_id: z.union([z.string().trim().min(1), z.null()], {
    error: 'outlet_id must be an outlet id or null',
  }),
})
const pinSchema = z.object({ pin })

const LOCK_MESSAGE = 'The lock time must be a whole number of minutes from 0 to 120'
const settingsSchema = z.object({
  lock_after_minutes: z
    .number({ error: LOCK_MESSAGE })
    .int(LOCK_MESSAGE)
    .min(0, LOCK_MESSAGE)
    .max(120, LOCK_MESSAGE),
})

const MAX_SALE_LIMIT = 10_00_000_00
const limitSchema = z.object({
  max_sale: amountField({
    required: 'Enter the largest sale this counter may take',
    invalid: 'Please enter a valid amount',
    min: [100, 'The limit must be at least ₹1'],
    max: [MAX_SALE_LIMIT, 'The limit can be at most ₹10,00,000'],
  }),
})

export function counterAdminRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const auth = authorize(deps, 'counters.manage')
  const db = deps.db
  // The Counter object with what only the owner sees: the till's limit and its PIN locks
  // (decision 065), so Settings → Counters can say a device was locked and offer the unlock.
  // Its devices too (decision 078), each `connected` while an event stream of it is open here.
  const ownerView = (
    row: CounterRow,
    connected = deps.streams.connectedDevices(row.merchant_id),
  ) => ({
    ...counterView(db, row),
    max_sale: toRupees(row.max_sale_paise),
    ...counterPinLocks(db, row),
    devices: counterDevices(db, row.id).map((device) => ({
      ...device,
      connected: connected.has(device.device_id),
    })),
  })

  app.get('/merchant/counters', auth, (c) => {
    const connected = deps.streams.connectedDevices(c.get('merchantId'))
    return ok(
      c,
      listCounters(db, c.get('merchantId'), callOutlets(db, c)).map((row) =>
        ownerView(row, connected),
      ),
    )
  })

  app.get('/merchant/counters/today', auth, (c) =>
    ok(c, todayByCounter(db, c.get('merchantId'), Date.now(), callOutlets(db, c))),
  )

  app.post('/merchant/counters', auth, async (c) => {
    const input = parseWith(createSchema, await readJsonObject(c))
    const merchantId = c.get('merchantId')
    // A limited person's counter is made in one of their outlets (decision 080).
    const outletId = bodyOutlet(c.get('principal'), input.outlet_id, true)
    const outlet = outletId === undefined ? undefined : openOutlet(db, merchantId, outletId)
    const row = createCounter(db, merchantId, input.name, Date.now(), outlet?.id)
    return ok(c, counterView(db, row), 201)
  })

  app.put('/merchant/counters/:counter_id', auth, async (c) => {
    const input = parseWith(updateSchema, await readJsonObject(c))
    bodyOutlet(c.get('principal'), input.outlet_id)
    const merchantId = c.get('merchantId')
    const counterId = c.req.param('counter_id')
    // The move first: a rename and a refused move together change nothing.
    const row = withActivity(
      deps,
      c,
      () => {
        const moved =
          input.outlet_id === undefined
            ? null
            : moveCounter(db, merchantId, counterId, input.outlet_id)
        const counter =
          input.name === undefined
            ? (moved?.counter ?? findCounter(db, merchantId, counterId))
            : renameCounter(db, merchantId, counterId, input.name)
        return { counter, moved }
      },
      ({ counter, moved }) =>
        moved?.moved
          ? {
              action: 'counter.moved',
              target: { kind: 'counter', id: counter.counter_id, label: counter.name },
              before: { outlet: outletByRowId(db, moved.from).name },
              after: { outlet: outletByRowId(db, counter.outlet_id).name },
            }
          : null,
    ).counter
    return ok(c, counterView(db, row))
  })

  // Above this amount the counter's Charge asks once (decision 064).
  app.put('/merchant/counters/:counter_id/confirm-above', auth, async (c) => {
    const { confirm_above } = parseWith(confirmSchema, await readJsonObject(c))
    const row = setChargeConfirmAbove(
      db,
      c.get('merchantId'),
      c.req.param('counter_id'),
      confirm_above,
    )
    return ok(c, counterView(db, row))
  })

  app.post('/merchant/counters/:counter_id/pairing-code', auth, async (c) => {
    const { mode = 'till' } = parseWith(pairingSchema, await readJsonObject(c))
    const issued = issuePairingCode(
      db,
      deps.secretKey,
      c.get('merchantId'),
      c.req.param('counter_id'),
      Date.now(),
      mode,
    )
    const code = displayCode(issued.code)
    c.header('Cache-Control', 'no-store')
    return ok(
      c,
      {
        code,
        expires_at: iso(issued.expiresAt),
        pair_url: `${deps.baseUrl(c.req.url)}/counter/pair?code=${code}`,
        mode: issued.mode,
      },
      201,
    )
  })

  app.put('/merchant/counters/:counter_id/limit', auth, async (c) => {
    const { max_sale } = parseWith(limitSchema, await readJsonObject(c))
    const counter = findCounter(db, c.get('merchantId'), c.req.param('counter_id'))
    return ok(c, ownerView(setCounterMaxSale(db, counter, max_sale)))
  })

  // The owner's unlock of a device locked by wrong PINs, and of its cashiers there.
  app.post('/merchant/counters/:counter_id/unlock', auth, async (c) => {
    await readJsonObject(c)
    const counter = findCounter(db, c.get('merchantId'), c.req.param('counter_id'))
    unlockCounter(db, counter)
    return ok(c, ownerView(counter))
  })

  app.post('/merchant/counters/:counter_id/revoke', auth, async (c) => {
    await readJsonObject(c)
    const { counter, deviceIds } = withActivity(
      deps,
      c,
      () => revokeCounterDevice(db, c.get('merchantId'), c.req.param('counter_id')),
      (revoked) => ({
        action: 'counter.revoked',
        target: { kind: 'counter', id: revoked.counter.counter_id, label: revoked.counter.name },
        before: { device_ids: revoked.deviceIds },
      }),
    )
    // Its open streams end now, not at their next ping (tests: within 5 s of the revoke).
    for (const deviceId of deviceIds) deps.streams.closeDevice(deviceId)
    return ok(c, counterView(db, counter))
  })

  // One device of a counter (a lost Speaker, a Till retired): the others keep working.
  app.post('/merchant/counters/:counter_id/devices/:device_id/revoke', auth, async (c) => {
    await readJsonObject(c)
    const { counter, device } = withActivity(
      deps,
      c,
      () =>
        revokeOneDevice(
          db,
          c.get('merchantId'),
          c.req.param('counter_id'),
          c.req.param('device_id'),
        ),
      (revoked) => ({
        action: 'counter.device_revoked',
        target: { kind: 'counter', id: revoked.counter.counter_id, label: revoked.counter.name },
        before: {
          device_id: revoked.device.device_id,
          mode: revoked.device.mode,
          label: revoked.device.label,
        },
      }),
    )
    // As the whole counter's revoke: its streams end now.
    deps.streams.closeDevice(device.device_id)
    return ok(c, ownerView(counter))
  })

  // The cashier who opened a shift may be gone; the owner can always close it.
  app.post('/merchant/counters/:counter_id/shift/close', auth, async (c) => {
    await readJsonObject(c)
    const counter = findCounter(db, c.get('merchantId'), c.req.param('counter_id'))
    const report = withActivity(
      deps,
      c,
      () =>
        closeShift(db, counter, 'Owner', (row, now) => {
          refreshExpiry(db, row, now)
        }),
      (z) => shiftClosedEntry(counter, z, 'Owner'),
    )
    clearCounterCashier(db, counter.id)
    deps.wake.webhooks()
    return ok(c, report)
  })

  app.get('/merchant/staff', auth, (c) =>
    ok(
      c,
      // A cashier is shown locked while locked on any device (the lock is per device now).
      listStaff(db, c.get('merchantId'), callOutlets(db, c)).map((row) => ({
        ...staffWithOutlet(db, row),
        locked_until: cashierLockedUntil(db, row.id),
      })),
    ),
  )

  app.post('/merchant/staff', auth, async (c) => {
    const input = parseWith(staffSchema, await readJsonObject(c))
    const merchantId = c.get('merchantId')
    const outletId = bodyOutlet(c.get('principal'), input.outlet_id || undefined, true)
    const outlet = outletId ? openOutlet(db, merchantId, outletId) : null
    // The PIN is never logged: the entry names the cashier only.
    const staff = withActivity(
      deps,
      c,
      () => createStaff(db, merchantId, input.name, input.pin, outlet?.id ?? null),
      (row) => ({
        action: 'cashier.added',
        target: { kind: 'cashier', id: row.staff_id, label: row.name },
        after: outlet ? { name: row.name, outlet: outlet.name } : { name: row.name },
      }),
    )
    return ok(c, staffWithOutlet(db, staff), 201)
  })

  // The outlet a cashier works at (decision 080): one outlet, or null for any.
  app.put('/merchant/staff/:staff_id', auth, async (c) => {
    const input = parseWith(staffOutletSchema, await readJsonObject(c))
    const merchantId = c.get('merchantId')
    bodyOutlet(c.get('principal'), input.outlet_id)
    const outlet = input.outlet_id === null ? null : openOutlet(db, merchantId, input.outlet_id)
    const { after } = setStaffOutlet(db, merchantId, c.req.param('staff_id'), outlet?.id ?? null)
    return ok(c, { ...staffWithOutlet(db, after), locked_until: cashierLockedUntil(db, after.id) })
  })

  app.post('/merchant/staff/:staff_id/pin', auth, async (c) => {
    const input = parseWith(pinSchema, await readJsonObject(c))
    const row = resetPin(db, c.get('merchantId'), c.req.param('staff_id'), input.pin)
    return ok(c, staffWithOutlet(db, row))
  })

  app.post('/merchant/staff/:staff_id/remove', auth, async (c) => {
    await readJsonObject(c)
    removeStaff(db, c.get('merchantId'), c.req.param('staff_id'))
    return ok(c, { removed: true })
  })

  app.get('/merchant/counter-settings', auth, (c) =>
    ok(c, { lock_after_minutes: counterLockMinutes(db, c.get('merchantId')) }),
  )

  app.put('/merchant/counter-settings', authorize(deps, 'counters.settings'), async (c) => {
    const input = parseWith(settingsSchema, await readJsonObject(c))
    setCounterLockMinutes(db, c.get('merchantId'), input.lock_after_minutes)
    return ok(c, { lock_after_minutes: counterLockMinutes(db, c.get('merchantId')) })
  })

  return app
}
