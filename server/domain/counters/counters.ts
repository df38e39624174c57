import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { publicId } from '../core/ids'
import { toRupees } from '../core/money'
import { iso } from '../core/time'
import { standingIntent } from '../core/upi-intent'
import { getMerchant } from '../merchants/merchants'
import { firstOutlet, outletByRowId } from '../outlets/outlet-row'
import { rowOutletCondition, type OutletScope } from '../outlets/outlet-scope'
import { openOutlet } from '../outlets/outlets'

/*
 * A merchant's counters (docs/decisions/047): the tills of the shop. Each may be paired with one
 * device (server/domain/counters/counter-devices.ts); the owner's own counter ('Owner') is created the first
 * time the signed-in owner sells on /counter and is never paired.
 */

export type CounterRow = {
  id: number
  counter_id: string
  merchant_id: number
  name: string
  is_owner_counter: number
  /** The largest sale a device of this counter may create (decision 065); default ₹1,00,000. */
  max_sale_paise: number
  /** Paise: Charge asks once above this (decision 064). */
  charge_confirm_above: number
  created_at: number
  updated_at: number
  /** The payee address of its standing QR (decision 078): printed, so never changed. */
  standing_vpa: string
  /** Its outlet's row id (decision 080). */
  outlet_id: number
}

/** The default of charge_confirm_above: ₹50,000 (the portal uses it against an older gateway). */
export const DEFAULT_CONFIRM_ABOVE = 5_000_000

export const OWNER_COUNTER_NAME = 'Owner'
export const COUNTER_NOT_FOUND = 'Counter not found'
export const DUPLICATE_COUNTER = 'A counter with this name already exists'

export function findCounter(db: Db, merchantId: number, counterId: string): CounterRow {
  const row = stmt(db, 'SELECT * FROM counters WHERE counter_id = ? AND merchant_id = ?').get(
    counterId,
    merchantId,
  ) as CounterRow | undefined
  if (!row) throw new AppError(404, COUNTER_NOT_FOUND)
  return row
}

export function counterByRowId(db: Db, id: number): CounterRow {
  return stmt(db, 'SELECT * FROM counters WHERE id = ?').get(id) as CounterRow
}

/** outlets: those of a limited person or an ?outlet_id= filter (decision 080). */
export function listCounters(
  db: Db,
  merchantId: number,
  outlets: OutletScope | null = null,
): CounterRow[] {
  const inOutlets = rowOutletCondition(outlets)
  return stmt(
    db,
    `SELECT * FROM counters WHERE merchant_id = ?${inOutlets ? ` AND ${inOutlets.sql}` : ''}
     ORDER BY created_at, id`,
  ).all(merchantId, ...(inOutlets?.params ?? [])) as CounterRow[]
}

/**
 * A new counter's standing payee address (decision 078): the merchant's VPA with a random suffix,
 * `acmestores.3f9a1c2e@sandbox`. Unique (an index); 32 random bits make a clash a retry's worth.
 */
export function newStandingVpa(db: Db, merchantId: number): string {
  const vpa = getMerchant(db, merchantId).upi_vpa
  const at = vpa.lastIndexOf('@')
  const [user, host] = at < 0 ? [vpa, ''] : [vpa.slice(0, at), vpa.slice(at)]
  for (;;) {
    const candidate = `${user}.${randomBytes(4).toString('hex')}${host}`
    if (!stmt(db, 'SELECT 1 FROM counters WHERE standing_vpa = ?').get(candidate)) return candidate
  }
}

export function counterByStandingVpa(db: Db, vpa: string): CounterRow | undefined {
  return stmt(db, 'SELECT * FROM counters WHERE standing_vpa = ? COLLATE NOCASE').get(vpa) as
    CounterRow | undefined
}

function nameTaken(db: Db, merchantId: number, name: string, exceptId = 0): boolean {
  return (
    stmt(
      db,
      'SELECT 1 FROM counters WHERE merchant_id = ? AND name = ? COLLATE NOCASE AND id <> ?',
    ).get(merchantId, name, exceptId) !== undefined
  )
}

/** A new counter in `outletRowId` (the merchant's first outlet when not given). */
export function createCounter(
  db: Db,
  merchantId: number,
  name: string,
  now = Date.now(),
  outletRowId?: number,
) {
  return db
    .transaction((): CounterRow => {
      // 'Owner' stays free for the owner's own counter even before it exists.
      if (
        name.toLowerCase() === OWNER_COUNTER_NAME.toLowerCase() ||
        nameTaken(db, merchantId, name)
      )
        throw new AppError(400, DUPLICATE_COUNTER)
      const result = stmt(
        db,
        `INSERT INTO counters (counter_id, merchant_id, name, is_owner_counter, created_at,
           updated_at, standing_vpa, outlet_id) VALUES (?, ?, ?, 0, ?, ?, ?, ?)`,
      ).run(
        publicId('CTR'),
        merchantId,
        name,
        now,
        now,
        newStandingVpa(db, merchantId),
        outletRowId ?? firstOutlet(db, merchantId, now).id,
      )
      return counterByRowId(db, Number(result.lastInsertRowid))
    })
    .immediate()
}

export function renameCounter(db: Db, merchantId: number, counterId: string, name: string) {
  return db
    .transaction((): CounterRow => {
      const counter = findCounter(db, merchantId, counterId)
      if (counter.is_owner_counter) throw new AppError(400, "The owner's counter cannot be renamed")
      if (
        name.toLowerCase() === OWNER_COUNTER_NAME.toLowerCase() ||
        nameTaken(db, merchantId, name, counter.id)
      )
        throw new AppError(400, DUPLICATE_COUNTER)
      stmt(db, 'UPDATE counters SET name = ?, updated_at = ? WHERE id = ?').run(
        name,
        Date.now(),
        counter.id,
      )
      return counterByRowId(db, counter.id)
    })
    .immediate()
}

export const MOVE_WITH_OPEN_SHIFT = "Close this counter's shift before moving it"
export const OWNER_COUNTER_STAYS = "The owner's counter cannot be moved"

/**
 * Moves a counter to another open outlet (decision 080). Its past payins and shifts keep the
 * outlet they were made in; an open shift would straddle two outlets, so it is refused.
 */
export function moveCounter(
  db: Db,
  merchantId: number,
  counterId: string,
  outletId: string,
  now = Date.now(),
): { counter: CounterRow; from: number; moved: boolean } {
  return db
    .transaction(() => {
      const counter = findCounter(db, merchantId, counterId)
      const outlet = openOutlet(db, merchantId, outletId)
      if (outlet.id === counter.outlet_id) return { counter, from: counter.outlet_id, moved: false }
      // The owner sells on it wherever they are signed in: it stays in the first open outlet.
      if (counter.is_owner_counter) throw new AppError(400, OWNER_COUNTER_STAYS)
      if (
        stmt(db, 'SELECT 1 FROM shifts WHERE counter_id = ? AND closed_at IS NULL').get(counter.id)
      )
        throw new AppError(409, MOVE_WITH_OPEN_SHIFT)
      stmt(db, 'UPDATE counters SET outlet_id = ?, updated_at = ? WHERE id = ?').run(
        outlet.id,
        now,
        counter.id,
      )
      return { counter: counterByRowId(db, counter.id), from: counter.outlet_id, moved: true }
    })
    .immediate()
}

/** The owner's own counter, created on first use (a one-person shop needs no pairing). */
export function ownerCounter(db: Db, merchantId: number, now = Date.now()): CounterRow {
  const existing = stmt(
    db,
    'SELECT * FROM counters WHERE merchant_id = ? AND is_owner_counter = 1',
  ).get(merchantId) as CounterRow | undefined
  if (existing) return existing
  return db
    .transaction((): CounterRow => {
      // INSERT OR IGNORE: two first calls racing (two tabs) end with one counter.
      stmt(
        db,
        `INSERT OR IGNORE INTO counters (counter_id, merchant_id, name, is_owner_counter, created_at,
           updated_at, standing_vpa, outlet_id) VALUES (?, ?, ?, 1, ?, ?, ?, ?)`,
      ).run(
        publicId('CTR'),
        merchantId,
        OWNER_COUNTER_NAME,
        now,
        now,
        newStandingVpa(db, merchantId),
        firstOutlet(db, merchantId, now).id,
      )
      return stmt(db, 'SELECT * FROM counters WHERE merchant_id = ? AND is_owner_counter = 1').get(
        merchantId,
      ) as CounterRow
    })
    .immediate()
}

/** Sets the amount above which the counter's Charge asks once (paise, validated by the route). */
export function setChargeConfirmAbove(
  db: Db,
  merchantId: number,
  counterId: string,
  paise: number,
): CounterRow {
  const counter = findCounter(db, merchantId, counterId)
  stmt(db, 'UPDATE counters SET charge_confirm_above = ?, updated_at = ? WHERE id = ?').run(
    paise,
    Date.now(),
    counter.id,
  )
  return counterByRowId(db, counter.id)
}

type CounterState = {
  device_label: string | null
  device_paired_at: number | null
  device_last_seen: number | null
  shift_id: string | null
  number: number | null
  opened_at: number | null
}

/** A counter's standing QR as the API gives it: its payee address and the static intent. */
export function standingQr(db: Db, row: CounterRow) {
  const merchant = getMerchant(db, row.merchant_id)
  return { vpa: row.standing_vpa, intent: standingIntent(row.standing_vpa, merchant) }
}

/** The Counter object of docs/api-contract.md. */
export function counterView(db: Db, row: CounterRow) {
  const state = stmt(
    db,
    `SELECT
       d.label AS device_label, d.created_at AS device_paired_at, d.last_seen_at AS device_last_seen,
       s.shift_id, s.number, s.opened_at
     FROM counters AS c
       LEFT JOIN counter_devices AS d
         ON d.counter_id = c.id AND d.revoked_at IS NULL AND d.mode = 'till' AND d.expires_at > ?
       LEFT JOIN shifts AS s ON s.counter_id = c.id AND s.closed_at IS NULL
     WHERE c.id = ?`,
  ).get(Date.now(), row.id) as CounterState
  const outlet = outletByRowId(db, row.outlet_id)
  return {
    counter_id: row.counter_id,
    name: row.name,
    outlet_id: outlet.outlet_id,
    outlet_name: outlet.name,
    paired: state.device_last_seen !== null,
    last_seen_at: iso(state.device_last_seen),
    // The Till: the device that takes payments now, which pairing another would stop (one per
    // counter); its Speakers are the owner's list's `devices`.
    device:
      state.device_paired_at === null
        ? null
        : {
            label: state.device_label,
            paired_at: iso(state.device_paired_at),
            last_seen_at: iso(state.device_last_seen),
          },
    confirm_above: toRupees(row.charge_confirm_above),
    created_at: iso(row.created_at),
    open_shift:
      state.shift_id === null
        ? null
        : { shift_id: state.shift_id, number: state.number, opened_at: iso(state.opened_at) },
    is_owner_counter: row.is_owner_counter === 1,
    standing_qr: standingQr(db, row),
  }
}

export type Counter = ReturnType<typeof counterView>

/** Minutes of idle before a counter returns to 'Who is selling?' (0 = never); default 5. */
export function counterLockMinutes(db: Db, merchantId: number): number {
  const row = stmt(db, 'SELECT counter_lock_after_minutes AS m FROM merchants WHERE id = ?').get(
    merchantId,
  ) as { m: number } | undefined
  return row?.m ?? 5
}

export function setCounterLockMinutes(db: Db, merchantId: number, minutes: number): void {
  stmt(db, 'UPDATE merchants SET counter_lock_after_minutes = ? WHERE id = ?').run(
    minutes,
    merchantId,
  )
}

export const OVER_COUNTER_LIMIT = (limitRupees: string) =>
  `This counter can take at most ${limitRupees} in one sale. Ask the owner to raise its limit.`

export function setCounterMaxSale(db: Db, counter: CounterRow, paise: number): CounterRow {
  stmt(db, 'UPDATE counters SET max_sale_paise = ?, updated_at = ? WHERE id = ?').run(
    paise,
    Date.now(),
    counter.id,
  )
  return counterByRowId(db, counter.id)
}
