import { get, set } from 'idb-keyval'

/*
 * The transaction ids this device has announced (decision 078), in IndexedDB: a reload, a
 * restart of the phone or a reconnect never says a payment twice. The newest few hundred are
 * kept: the gateway's list is today's, at most 100 (GET /counter/payments).
 */
const KEY = 'speakerHeard'
const KEEP = 500

/** The ids heard so far; null on a device that has never announced (set up just now). */
export async function readHeard(): Promise<string[] | null> {
  try {
    const value: unknown = await get(KEY)
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : null
  } catch {
    // No IndexedDB (private mode): this visit's memory only.
    return null
  }
}

export async function keepHeard(ids: readonly string[]): Promise<void> {
  try {
    await set(KEY, ids.slice(-KEEP))
  } catch {
    // Not kept: a reload may say the last payments again, which is better than silence.
  }
}
