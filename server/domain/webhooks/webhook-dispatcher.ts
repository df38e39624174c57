import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { getCredentials } from '../merchants/api-keys'
import type { DeliverySlots } from './webhook-capacity'
import { OUTCOME } from './webhook-outcomes'
import { sendWebhook, type SendResult } from './webhook-send'
import type { TargetPolicy } from './webhook-targets'

export { signWebhook } from './webhook-send'

export type DispatchOptions = {
  /** First retry delay; attempt n waits base × 2^(n-1). */
  backoffBaseMs: number
  maxAttempts: number
  /** product.md §7: the receiver must answer within 30 s. */
  timeoutMs: number
  policy: TargetPolicy
  /** Deliveries of one merchant in flight at once: a hanging receiver holds at most this many. */
  perMerchant: number
  /** Deliveries in flight at once, all merchants together. */
  maxInFlight: number
  /** The slots behind those two limits, shared with test events (webhook-capacity.ts). */
  slots: DeliverySlots
}

export type DeliveryRow = {
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

export type Dispatcher = {
  /** Looks for due deliveries and starts them; returns at once (each settles on its own). */
  tick(): void
  /** Aborts what is in flight (their leases expire and the next start retries them) and waits. */
  stop(): Promise<void>
  inFlight(): number
}

/**
 * Per-merchant dispatch (decision 028). Due rows are picked round-robin across merchants (each
 * merchant's oldest first, at most `perMerchant` each), and each delivery settles on its own: a
 * tick never waits for a batch, so one merchant's receiver that never answers holds only its own
 * slots while every other merchant's deliveries go out on the next tick. Before sending, a row
 * is leased (next_attempt_at pushed past the timeout) so a later tick does not send it twice; if
 * the process dies mid-send, the lease expires and the next start retries it.
 */
export function createDispatcher(
  db: Db,
  key: Buffer,
  options: DispatchOptions,
  onError: (err: unknown) => void,
): Dispatcher {
  const running = new Set<Promise<void>>()
  const shutdown = new AbortController()

  const start = (row: DeliveryRow, release: () => void) => {
    const job: Promise<void> = deliver(db, key, row, options, shutdown.signal)
      .catch(onError)
      .finally(() => {
        release()
        running.delete(job)
      })
    running.add(job)
  }

  return {
    tick() {
      if (shutdown.signal.aborted || !db.open || options.slots.inFlight() >= options.maxInFlight)
        return
      const now = Date.now()
      const due = stmt(
        db,
        `SELECT * FROM (
           SELECT *, ROW_NUMBER() OVER (PARTITION BY merchant_id ORDER BY next_attempt_at, id) AS turn
           FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= ?
         ) WHERE turn <= ? ORDER BY turn, next_attempt_at, id LIMIT ?`,
      ).all(now, options.perMerchant, options.maxInFlight) as DeliveryRow[]
      const lease = stmt(
        db,
        'UPDATE webhook_deliveries SET next_attempt_at = ? WHERE id = ? AND next_attempt_at = ?',
      )
      for (const row of due) {
        // Test events hold slots too: a merchant's 4 include them.
        const release = options.slots.take(row.merchant_id)
        if (!release) continue
        const leased = lease.run(leaseUntil(now, options), row.id, row.next_attempt_at)
        if (leased.changes === 1) start(row, release)
        else release()
      }
    },
    async stop() {
      shutdown.abort()
      await Promise.allSettled([...running])
    },
    inFlight: () => running.size,
  }
}

/** A lease outlasts the whole attempt (DNS + connect + answer are all inside the timeout). */
export function leaseUntil(now: number, options: Pick<DispatchOptions, 'timeoutMs'>): number {
  return now + options.timeoutMs + 5_000
}

async function deliver(
  db: Db,
  key: Buffer,
  row: DeliveryRow,
  options: DispatchOptions,
  signal: AbortSignal,
): Promise<void> {
  const result = await attempt(db, key, row, options, signal)
  // Shutting down: no attempt is recorded; the lease expires and the next start sends it again.
  if (signal.aborted || !db.open) return
  recordAttempt(db, row, result, options)
}

/** Signs with the merchant's current secret (a regenerated secret applies to retries too). */
export async function attempt(
  db: Db,
  key: Buffer,
  row: DeliveryRow,
  options: Pick<DispatchOptions, 'timeoutMs' | 'policy'>,
  signal?: AbortSignal,
): Promise<SendResult> {
  let secret: string
  try {
    secret = getCredentials(db, key, row.merchant_id).api_secret
  } catch {
    return { statusCode: null, error: OUTCOME.noSecret, refused: false }
  }
  return sendWebhook({ ...row, secret }, options.policy, options.timeoutMs, signal)
}

/**
 * 2xx → delivered. Otherwise retried after base × 2^(attempts-1), up to maxAttempts; a target the
 * policy refuses fails at once, since retrying it could never succeed.
 */
export function recordAttempt(
  db: Db,
  row: DeliveryRow,
  result: SendResult,
  options: Pick<DispatchOptions, 'backoffBaseMs' | 'maxAttempts'>,
): void {
  const now = Date.now()
  const attempts = row.attempts + 1
  if (result.error === null) {
    stmt(
      db,
      "UPDATE webhook_deliveries SET status = 'delivered', attempts = ?, last_status_code = ?, last_error = NULL, updated_at = ? WHERE id = ?",
    ).run(attempts, result.statusCode, now, row.id)
    return
  }
  const exhausted = result.refused || attempts >= options.maxAttempts
  stmt(
    db,
    `UPDATE webhook_deliveries SET status = ?, attempts = ?, last_status_code = ?, last_error = ?,
       next_attempt_at = ?, updated_at = ? WHERE id = ?`,
  ).run(
    exhausted ? 'failed' : 'pending',
    attempts,
    result.statusCode,
    result.error,
    exhausted ? now : now + options.backoffBaseMs * 2 ** (attempts - 1),
    now,
    row.id,
  )
}
