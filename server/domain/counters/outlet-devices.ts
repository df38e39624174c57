import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { firstOutlet } from '../outlets/outlet-row'
import { archiveOutlet } from '../outlets/outlets'

/*
 * Archiving an outlet as the counters see it (decision 080): in one transaction the outlet is
 * archived (its own rules: no open shift, not the last open one), every device of its counters
 * is unpaired and their unused pairing codes dropped, as the owner's revoke of each counter would.
 * The owner's own counter, which sells wherever the owner is signed in, goes to the first outlet
 * still open, so the owner's sales never name an archived outlet.
 */
export function archiveOutletWithDevices(
  db: Db,
  merchantId: number,
  outletId: string,
  now = Date.now(),
) {
  return db
    .transaction(() => {
      const result = archiveOutlet(db, merchantId, outletId, now)
      if (!result.changed) return { ...result, deviceIds: [] as string[] }
      const outletRowId = result.outlet.id
      const devices = stmt(
        db,
        `SELECT d.device_id FROM counter_devices AS d JOIN counters AS c ON c.id = d.counter_id
         WHERE c.outlet_id = ? AND d.revoked_at IS NULL`,
      ).all(outletRowId) as { device_id: string }[]
      stmt(
        db,
        `UPDATE counter_devices SET revoked_at = ?, revoked_reason = 'owner', cashier_staff_id = NULL
         WHERE revoked_at IS NULL AND counter_id IN (SELECT id FROM counters WHERE outlet_id = ?)`,
      ).run(now, outletRowId)
      stmt(
        db,
        `DELETE FROM pairing_codes WHERE used_at IS NULL
           AND counter_id IN (SELECT id FROM counters WHERE outlet_id = ?)`,
      ).run(outletRowId)
      stmt(
        db,
        `UPDATE counters SET outlet_id = ?, updated_at = ?
         WHERE merchant_id = ? AND is_owner_counter = 1 AND outlet_id = ?`,
      ).run(firstOutlet(db, merchantId, now).id, now, merchantId, outletRowId)
      return { ...result, deviceIds: devices.map((d) => d.device_id) }
    })
    .immediate()
}
