import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { payinWire, pickFields, type PayinWire } from './payin-wire'
import type { PayinRow } from '../core/payin-row'

/*
 * The in-process hub behind GET /merchant/events (docs/decisions/025). Domain code rings
 * publishPayinChange after every payin create and status change; each merchant's subscribers (its
 * open streams) hear only their own payins. Hubs are per database connection, i.e. per server: two
 * sandboxes in one process (the tests) never hear each other, and the CLI's connection, which has
 * no subscribers, publishes into nothing.
 *
 * Publishing happens inside the write's transaction, which better-sqlite3 runs synchronously, so
 * delivery waits for a later turn of the event loop (setImmediate), when that transaction has
 * committed or rolled back. The row is then read again and must still be the version that was
 * published: a rolled-back create finds no row and a rolled-back change finds the old version, so
 * neither produces an event; of two changes before one delivery, the later one is sent once.
 */

/*
 * What a stream event says about a payin: the fields of its one wire form (payin-wire.ts) that a
 * watching screen needs. Kept to these because a busy shop's counters receive every event (a
 * leaner event is fewer bytes on a shop's phone link, and a slow reader falls behind later).
 */
const STREAM_FIELDS = [
  'transaction_id',
  'order_id',
  'status',
  'amount',
  'currency',
  'utr',
  'channel',
  'paid_late',
  // Refunds (decision 050): what the counter needs to say a payment was sent back.
  'refund_status',
  'refunded_amount',
  'refund_pending_amount',
  'auto_refund',
  'cancelled_by',
  'updated_at',
  'counter_id',
  'counter_name',
  'cashier_name',
  'shift_id',
  // Which outlet's (decision 080): a limited person's stream hears only theirs.
  'outlet_id',
  'outlet_name',
  // What a Speaker says and shows of a standing-QR payment (decision 078), and the sale it paid.
  'customer_name',
  'payer_vpa',
  'sale_transaction_id',
] as const satisfies readonly (keyof PayinWire)[]

export type PayinChange = Pick<PayinWire, (typeof STREAM_FIELDS)[number]>

/** outletId: the payin's outlet (decision 080), for a stream limited to some outlets. */
export type PayinListener = (change: PayinChange, outletId: string | null) => void

type Published = { merchantId: number; status: string; updatedAt: number }

type Hub = {
  listeners: Map<number, Set<PayinListener>>
  queued: Map<string, Published>
  scheduled: boolean
}

const hubs = new WeakMap<Db, Hub>()

function hubOf(db: Db): Hub {
  let hub = hubs.get(db)
  if (!hub) {
    hub = { listeners: new Map(), queued: new Map(), scheduled: false }
    hubs.set(db, hub)
  }
  return hub
}

const PAYIN_OF_MERCHANT = 'SELECT * FROM payins WHERE transaction_id = ? AND merchant_id = ?'

export function payinChange(row: PayinRow): PayinChange {
  return pickFields(payinWire(row), STREAM_FIELDS)
}

/** Rings the merchant's subscribers about this payin, once the current transaction is over. */
export function publishPayinChange(db: Db, merchantId: number, transactionId: string): void {
  const hub = hubOf(db)
  // Nobody listening (the CLI, a merchant with no page open): nothing to read or queue.
  if (!hub.listeners.get(merchantId)?.size) return
  const row = stmt(db, PAYIN_OF_MERCHANT).get(transactionId, merchantId) as PayinRow | undefined
  if (!row) return
  hub.queued.set(transactionId, { merchantId, status: row.status, updatedAt: row.updated_at })
  if (hub.scheduled) return
  hub.scheduled = true
  setImmediate(() => {
    // Outside any request: a failed read (a busy or closed database) must not end the process.
    // The events are doorbells, and clients re-read on reconnect and poll every 5 s.
    try {
      deliver(db, hub)
    } catch (err) {
      console.error('[sandbox] payin event delivery failed:', err)
    }
  })
}

function deliver(db: Db, hub: Hub): void {
  hub.scheduled = false
  const queued = [...hub.queued]
  hub.queued.clear()
  if (!db.open) return
  for (const [transactionId, published] of queued) {
    const listeners = hub.listeners.get(published.merchantId)
    if (!listeners?.size) continue
    const row = stmt(db, PAYIN_OF_MERCHANT).get(transactionId, published.merchantId) as
      PayinRow | undefined
    if (!row || row.status !== published.status || row.updated_at !== published.updatedAt) continue
    const change = payinChange(row)
    for (const listener of [...listeners]) {
      try {
        listener(change, row.outlet_id)
      } catch (err) {
        // One broken stream must not keep the event from the merchant's other pages.
        console.error('[sandbox] payin event listener failed:', err)
      }
    }
  }
}

/** Subscribes to one merchant's payin changes; returns the unsubscribe function. */
export function subscribePayinChanges(
  db: Db,
  merchantId: number,
  listener: PayinListener,
): () => void {
  const hub = hubOf(db)
  let set = hub.listeners.get(merchantId)
  if (!set) {
    set = new Set()
    hub.listeners.set(merchantId, set)
  }
  set.add(listener)
  return () => {
    const current = hub.listeners.get(merchantId)
    if (!current?.delete(listener) || current.size > 0) return
    hub.listeners.delete(merchantId)
  }
}

/** Subscribers across all merchants (diagnostics and the leak tests). */
export function payinListenerCount(db: Db): number {
  let n = 0
  for (const set of hubOf(db).listeners.values()) n += set.size
  return n
}
