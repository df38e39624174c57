import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { getMerchant } from '../merchants/merchants'
import { iso } from '../core/time'
import { publicOutcome } from './webhook-outcomes'
import { deliverySubject } from './webhook-subject'
import {
  attempt,
  leaseUntil,
  recordAttempt,
  type DeliveryRow,
  type DispatchOptions,
} from './webhook-dispatcher'

/*
 * The merchant's delivery log (Settings → Webhook deliveries, decision 028): list, redeliver, and a
 * signed test event sent now. Bodies are never listed: they are the merchant's own data, already
 * sent to their receiver, and would make the list heavy.
 */

export type DeliveryView = ReturnType<typeof deliveryView>

export function deliveryView(row: DeliveryRow) {
  return {
    id: row.id,
    event: row.event,
    url: row.url,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.last_status_code,
    last_error: publicOutcome(row.last_error),
    next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...deliverySubject(row.event, row.payload),
  }
}

export function listDeliveries(db: Db, merchantId: number, limit: number): DeliveryView[] {
  const rows = stmt(
    db,
    'SELECT * FROM webhook_deliveries WHERE merchant_id = ? ORDER BY id DESC LIMIT ?',
  ).all(merchantId, limit) as DeliveryRow[]
  return rows.map(deliveryView)
}

export function findDelivery(db: Db, merchantId: number, id: number): DeliveryRow {
  const row = stmt(db, 'SELECT * FROM webhook_deliveries WHERE id = ? AND merchant_id = ?').get(
    id,
    merchantId,
  ) as DeliveryRow | undefined
  // Another merchant's delivery is "not found" too: its existence is not theirs to learn.
  if (!row) throw new AppError(404, 'Delivery not found')
  return row
}

function insertDelivery(
  db: Db,
  merchantId: number,
  event: string,
  url: string,
  payload: string,
  nextAttemptAt: number,
  now: number,
): DeliveryRow {
  const { lastInsertRowid } = stmt(
    db,
    `INSERT INTO webhook_deliveries (merchant_id, event, url, payload, status, attempts,
       next_attempt_at, created_at, updated_at) VALUES (?, ?, ?, ?, 'pending', 0, ?, ?, ?)`,
  ).run(merchantId, event, url, payload, nextAttemptAt, now, now)
  return findDelivery(db, merchantId, Number(lastInsertRowid))
}

/**
 * A new delivery of the same event: same target, byte-identical body (signed afresh at send
 * time), due now and retried like any other. The original row keeps its own history.
 */
export function redeliver(db: Db, merchantId: number, id: number): DeliveryView {
  const original = findDelivery(db, merchantId, id)
  const now = Date.now()
  const row = insertDelivery(
    db,
    merchantId,
    original.event,
    original.url,
    original.payload,
    now,
    now,
  )
  return deliveryView(row)
}

export type TestKind = 'payin' | 'payout'

/** The saved payin (or payout) URL a test event goes to; 400 when there is none. */
export function testEventUrl(db: Db, merchantId: number, kind: TestKind): string {
  const merchant = getMerchant(db, merchantId)
  const url = kind === 'payout' ? merchant.webhook_payout_url : merchant.webhook_payin_url
  if (!url) throw new AppError(400, `No ${kind} webhook URL is saved`)
  return url
}

/**
 * Sends a signed `webhook.test` event to `url` now and waits for the answer (up to the timeout).
 * One attempt, never retried: the merchant is watching the result. The row is leased from the
 * start so the background dispatcher never sends it as well. The caller holds one of the
 * merchant's delivery slots for it (webhook-capacity.ts).
 */
export async function sendTestEvent(
  db: Db,
  key: Buffer,
  merchantId: number,
  test: { kind: TestKind; url: string },
  options: Pick<DispatchOptions, 'timeoutMs' | 'policy'>,
): Promise<DeliveryView> {
  const now = Date.now()
  const payload = JSON.stringify({
    event: 'webhook.test',
    kind: test.kind,
    message: 'Test event from the merchant portal: your receiver is reachable.',
    timestamp: new Date(now).toISOString(),
  })
  const row = insertDelivery(
    db,
    merchantId,
    'webhook.test',
    test.url,
    payload,
    leaseUntil(now, options),
    now,
  )
  const result = await attempt(db, key, row, options)
  if (db.open) recordAttempt(db, row, result, { backoffBaseMs: 0, maxAttempts: 1 })
  return deliveryView(findDelivery(db, merchantId, row.id))
}
