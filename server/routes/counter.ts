import { Hono, type Context } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { INVALID_PAIRING_CODE, pairDevice } from '../domain/counters/counter-devices'
import { counterLockMinutes } from '../domain/counters/counters'
import { counterPayments } from '../domain/payins/counter-payments'
import { deviceLabel } from '../domain/counters/device-label'
import { getMerchant } from '../domain/merchants/merchants'
import { toRupees } from '../domain/core/money'
import { refreshExpiry } from '../domain/refunds/payin-lifecycle'
import type { PayinRow } from '../domain/core/payin-row'
import { payinView } from '../domain/payins/payin-wire'
import {
  closeShift,
  findShift,
  joinShift,
  openShiftOf,
  SHIFT_NOT_FOUND,
} from '../domain/counters/shifts'
import { withLateSection } from '../domain/counters/shift-lates'
import { shiftPayins, shiftReport } from '../domain/counters/shift-report'
import { checkCashierPin, deviceKey, locksOf } from '../domain/counters/pin-guard'
import {
  listStaff,
  PIN_FORMAT,
  PIN_PATTERN,
  staffView,
  worksAt,
  worksElsewhere,
} from '../domain/counters/staff'
import { iso } from '../domain/core/time'
import { AppError } from '../errors'
import { recordActivity } from '../domain/activity/record-activity'
import { shiftClosedEntry } from '../http/activity-entries'
import { requestPlace, withActivity } from '../http/activity-origin'
import { authorize, publicRoute } from '../http/auth'
import { clientAddress } from '../http/client-address'
import { CHOOSE_CASHIER, counterSeat, type Seat } from '../http/counter-seat'
import { ok } from '../http/respond'
import { parseWith, readJsonObject } from '../http/validation'

/*
 * The counter's own calls (docs/api-contract.md § Counter devices, decisions 047, 048 and 078):
 * pairing a device, its session, choosing the cashier, its shift's X- and Z-reports, and today's
 * payments a Speaker announces. The same calls answer the owner's session for the owner's own
 * counter. A Till holds the `counter` and `listen` scopes; a Speaker `listen` only.
 */

const TOO_MANY_PAIRINGS = 'Too many pairing attempts. Please wait a few minutes and try again.'

const pairSchema = z.object({
  code: z
    .string({ error: INVALID_PAIRING_CODE })
    .max(40, INVALID_PAIRING_CODE)
    .min(1, INVALID_PAIRING_CODE),
  // What the owner will see as this device in Settings → Counters (else its browser and system).
  label: z
    .string({ error: 'label must be text' })
    .max(80, 'label is at most 80 characters')
    .optional(),
})

const cashierSchema = z.object({
  staff_id: z
    .string({ error: 'Choose a cashier' })
    .trim()
    .min(1, 'Choose a cashier')
    .max(40, 'Cashier not found'),
  pin: z.string({ error: PIN_FORMAT }).regex(PIN_PATTERN, PIN_FORMAT),
})

const TOO_MANY_PINS = 'Too many PIN attempts. Please wait a few minutes and try again.'

/** Who enters PINs at this seat: the paired device, or the owner's session (decision 065). */
function seatKey(c: Context<AppEnv>, merchantId: number): string {
  const principal = c.get('principal')
  return principal.kind === 'device'
    ? deviceKey({ deviceId: principal.device.id })
    : deviceKey({ ownerOf: merchantId })
}

/** Closing needs the cashier on a device with staff; the owner's session closes as 'Owner'. */
function closer(seat: Seat): string | null {
  if (seat.cashierRequired && !seat.cashier) throw new AppError(403, CHOOSE_CASHIER)
  return seat.cashier?.name ?? (seat.principal === 'owner' ? 'Owner' : null)
}

export function counterRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const auth = authorize(deps, 'links.create', 'counter')
  // What a Speaker may read too: its session and today's payments.
  const listen = authorize(deps, 'links.create', 'listen')
  const view = (c: Context<AppEnv>, row: PayinRow) =>
    payinView(row, deps.baseUrl(c.req.url), getMerchant(deps.db, row.merchant_id))

  app.post('/counter/pair', publicRoute, async (c) => {
    const { code, label } = parseWith(pairSchema, await readJsonObject(c))
    const admission = deps.guesses.pairing.admit(clientAddress(c, deps.trustProxy))
    if (!admission.ok) {
      c.header('Retry-After', String(admission.retryAfterSeconds))
      throw new AppError(429, TOO_MANY_PAIRINGS)
    }
    let paired: ReturnType<typeof pairDevice> = null
    let full = false
    try {
      const name = deviceLabel(label, c.req.header('user-agent'))
      // The pairing and its entry commit together; the new device is who paired.
      paired = deps.db
        .transaction(() => {
          const done = pairDevice(deps.db, deps.secretKey, code, Date.now(), name)
          if (done) {
            recordActivity(deps.db, {
              merchantId: done.counter.merchant_id,
              actor: { kind: 'device', id: done.deviceId, name: done.counter.name },
              action: 'counter.paired',
              target: { kind: 'counter', id: done.counter.counter_id, label: done.counter.name },
              after: {
                device_id: done.deviceId,
                label: name,
                mode: done.mode,
                replaced: done.replaced,
              },
              ...requestPlace(deps, c),
            })
          }
          return done
        })
        .immediate()
    } catch (err) {
      // A right code for a counter whose Speakers are full (409) was no guess.
      full = err instanceof AppError && err.status === 409
      throw err
    } finally {
      admission.settle(paired !== null || full)
    }
    if (!paired) throw new AppError(400, INVALID_PAIRING_CODE)
    // The device this one replaces stops at once, streams included.
    for (const deviceId of paired.replaced) deps.streams.closeDevice(deviceId)
    c.header('Cache-Control', 'no-store')
    return ok(
      c,
      {
        device_token: paired.token,
        expires_at: iso(paired.expiresAt),
        counter: { counter_id: paired.counter.counter_id, name: paired.counter.name },
        business_name: getMerchant(deps.db, paired.counter.merchant_id).business_name,
        mode: paired.mode,
      },
      201,
    )
  })

  app.get('/counter/session', listen, (c) => {
    const seat = counterSeat(deps, c)
    const merchant = getMerchant(deps.db, c.get('merchantId'))
    const shift = openShiftOf(deps.db, seat.counter.id)
    const locks = locksOf(deps.db, seatKey(c, merchant.id))
    // A Speaker asks for no cashier: it is told of none (their names are the till's business).
    const speaker = seat.mode === 'speaker'
    return ok(c, {
      counter: {
        counter_id: seat.counter.counter_id,
        name: seat.counter.name,
        is_owner_counter: seat.counter.is_owner_counter === 1,
        confirm_above: toRupees(seat.counter.charge_confirm_above),
      },
      business_name: merchant.business_name,
      principal: seat.principal,
      // Locked as this device sees it: its own lock, or the cashier's lock on this device.
      mode: seat.mode,
      // The cashiers who may sell here: those of this counter's outlet and those of any.
      staff: (speaker ? [] : listStaff(deps.db, merchant.id))
        .filter((row) => worksAt(row, seat.counter.outlet_id))
        .map((row) => {
          const { staff_id, name } = staffView(row)
          const until = locks.device ?? locks.cashiers.get(row.id) ?? null
          return { staff_id, name, locked_until: iso(until) }
        }),
      device_locked_until: speaker ? null : iso(locks.device),
      cashier: seat.cashier ? { staff_id: seat.cashier.staff_id, name: seat.cashier.name } : null,
      cashier_required: seat.cashierRequired,
      shift: shift ? shiftReport(deps.db, shift) : null,
      lock_after_minutes: counterLockMinutes(deps.db, merchant.id),
    })
  })

  // Today's payments of this counter, sales and standing QR, newest first (decision 078): what a
  // Speaker reads when it opens and after each reconnect, to announce what it missed.
  app.get('/counter/payments', listen, (c) => {
    const seat = counterSeat(deps, c)
    return ok(c, counterPayments(deps.db, seat.counter))
  })

  app.post('/counter/cashier', auth, async (c) => {
    const { staff_id, pin } = parseWith(cashierSchema, await readJsonObject(c))
    const seat = counterSeat(deps, c)
    // The failure budget is the merchant's: its tills cannot spend another shop's (decision 065).
    const admission = deps.guesses.pins.admit(
      clientAddress(c, deps.trustProxy),
      `m${c.get('merchantId')}`,
    )
    if (!admission.ok) {
      c.header('Retry-After', String(admission.retryAfterSeconds))
      throw new AppError(429, TOO_MANY_PINS)
    }
    let cashier
    try {
      cashier = await checkCashierPin(
        deps.db,
        c.get('merchantId'),
        seatKey(c, c.get('merchantId')),
        staff_id,
        pin,
        deps.checkPassword,
      )
      admission.settle(true)
    } catch (err) {
      // A refusal by a lock checked no PIN: it spends nothing, so a locked till hammering away
      // cannot use up its address's or its shop's budget for the other tills (decision 065).
      admission.settle(err instanceof AppError && err.status === 429)
      const until = err instanceof AppError && err.status === 429 ? err.details?.locked_until : null
      if (typeof until === 'string' && until) {
        c.header(
          'Retry-After',
          String(Math.max(1, Math.ceil((Date.parse(until) - Date.now()) / 1000))),
        )
      }
      throw err
    }
    // Their PIN was right, so the refusal can name them (decision 080).
    if (!worksAt(cashier, seat.counter.outlet_id))
      throw new AppError(403, worksElsewhere(cashier.name))
    seat.setCashier(cashier.id)
    const shift = joinShift(deps.db, seat.counter, cashier)
    return ok(c, {
      cashier: { staff_id: cashier.staff_id, name: cashier.name },
      shift: shiftReport(deps.db, shift),
    })
  })

  app.post('/counter/cashier/lock', auth, async (c) => {
    await readJsonObject(c)
    counterSeat(deps, c).setCashier(null)
    return ok(c, { cashier: null })
  })

  app.get('/counter/shift/current', auth, (c) => {
    const seat = counterSeat(deps, c)
    const shift = openShiftOf(deps.db, seat.counter.id)
    if (!shift) return ok(c, null)
    const { latest, late, refunded } = shiftPayins(deps.db, shift)
    return ok(c, {
      ...withLateSection(deps.db, shift, shiftReport(deps.db, shift)),
      payments: latest.map((row) => view(c, row)),
      late_payments: late.map(({ row, alsoPaid }) => ({ ...view(c, row), also_paid: alsoPaid })),
      refunded_payments: refunded.map((row) => view(c, row)),
    })
  })

  app.post('/counter/shift/close', auth, async (c) => {
    await readJsonObject(c)
    const seat = counterSeat(deps, c)
    const closedBy = closer(seat)
    const report = withActivity(
      deps,
      c,
      () =>
        closeShift(deps.db, seat.counter, closedBy, (row, now) => {
          refreshExpiry(deps.db, row, now)
        }),
      (z) => shiftClosedEntry(seat.counter, z, closedBy),
    )
    // The shift is over: the next sale starts from 'Who is selling?'.
    seat.setCashier(null)
    deps.wake.webhooks()
    const closed = findShift(deps.db, c.get('merchantId'), report.shift_id)
    return ok(c, withLateSection(deps.db, closed, report))
  })

  app.get('/counter/shifts/:shift_id', auth, (c) => {
    const seat = counterSeat(deps, c)
    const shift = findShift(deps.db, c.get('merchantId'), c.req.param('shift_id'))
    if (shift.counter_id !== seat.counter.id) throw new AppError(404, SHIFT_NOT_FOUND)
    return ok(c, withLateSection(deps.db, shift, shiftReport(deps.db, shift)))
  })

  return app
}
