import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { iso } from '../core/time'
import type { DeviceMode } from './counter-devices'
import { findCounter, type CounterRow } from './counters'

/*
 * The devices of one counter as the owner manages them (decision 078): a Till and up to five
 * Speakers, each revoked on its own. Whether a device is connected is the event streams'
 * knowledge (server/http/event-streams.ts), added by the route.
 */

export const DEVICE_NOT_FOUND = 'This device is not paired with this counter'

export type CounterDevice = {
  device_id: string
  mode: DeviceMode
  label: string | null
  paired_at: string | null
  last_seen_at: string | null
}

type Row = {
  device_id: string
  mode: DeviceMode
  label: string | null
  created_at: number
  last_seen_at: number
}

/** The counter's paired devices now (not revoked, not expired): the Till first, then by pairing. */
export function counterDevices(db: Db, counterRowId: number, now = Date.now()): CounterDevice[] {
  // Served by counter_devices_live (counter_id) WHERE revoked_at IS NULL.
  const rows = stmt(
    db,
    `SELECT device_id, mode, label, created_at, last_seen_at FROM counter_devices
     WHERE counter_id = ? AND revoked_at IS NULL AND expires_at > ?
     ORDER BY mode = 'speaker', created_at, id`,
  ).all(counterRowId, now) as Row[]
  return rows.map((row) => ({
    device_id: row.device_id,
    mode: row.mode,
    label: row.label,
    paired_at: iso(row.created_at),
    last_seen_at: iso(row.last_seen_at),
  }))
}

/**
 * The owner's revoke of one device of a counter: only it stops (its token answers 401 'removed by
 * the owner'); the counter's other devices and its unused pairing codes stay.
 */
export function revokeOneDevice(
  db: Db,
  merchantId: number,
  counterId: string,
  deviceId: string,
  now = Date.now(),
): { counter: CounterRow; device: Row } {
  return db
    .transaction(() => {
      const counter = findCounter(db, merchantId, counterId)
      const device = stmt(
        db,
        `SELECT device_id, mode, label, created_at, last_seen_at FROM counter_devices
         WHERE device_id = ? AND counter_id = ? AND revoked_at IS NULL`,
      ).get(deviceId, counter.id) as Row | undefined
      if (!device) throw new AppError(404, DEVICE_NOT_FOUND)
      stmt(
        db,
        `UPDATE counter_devices SET revoked_at = ?, revoked_reason = 'owner', cashier_staff_id = NULL
         WHERE device_id = ? AND revoked_at IS NULL`,
      ).run(now, deviceId)
      return { counter, device }
    })
    .immediate()
}
