import { createHmac } from 'node:crypto'
import type { Db } from '../db/connection'
import { stmt } from '../db/statements'
import { getCredentials } from './api-keys'
import { iso } from './time'

export type DispatchOptions = {
  /** First retry delay; attempt n waits base × 2^(n-1). */
  backoffBaseMs: number
  maxAttempts: number
  /** SPEC §7: the receiver must answer within 30 s. */
  timeoutMs: number
}

type DeliveryRow = {
  id: number
  merchant_id: number
  event: string
  url: string
  payload: string
  status: string
  attempts: number
  last_status_code: number | null
  last_error: string | null
  next_attempt_at: number
  created_at: number
  updated_at: number
}

/** hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`) — docs/api-contract.md § Webhooks. */
export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')
}

/**
 * Sends every due delivery once. Before sending, a row is leased (next_attempt_at pushed past the
 * timeout) so an overlapping tick does not send it twice; if the process dies mid-send, the lease
 * expires and the next start retries it.
 */
export async function dispatchDue(db: Db, key: Buffer, options: DispatchOptions): Promise<number> {
  const now = Date.now()
  const due = stmt(
    db,
    "SELECT * FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT 25",
  ).all(now) as DeliveryRow[]
  const lease = stmt(
    db,
    'UPDATE webhook_deliveries SET next_attempt_at = ? WHERE id = ? AND next_attempt_at = ?',
  )
  const mine = due.filter(
    (row) => lease.run(now + options.timeoutMs + 5_000, row.id, row.next_attempt_at).changes === 1,
  )
  await Promise.all(mine.map((row) => deliver(db, key, row, options)))
  return mine.length
}

async function deliver(
  db: Db,
  key: Buffer,
  row: DeliveryRow,
  options: DispatchOptions,
): Promise<void> {
  let statusCode: number | null = null
  let error: string | null = null
  try {
    const secret = getCredentials(db, key, row.merchant_id).api_secret
    const timestamp = Math.floor(Date.now() / 1000)
    const res = await fetch(row.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'MerchantPortal-Sandbox-Webhooks/1.0',
        'X-Webhook-Event': row.event,
        'X-Webhook-Id': String(row.id),
        'X-Webhook-Timestamp': String(timestamp),
        'X-Webhook-Signature': signWebhook(secret, timestamp, row.payload),
      },
      body: row.payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    statusCode = res.status
    await res.body?.cancel().catch(() => undefined)
    if (res.status < 200 || res.status >= 300) error = `HTTP ${res.status}`
  } catch (err) {
    error = err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 300) : 'send failed'
  }
  const now = Date.now()
  const attempts = row.attempts + 1
  if (!db.open) return
  if (error === null) {
    stmt(
      db,
      "UPDATE webhook_deliveries SET status = 'delivered', attempts = ?, last_status_code = ?, last_error = NULL, updated_at = ? WHERE id = ?",
    ).run(attempts, statusCode, now, row.id)
    return
  }
  const exhausted = attempts >= options.maxAttempts
  stmt(
    db,
    `UPDATE webhook_deliveries SET status = ?, attempts = ?, last_status_code = ?, last_error = ?,
       next_attempt_at = ?, updated_at = ? WHERE id = ?`,
  ).run(
    exhausted ? 'failed' : 'pending',
    attempts,
    statusCode,
    error,
    exhausted ? now : now + options.backoffBaseMs * 2 ** (attempts - 1),
    now,
    row.id,
  )
}

export function listDeliveries(db: Db, merchantId: number, limit: number) {
  const rows = stmt(
    db,
    'SELECT * FROM webhook_deliveries WHERE merchant_id = ? ORDER BY id DESC LIMIT ?',
  ).all(merchantId, limit) as DeliveryRow[]
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    url: row.url,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    created_at: iso(row.created_at),
  }))
}
