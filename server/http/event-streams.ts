import { createHash } from 'node:crypto'

/*
 * The open GET /merchant/events streams of one server, so that they can be closed from outside
 * their own request: beyond a cap (a forgotten tab cannot pin connections forever), those of a
 * token at logout, those of a counter device when the owner revokes or replaces it (decision 047),
 * those of a person who is deactivated (decision 072),
 * all at shutdown. Tokens are kept as their SHA-256 (as in the sessions table).
 *
 * Two caps (decision 046). Each stream has an owner key, the party it counts against: the session
 * token's hash today, a counter device's id for a device credential. An owner keeps at most
 * MAX_STREAMS_PER_OWNER (a browser shares one stream between its tabs, so more is a leak or a
 * browser that cannot share); a merchant keeps at most MAX_STREAMS_PER_MERCHANT, room for a shop
 * with a screen on every counter. Beyond either cap the oldest stream is evicted: it is told so
 * (`event: evicted`) and closed, and the portal backs off instead of reconnecting at once. At the
 * merchant cap the oldest stream of the owner holding the most goes first, so a browser that
 * cannot share yields before another device's only stream.
 */

export const MAX_STREAMS_PER_MERCHANT = 64
export const MAX_STREAMS_PER_OWNER = 4

/** Why a stream was evicted; the `reason` of its `event: evicted`. */
export type EvictionReason = 'session_limit' | 'merchant_limit'

export type OpenStream = {
  merchantId: number
  /** The party the per-owner cap counts: the session token's hash today. */
  ownerKey: string
  /** SHA-256 of the bearer token the stream was opened with (logout closes by it). */
  tokenHash: string
  /** A counter device's stream: revoking or replacing the device closes it. */
  deviceId?: string
  /** A person's stream: deactivating them closes it at once (decision 072). */
  userId?: number
  close(): void
  /** Tells the client why (`event: evicted`), then closes. */
  evict(reason: EvictionReason): void
}

export type StreamLimits = { perMerchant: number; perOwner: number }

export type StreamRegistry = {
  /** Registers a stream; evicts the oldest ones beyond the caps. */
  add(stream: OpenStream): void
  /** Forgets a stream (idempotent); its own cleanup calls it. */
  remove(stream: OpenStream): void
  closeToken(token: string): void
  /** Closes the streams of sessions known only by their token's hash (ended from Settings → Security). */
  closeTokenHashes(hashes: readonly string[]): void
  /** Closes every stream of a counter device (revoked or replaced). */
  closeDevice(deviceId: string): void
  /** Closes every stream of a person (deactivated). */
  closeUser(userId: number): void
  closeAll(): void
  size(): number
  /** Open streams of one merchant (diagnostics). */
  countOf(merchantId: number): number
  /** The counter devices of a merchant with a stream open now (Settings → Counters' `connected`). */
  connectedDevices(merchantId: number): ReadonlySet<string>
}

export function streamTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function createStreamRegistry(limits: Partial<StreamLimits> = {}): StreamRegistry {
  const { perMerchant, perOwner } = {
    perMerchant: MAX_STREAMS_PER_MERCHANT,
    perOwner: MAX_STREAMS_PER_OWNER,
    ...limits,
  }
  // Per merchant, oldest first.
  const byMerchant = new Map<number, OpenStream[]>()
  const remove = (stream: OpenStream) => {
    const list = byMerchant.get(stream.merchantId)
    const index = list?.indexOf(stream) ?? -1
    if (!list || index < 0) return
    list.splice(index, 1)
    if (list.length === 0) byMerchant.delete(stream.merchantId)
  }
  // Closing runs the stream's cleanup, which calls remove: iterate over copies.
  const closeEach = (streams: OpenStream[]) => {
    for (const stream of streams) {
      remove(stream)
      stream.close()
    }
  }
  const evict = (stream: OpenStream, reason: EvictionReason) => {
    remove(stream)
    stream.evict(reason)
  }
  /** The oldest stream of the owner with the most streams (ties: the oldest stream of them). */
  const merchantVictim = (list: OpenStream[]): OpenStream | undefined => {
    const counts = new Map<string, number>()
    for (const s of list) counts.set(s.ownerKey, (counts.get(s.ownerKey) ?? 0) + 1)
    const most = Math.max(...counts.values())
    return list.find((s) => counts.get(s.ownerKey) === most)
  }
  return {
    add(stream) {
      const list = byMerchant.get(stream.merchantId) ?? []
      list.push(stream)
      byMerchant.set(stream.merchantId, list)
      const own = list.filter((s) => s.ownerKey === stream.ownerKey)
      for (const old of own.slice(0, Math.max(0, own.length - perOwner))) {
        evict(old, 'session_limit')
      }
      while (list.length > perMerchant) {
        const victim = merchantVictim(list)
        if (!victim) break
        evict(victim, 'merchant_limit')
      }
    },
    remove,
    closeToken(token) {
      const hash = streamTokenHash(token)
      const all = [...byMerchant.values()].flat()
      closeEach(all.filter((stream) => stream.tokenHash === hash))
    },
    closeTokenHashes(hashes) {
      const ended = new Set(hashes)
      const all = [...byMerchant.values()].flat()
      closeEach(all.filter((stream) => ended.has(stream.tokenHash)))
    },
    closeDevice(deviceId) {
      const all = [...byMerchant.values()].flat()
      closeEach(all.filter((stream) => stream.deviceId === deviceId))
    },
    closeUser(userId) {
      const all = [...byMerchant.values()].flat()
      closeEach(all.filter((stream) => stream.userId === userId))
    },
    closeAll() {
      closeEach([...byMerchant.values()].flat())
    },
    size() {
      let n = 0
      for (const list of byMerchant.values()) n += list.length
      return n
    },
    countOf(merchantId) {
      return byMerchant.get(merchantId)?.length ?? 0
    },
    connectedDevices(merchantId) {
      const ids = new Set<string>()
      for (const stream of byMerchant.get(merchantId) ?? []) {
        if (stream.deviceId !== undefined) ids.add(stream.deviceId)
      }
      return ids
    },
  }
}
