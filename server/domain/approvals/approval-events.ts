import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'

/*
 * The approvals doorbell on GET /merchant/events (decision 076): `event: approvals` with
 * { request_id, status } whenever a request is made or changes, so open inboxes and badges
 * refetch. Rung inside the change's transaction and delivered on a later turn, once it is over,
 * only if the row still has that status (a rolled-back change rings nothing), as payin events do.
 */

export type ApprovalChange = { request_id: string; status: string }
export type ApprovalListener = (change: ApprovalChange) => void

type Hub = { listeners: Map<number, Set<ApprovalListener>>; queued: Map<string, number> }

const hubs = new WeakMap<Db, Hub>()

function hubOf(db: Db): Hub {
  let hub = hubs.get(db)
  if (!hub) {
    hub = { listeners: new Map(), queued: new Map() }
    hubs.set(db, hub)
  }
  return hub
}

export function publishApprovalChange(db: Db, merchantId: number, requestId: string): void {
  const hub = hubOf(db)
  if (!hub.listeners.get(merchantId)?.size) return
  const first = hub.queued.size === 0
  hub.queued.set(requestId, merchantId)
  if (!first) return
  setImmediate(() => {
    const queued = [...hub.queued]
    hub.queued.clear()
    for (const [id, merchant] of queued) {
      try {
        if (!db.open) return
        const row = stmt(
          db,
          'SELECT status FROM approval_requests WHERE request_id = ? AND merchant_id = ?',
        ).get(id, merchant) as { status: string } | undefined
        if (!row) continue
        for (const listener of [...(hub.listeners.get(merchant) ?? [])]) {
          listener({ request_id: id, status: row.status })
        }
      } catch (err) {
        // A doorbell: the portal polls anyway, so a failed ring is logged and forgotten.
        console.error('[sandbox] approval event delivery failed:', err)
      }
    }
  })
}

/** Subscribes to one merchant's approval changes; returns the unsubscribe function. */
export function subscribeApprovalChanges(
  db: Db,
  merchantId: number,
  listener: ApprovalListener,
): () => void {
  const hub = hubOf(db)
  const set = hub.listeners.get(merchantId) ?? new Set()
  hub.listeners.set(merchantId, set)
  set.add(listener)
  return () => {
    set.delete(listener)
    if (set.size === 0 && hub.listeners.get(merchantId) === set) hub.listeners.delete(merchantId)
  }
}
