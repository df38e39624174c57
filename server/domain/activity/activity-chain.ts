import { createHash } from 'node:crypto'

/*
 * The activity log's rows and the hash that chains them (decision 074). A row's hash is SHA-256
 * over a canonical JSON of its content and the hash of the merchant's row before it, so changing
 * any field of a row, removing one or moving one breaks the chain where it happened. The content
 * is a fixed-order array of the stored columns (never a re-serialised object whose key order could
 * drift), and before/after are hashed as the text stored, exactly as the row holds it.
 */

export const GENESIS_HASH = '0'.repeat(64)

export type ActorKind = 'user' | 'api_key' | 'device' | 'system'

export type ActivityRow = {
  id: number
  merchant_id: number
  seq: number
  at: number
  actor_kind: ActorKind
  actor_id: string | null
  actor_name: string
  action: string
  target_kind: string | null
  target_id: string | null
  target_label: string | null
  before_json: string | null
  after_json: string | null
  address: string | null
  device: string | null
  prev_hash: string
  hash: string
}

/** What the hash covers: every column but the row id (given by SQLite) and the hash itself. */
export type ChainedContent = Omit<ActivityRow, 'id' | 'hash'>

export function chainHash(row: ChainedContent): string {
  const canonical = JSON.stringify([
    'activity/1',
    row.merchant_id,
    row.seq,
    row.at,
    row.actor_kind,
    row.actor_id,
    row.actor_name,
    row.action,
    row.target_kind,
    row.target_id,
    row.target_label,
    row.before_json,
    row.after_json,
    row.address,
    row.device,
    row.prev_hash,
  ])
  return createHash('sha256').update(canonical).digest('hex')
}
