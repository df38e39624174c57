import type { Context } from 'hono'
import type { Db } from '../db/connection'
import type { AppEnv } from '../deps'
import { stmt } from '../db/statements'
import { findOutlet, OUTLET_NOT_FOUND } from '../domain/outlets/outlet-row'
import type { OutletScope } from '../domain/outlets/outlet-scope'
import { AppError } from '../errors'
import type { Action } from './permissions'
import type { PersonOutlets, Principal } from './principal'

/*
 * Who sees which outlet (decision 080). `outletFilter` is the one filter every read of payins,
 * refunds, counters, shifts and cashiers takes: a person limited to outlets sees only theirs,
 * and `?outlet_id=` narrows inside that. `checkOutletParams` is authorize()'s check of the ids
 * in a route's path, so that an item of another outlet answers the same 404 as another
 * merchant's on every route, including routes written later.
 */

export const OUTLETS_ONLY = 'Your access is limited to some outlets'
export const NO_OUTLET = 'none'
export const CHOOSE_YOUR_OUTLET = 'Choose one of your outlets for this link'
export const SELL_AT_YOUR_OUTLET = 'Sell from a paired till of your outlet'

/** The outlets a principal is limited to, or null (every outlet: keys, devices, most people). */
export function limitedTo(principal: Principal): PersonOutlets | null {
  return principal.kind === 'person' ? principal.outlets : null
}

/**
 * What a read covers: the principal's outlets, narrowed by `requested` (an outlet's public id,
 * or 'none' for the payins naming no outlet). An unknown id, another merchant's and one outside
 * a limited person's outlets are all 404 'Outlet not found'; 'none' is not a limited person's.
 */
export function outletFilter(
  db: Db,
  principal: Principal,
  requested?: string | null,
): OutletScope | null {
  const limit = limitedTo(principal)
  const asked = requested?.trim() || undefined
  if (asked === undefined) {
    return limit === null ? null : { kind: 'outlets', ids: limit.ids, outletIds: limit.outletIds }
  }
  if (asked === NO_OUTLET) {
    if (limit !== null) throw new AppError(404, OUTLET_NOT_FOUND)
    return { kind: 'none' }
  }
  if (asked.length > 40) throw new AppError(404, OUTLET_NOT_FOUND)
  const outlet = findOutlet(db, principal.merchantId, asked)
  if (limit !== null && !limit.ids.includes(outlet.id)) throw new AppError(404, OUTLET_NOT_FOUND)
  return { kind: 'outlets', ids: [outlet.id], outletIds: [outlet.outlet_id] }
}

/** The call's outlets: its principal's, narrowed by its `?outlet_id=` (outletFilter). */
export function callOutlets(db: Db, c: Context<AppEnv>): OutletScope | null {
  return outletFilter(db, c.get('principal'), c.req.query('outlet_id'))
}

/** The call's outlets from the principal alone (calls without an `outlet_id` filter). */
export function principalOutlets(c: Context<AppEnv>): OutletScope | null {
  const limit = limitedTo(c.get('principal'))
  return limit === null ? null : { kind: 'outlets', ids: limit.ids, outletIds: limit.outletIds }
}

/**
 * The outlet a body names for a counter or cashier (POST/PUT /merchant/counters and /staff): a
 * limited person names one of theirs (another is 404 as unknown), and naming none on a create
 * means the first of theirs. 'Any outlet' (null) is the whole business's: 403 for them.
 * Undefined stays undefined (nothing to change) unless `create`.
 */
export function bodyOutlet<T extends string | null | undefined>(
  principal: Principal,
  outletId: T,
  create = false,
): T | string {
  const limit = limitedTo(principal)
  if (limit === null) return outletId
  if (outletId === undefined) return create ? (limit.outletIds[0] ?? outletId) : outletId
  if (outletId === null) throw new AppError(403, OUTLETS_ONLY)
  if (!limit.outletIds.includes(outletId.trim())) throw new AppError(404, OUTLET_NOT_FOUND)
  return outletId
}

type ParamCheck = {
  /** The outlet of the item the path names (outlets.id or a payin's public outlet id). */
  sql: string
  byPublicId: boolean
  /** A cashier of any outlet (NULL) may be seen from every outlet. */
  nullIsAny?: boolean
  notFound: string
}

const PAYIN: ParamCheck = {
  sql: 'SELECT outlet_id AS outlet FROM payins WHERE transaction_id = ? AND merchant_id = ?',
  byPublicId: true,
  notFound: 'Payin not found',
}

/** Path parameters naming an item with an outlet, by name (the same in every route). */
const PARAMS: Record<string, ParamCheck> = {
  transaction_id: PAYIN,
  refund_id: {
    sql: `SELECT p.outlet_id AS outlet FROM refunds AS r JOIN payins AS p ON p.id = r.payin_id
          WHERE r.refund_id = ? AND r.merchant_id = ?`,
    byPublicId: true,
    notFound: 'Refund not found',
  },
  counter_id: {
    sql: 'SELECT outlet_id AS outlet FROM counters WHERE counter_id = ? AND merchant_id = ?',
    byPublicId: false,
    notFound: 'Counter not found',
  },
  shift_id: {
    sql: 'SELECT outlet_id AS outlet FROM shifts WHERE shift_id = ? AND merchant_id = ?',
    byPublicId: false,
    notFound: 'Shift not found',
  },
  staff_id: {
    sql: `SELECT outlet_id AS outlet FROM staff WHERE staff_id = ? AND merchant_id = ?
          AND removed_at IS NULL`,
    byPublicId: false,
    nullIsAny: true,
    notFound: 'Cashier not found',
  },
  outlet_id: {
    sql: 'SELECT outlet_id AS outlet FROM outlets WHERE outlet_id = ? AND merchant_id = ?',
    byPublicId: true,
    notFound: OUTLET_NOT_FOUND,
  },
}

/** `:id` is a payin's transaction id on the payin routes only (a session's, a beneficiary's…). */
const ID_IS_PAYIN: ReadonlySet<Action> = new Set(['payments.read', 'links.create'])

/**
 * Refuses (404, as for another merchant's) a limited person's call naming an item of another
 * outlet in its path. An id that names nothing passes: the route answers its own 404.
 */
export function checkOutletParams(
  db: Db,
  principal: Principal,
  action: Action,
  params: Record<string, string>,
): void {
  const limit = limitedTo(principal)
  if (limit === null) return
  for (const [name, value] of Object.entries(params)) {
    const check = name === 'id' && ID_IS_PAYIN.has(action) ? PAYIN : PARAMS[name]
    if (!check || value.length > 100) continue
    const row = stmt(db, check.sql).get(value, principal.merchantId) as
      { outlet: string | number | null } | undefined
    if (!row) continue
    if (row.outlet === null && check.nullIsAny) continue
    const inside = check.byPublicId
      ? typeof row.outlet === 'string' && limit.outletIds.includes(row.outlet)
      : typeof row.outlet === 'number' && limit.ids.includes(row.outlet)
    if (!inside) throw new AppError(404, check.notFound)
  }
}
