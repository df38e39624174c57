import { createHash } from 'node:crypto'

/*
 * The open GET /merchant/events streams of one server, so that they can be closed from outside
 * their own request: the oldest when a merchant opens more than MAX_STREAMS_PER_MERCHANT (a
 * forgotten tab cannot pin connections forever), those of a token at logout, those of a counter
 * device when the owner revokes or replaces it (decision 047), all at shutdown.
 * Tokens are kept as their SHA-256 (as in the sessions table), not in the clear.
 */

export const MAX_STREAMS_PER_MERCHANT = 8

/** deviceId: a counter device's stream, capped per device rather than with the owner's pages. */
export type OpenStream = { merchantId: number; tokenHash: string; deviceId?: string; close(): void }

export type StreamRegistry = {
  /** Registers a stream; closes the merchant's oldest ones beyond the cap. */
  add(stream: OpenStream): void
  /** Forgets a stream (idempotent); its own cleanup calls it. */
  remove(stream: OpenStream): void
  closeToken(token: string): void
  /** Closes every stream of a counter device (revoked or replaced). */
  closeDevice(deviceId: string): void
  closeAll(): void
  size(): number
}

export function streamTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function createStreamRegistry(max = MAX_STREAMS_PER_MERCHANT): StreamRegistry {
  // Keyed by owner: a merchant's pages share one cap, each counter device has its own.
  const byMerchant = new Map<string, OpenStream[]>()
  const keyOf = (stream: OpenStream) =>
    stream.deviceId === undefined ? `m:${stream.merchantId}` : `d:${stream.deviceId}`
  const remove = (stream: OpenStream) => {
    const key = keyOf(stream)
    const list = byMerchant.get(key)
    const index = list?.indexOf(stream) ?? -1
    if (!list || index < 0) return
    list.splice(index, 1)
    if (list.length === 0) byMerchant.delete(key)
  }
  // Closing runs the stream's cleanup, which calls remove: iterate over copies.
  const closeEach = (streams: OpenStream[]) => {
    for (const stream of streams) {
      remove(stream)
      stream.close()
    }
  }
  return {
    add(stream) {
      const list = byMerchant.get(keyOf(stream)) ?? []
      list.push(stream)
      byMerchant.set(keyOf(stream), list)
      if (list.length > max) closeEach(list.slice(0, list.length - max))
    },
    remove,
    closeToken(token) {
      const hash = streamTokenHash(token)
      const all = [...byMerchant.values()].flat()
      closeEach(all.filter((stream) => stream.tokenHash === hash))
    },
    closeDevice(deviceId) {
      closeEach([...(byMerchant.get(`d:${deviceId}`) ?? [])])
    },
    closeAll() {
      closeEach([...byMerchant.values()].flat())
    },
    size() {
      let n = 0
      for (const list of byMerchant.values()) n += list.length
      return n
    },
  }
}
