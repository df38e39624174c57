import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { GST_STATES } from '../core/gst'
import { publicId } from '../core/ids'
import { iso } from '../core/time'
import { findOutlet, listOutlets, outletByRowId, type OutletRow } from './outlet-row'

/*
 * Making and changing a business's outlets (decision 080, docs/api-contract.md § Outlets). An
 * outlet is archived, never deleted, because payins name it for ever. The checks that read
 * counters and shifts are plain SQL here: the counters area sits above outlets (it imports them),
 * and unpairing an archived outlet's devices is its job (counters/outlet-devices.ts).
 */

export const OUTLET_NAME_TAKEN = 'An outlet with this name already exists'
export const OUTLET_ARCHIVED = 'This outlet is archived'
export const LAST_OPEN_OUTLET = 'A business keeps at least one open outlet'
export const INVALID_GSTIN = 'Invalid GSTIN'
export const UNKNOWN_STATE = 'Unknown state code'

/** The GSTIN-of-another-state refusal names the outlet's state: `(29: Karnataka)`. */
export const gstinOfOtherState = (stateCode: string) =>
  `The GSTIN must be of the outlet's state (${stateCode}: ${GST_STATES[stateCode] ?? stateCode})`

export const openShiftsRefusal = (outlet: string, counters: string[]) =>
  `Close the open shifts at ${outlet} first: ${counters.join(', ')}`

/** Validated fields (the route's zod): undefined leaves a field as it is, null clears it. */
export type OutletInput = {
  name?: string
  address?: string | null
  city?: string | null
  state_code?: string | null
  gstin?: string | null
}

/** The Outlet object of docs/api-contract.md. */
export function outletView(row: OutletRow, counters: number) {
  return {
    outlet_id: row.outlet_id,
    name: row.name,
    address: row.address,
    city: row.city,
    state_code: row.state_code,
    state: row.state_code === null ? null : (GST_STATES[row.state_code] ?? null),
    gstin: row.gstin,
    archived_at: iso(row.archived_at),
    created_at: iso(row.created_at),
    counters,
  }
}

export type Outlet = ReturnType<typeof outletView>

function counterCounts(db: Db, merchantId: number): Map<number, number> {
  const rows = stmt(
    db,
    'SELECT outlet_id AS id, COUNT(*) AS n FROM counters WHERE merchant_id = ? GROUP BY outlet_id',
  ).all(merchantId) as { id: number; n: number }[]
  return new Map(rows.map((r) => [r.id, r.n]))
}

/** Every outlet as the API gives them, open ones first; `only` keeps a limited person's. */
export function outletViews(db: Db, merchantId: number, only?: readonly number[]): Outlet[] {
  const counts = counterCounts(db, merchantId)
  return listOutlets(db, merchantId)
    .filter((row) => !only || only.includes(row.id))
    .map((row) => outletView(row, counts.get(row.id) ?? 0))
}

export function viewOfOutlet(db: Db, row: OutletRow): Outlet {
  return outletView(row, counterCounts(db, row.merchant_id).get(row.id) ?? 0)
}

/** An open outlet of this merchant: 404 for an unknown id, 409 for an archived one. */
export function openOutlet(db: Db, merchantId: number, outletId: string): OutletRow {
  const row = findOutlet(db, merchantId, outletId)
  if (row.archived_at !== null) throw new AppError(409, OUTLET_ARCHIVED)
  return row
}

function nameTaken(db: Db, merchantId: number, name: string, exceptId = 0): boolean {
  return (
    stmt(
      db,
      `SELECT 1 FROM outlets WHERE merchant_id = ? AND name = ? COLLATE NOCASE
         AND archived_at IS NULL AND id <> ?`,
    ).get(merchantId, name, exceptId) !== undefined
  )
}

type Fields = {
  name: string
  address: string
  city: string
  state_code: string | null
  gstin: string | null
}

/**
 * The outlet's fields after `input`, checked together: a GSTIN names its state (its first two
 * digits), so a GSTIN of another state is refused, and an outlet with no state takes the GSTIN's.
 */
function merged(current: Fields, input: OutletInput): Fields {
  const next: Fields = {
    name: input.name ?? current.name,
    address: input.address === undefined ? current.address : (input.address ?? ''),
    city: input.city === undefined ? current.city : (input.city ?? ''),
    state_code: input.state_code === undefined ? current.state_code : input.state_code,
    gstin: input.gstin === undefined ? current.gstin : input.gstin,
  }
  if (next.state_code !== null && GST_STATES[next.state_code] === undefined)
    throw new AppError(400, UNKNOWN_STATE)
  if (next.gstin !== null) {
    const gstinState = next.gstin.slice(0, 2)
    if (next.state_code === null) next.state_code = gstinState
    else if (next.state_code !== gstinState)
      throw new AppError(400, gstinOfOtherState(next.state_code))
  }
  return next
}

export function createOutlet(
  db: Db,
  merchantId: number,
  input: OutletInput & { name: string },
  now = Date.now(),
): OutletRow {
  const fields = merged({ name: '', address: '', city: '', state_code: null, gstin: null }, input)
  return db
    .transaction((): OutletRow => {
      // A merchant's first outlet (named after the business) exists before its second.
      listOutlets(db, merchantId)
      if (nameTaken(db, merchantId, fields.name)) throw new AppError(409, OUTLET_NAME_TAKEN)
      const result = stmt(
        db,
        `INSERT INTO outlets (outlet_id, merchant_id, name, address, city, state_code, gstin,
           created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        publicId('OUT'),
        merchantId,
        fields.name,
        fields.address,
        fields.city,
        fields.state_code,
        fields.gstin,
        now,
        now,
      )
      return outletByRowId(db, Number(result.lastInsertRowid))
    })
    .immediate()
}

/** Changes an outlet's fields (archived ones too: a typo in an old shop's address). */
export function updateOutlet(
  db: Db,
  merchantId: number,
  outletId: string,
  input: OutletInput,
  now = Date.now(),
): { before: OutletRow; after: OutletRow } {
  return db
    .transaction(() => {
      const before = findOutlet(db, merchantId, outletId)
      const fields = merged(before, input)
      if (before.archived_at === null && nameTaken(db, merchantId, fields.name, before.id))
        throw new AppError(409, OUTLET_NAME_TAKEN)
      stmt(
        db,
        `UPDATE outlets SET name = ?, address = ?, city = ?, state_code = ?, gstin = ?,
           updated_at = ? WHERE id = ?`,
      ).run(
        fields.name,
        fields.address,
        fields.city,
        fields.state_code,
        fields.gstin,
        now,
        before.id,
      )
      return { before, after: outletByRowId(db, before.id) }
    })
    .immediate()
}

/**
 * Archives an outlet: refused while one of its counters has an open shift (their takings would
 * close under an outlet nobody can pick), and for the last open one. Idempotent. The caller
 * unpairs its counters' devices in the same transaction (counters/outlet-devices.ts).
 */
export function archiveOutlet(
  db: Db,
  merchantId: number,
  outletId: string,
  now = Date.now(),
): { outlet: OutletRow; changed: boolean } {
  return db
    .transaction(() => {
      const outlet = findOutlet(db, merchantId, outletId)
      if (outlet.archived_at !== null) return { outlet, changed: false }
      const open = stmt(
        db,
        `SELECT c.name FROM shifts AS s JOIN counters AS c ON c.id = s.counter_id
         WHERE c.outlet_id = ? AND s.closed_at IS NULL ORDER BY c.name COLLATE NOCASE`,
      ).all(outlet.id) as { name: string }[]
      if (open.length > 0)
        throw new AppError(
          409,
          openShiftsRefusal(
            outlet.name,
            open.map((r) => r.name),
          ),
        )
      const others = stmt(
        db,
        'SELECT COUNT(*) AS n FROM outlets WHERE merchant_id = ? AND archived_at IS NULL AND id <> ?',
      ).get(merchantId, outlet.id) as { n: number }
      if (others.n === 0) throw new AppError(409, LAST_OPEN_OUTLET)
      stmt(db, 'UPDATE outlets SET archived_at = ?, updated_at = ? WHERE id = ?').run(
        now,
        now,
        outlet.id,
      )
      return { outlet: outletByRowId(db, outlet.id), changed: true }
    })
    .immediate()
}

/** Opens an archived outlet again; 409 when an open outlet has taken its name meanwhile. */
export function restoreOutlet(
  db: Db,
  merchantId: number,
  outletId: string,
  now = Date.now(),
): { outlet: OutletRow; changed: boolean } {
  return db
    .transaction(() => {
      const outlet = findOutlet(db, merchantId, outletId)
      if (outlet.archived_at === null) return { outlet, changed: false }
      if (nameTaken(db, merchantId, outlet.name, outlet.id))
        throw new AppError(409, OUTLET_NAME_TAKEN)
      stmt(db, 'UPDATE outlets SET archived_at = NULL, updated_at = ? WHERE id = ?').run(
        now,
        outlet.id,
      )
      return { outlet: outletByRowId(db, outlet.id), changed: true }
    })
    .immediate()
}
