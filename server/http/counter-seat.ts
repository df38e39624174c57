import type { Context } from 'hono'
import type { AppEnv, Deps } from '../deps'
import { setDeviceCashier, type DeviceMode } from '../domain/counters/counter-devices'
import { counterByRowId, ownerCounter, type CounterRow } from '../domain/counters/counters'
import { sessionCashierId, setSessionCashier } from '../domain/merchants/sessions'
import { activeStaffById, hasStaff, type StaffRow } from '../domain/counters/staff'
import { AppError } from '../errors'
import { SELL_AT_YOUR_OUTLET } from './outlet-filter'

/*
 * The counter a call sells on (decision 047): a paired device's own counter, or, for the owner's
 * session, the owner's counter ('Owner', created on first use). The cashier is the device's
 * chosen one; the owner may pick one on its own counter (kept per session) but never has to.
 */

export const CHOOSE_CASHIER = 'Choose who is selling first'

export type Seat = {
  principal: 'device' | 'owner'
  /** A Speaker only announces (decision 078): no cashier, no shift to open or close. */
  mode: DeviceMode
  counter: CounterRow
  cashier: StaffRow | null
  /** A device of a merchant with staff sells only once a cashier is chosen. */
  cashierRequired: boolean
  setCashier(staffRowId: number | null): void
}

export function counterSeat(deps: Deps, c: Context<AppEnv>): Seat {
  const principal = c.get('principal')
  if (principal.kind === 'device') {
    const device = principal.device
    const till = device.mode === 'till'
    return {
      principal: 'device',
      mode: device.mode,
      counter: counterByRowId(deps.db, device.counter_id),
      cashier: till ? activeStaffById(deps.db, device.cashier_staff_id) : null,
      cashierRequired: till && hasStaff(deps.db, device.merchant_id),
      setCashier: (id) => setDeviceCashier(deps.db, device.id, id),
    }
  }
  // A person's portal session sells on the owner's counter; the wire still calls it 'owner'.
  if (principal.kind === 'person') {
    const token = principal.token
    const counter = ownerCounter(deps.db, principal.merchantId)
    // The owner's counter belongs to the first outlet: a person limited to others sells from a
    // paired till of theirs (decision 080).
    if (principal.outlets !== null && !principal.outlets.ids.includes(counter.outlet_id))
      throw new AppError(403, SELL_AT_YOUR_OUTLET)
    return {
      principal: 'owner',
      mode: 'till',
      counter,
      cashier: activeStaffById(deps.db, sessionCashierId(deps.db, token)),
      cashierRequired: false,
      setCashier: (id) => setSessionCashier(deps.db, token, id),
    }
  }
  // authorize() gives the counter scope to neither; a counter payin by API key has no seat.
  throw new AppError(403, 'This call needs a signed-in portal session, not an API key')
}

/** The seat a sale is made from, refusing a device with staff but no cashier chosen. */
export function sellingSeat(seat: Seat) {
  if (seat.cashierRequired && !seat.cashier) throw new AppError(403, CHOOSE_CASHIER)
  return {
    counter: seat.counter,
    cashier: seat.cashier
      ? { id: seat.cashier.id, staff_id: seat.cashier.staff_id, name: seat.cashier.name }
      : null,
  }
}
