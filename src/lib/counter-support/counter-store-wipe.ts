import { del, keys } from 'idb-keyval'

/**
 * The prefix of the counter's records on the device (lib/counter-support/counter-store.ts) and their removal at
 * sign-out, apart from the store itself: sign-out loads with /login, the store with the counter.
 */
export const COUNTER_STORE_PREFIX = 'merchant-portal-counter:'

/** Sign-out: every counter record leaves the device with the merchant's other data. */
export async function removeCounterRecords(): Promise<void> {
  try {
    const all = await keys()
    await Promise.all(
      all
        .filter((key) => typeof key === 'string' && key.startsWith(COUNTER_STORE_PREFIX))
        .map((key) => del(key)),
    )
  } catch {
    // IndexedDB unavailable: nothing was kept there either.
  }
}
