import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { chainHash, GENESIS_HASH, type ActivityRow, type ActorKind } from './activity-chain'

/*
 * recordActivity appends one row to a merchant's chain (decision 074). Call it inside the
 * transaction of the change it records, so the change and its record commit or roll back
 * together; it opens its own (a savepoint when nested) so a caller outside one still gets a whole
 * row. There is no update or delete of the log anywhere in the code: the chain only grows.
 */

export type Actor = { kind: ActorKind; id: string | null; name: string }
export type Target = { kind: string; id: string; label: string | null }
export type Settings = Record<string, unknown>

export type ActivityEntry = {
  merchantId: number
  actor: Actor
  /** 'payout.created', 'team.invited', … (docs/api-contract.md § Activity log lists them). */
  action: string
  target?: Target | null
  /** Only the changed fields of a setting, never a secret (secretFree refuses known ones). */
  before?: Settings | null
  after?: Settings | null
  address?: string | null
  device?: string | null
  /** Epoch ms; now by default. Never before the chain's last entry (the log reads in order). */
  at?: number
}

/** Fields that must never reach the log, whatever a caller passes (the API secret above all). */
const SECRET_FIELD = /(^|_)(secret|password|token|pin|otp|totp|recovery_codes?|code_hash)(_|$)/i

function secretFree(settings: Settings | null | undefined): string | null {
  if (!settings) return null
  const keys = Object.keys(settings)
  const leaked = keys.find((key) => SECRET_FIELD.test(key))
  if (leaked) throw new Error(`activity: '${leaked}' is a secret and is never logged`)
  return keys.length === 0 ? null : JSON.stringify(settings)
}

/** The fields of `after` whose value differs from `before`: what a settings change records. */
export function changedFields(
  before: Settings,
  after: Settings,
  fields: readonly string[],
): { before: Settings; after: Settings } | null {
  const was: Settings = {}
  const now: Settings = {}
  for (const field of fields) {
    const a = before[field] ?? null
    const b = after[field] ?? null
    if (a === b) continue
    was[field] = a
    now[field] = b
  }
  return Object.keys(now).length === 0 ? null : { before: was, after: now }
}

const clip = (text: string | null | undefined, max: number) =>
  text === null || text === undefined ? null : text.slice(0, max)

export function recordActivity(db: Db, entry: ActivityEntry): ActivityRow {
  return db
    .transaction(() => {
      const head = stmt(db, 'SELECT seq, at, hash FROM activity_heads WHERE merchant_id = ?').get(
        entry.merchantId,
      ) as { seq: number; at: number; hash: string } | undefined
      const content = {
        merchant_id: entry.merchantId,
        seq: (head?.seq ?? 0) + 1,
        // A clock stepping back must not put a later entry before an earlier one.
        at: Math.max(entry.at ?? Date.now(), head?.at ?? 0),
        actor_kind: entry.actor.kind,
        actor_id: entry.actor.id,
        actor_name: clip(entry.actor.name, 200) ?? '',
        action: entry.action,
        target_kind: entry.target?.kind ?? null,
        target_id: clip(entry.target?.id, 100),
        target_label: clip(entry.target?.label, 200),
        before_json: secretFree(entry.before),
        after_json: secretFree(entry.after),
        address: clip(entry.address, 64),
        device: clip(entry.device, 120),
        prev_hash: head?.hash ?? GENESIS_HASH,
      }
      const hash = chainHash(content)
      const { lastInsertRowid } = stmt(
        db,
        `INSERT INTO activity (merchant_id, seq, at, actor_kind, actor_id, actor_name, action,
           target_kind, target_id, target_label, before_json, after_json, address, device,
           prev_hash, hash)
         VALUES (@merchant_id, @seq, @at, @actor_kind, @actor_id, @actor_name, @action,
           @target_kind, @target_id, @target_label, @before_json, @after_json, @address, @device,
           @prev_hash, @hash)`,
      ).run({ ...content, hash })
      stmt(
        db,
        `INSERT INTO activity_heads (merchant_id, seq, at, hash) VALUES (?, ?, ?, ?)
         ON CONFLICT (merchant_id) DO UPDATE SET seq = excluded.seq, at = excluded.at,
           hash = excluded.hash`,
      ).run(content.merchant_id, content.seq, content.at, hash)
      return { id: Number(lastInsertRowid), ...content, hash }
    })
    .immediate()
}
