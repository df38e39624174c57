import type { Query, QueryClient } from '@tanstack/react-query'
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type Persister,
} from '@tanstack/react-query-persist-client'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { del, get, keys, set } from 'idb-keyval'
import { CACHE_MAX_AGE_MS } from './query-client'

/**
 * The TanStack Query cache, persisted per merchant in IndexedDB (idb-keyval), is the one store of
 * merchant data on the device: what a cold start shows offline, and the one thing to wipe.
 */
export const CACHE_KEY_PREFIX = 'merchant-portal-cache:'

/**
 * idb-keyval behind a switch: the persister throttles its writes, so a save scheduled just before
 * sign-out could land after the wipe and leave merchant data behind. A stopped storage refuses it.
 */
function idbStorage(isLive: () => boolean) {
  return {
    getItem: async (key: string) => (await get<string>(key)) ?? null,
    setItem: async (key: string, value: string) => {
      if (isLive()) await set(key, value)
    },
    removeItem: (key: string) => del(key),
  }
}

/** Never persisted: API credentials and live payin status polls (query meta `persist: false`). */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false
}

export function cacheKeyFor(merchantId: string): string {
  return CACHE_KEY_PREFIX + merchantId
}

let active: { merchantId: string; unsubscribe: () => void; stop: () => void } | null = null
let starting: { merchantId: string; done: Promise<void> } | null = null

function persisterFor(merchantId: string, isLive: () => boolean): Persister {
  return createAsyncStoragePersister({
    storage: idbStorage(isLive),
    key: cacheKeyFor(merchantId),
    throttleTime: 1000,
  })
}

/**
 * Restores the merchant's saved cache (resolves before the router renders, so loaders find the
 * data) and then keeps saving it. The buster ties a cache to one build and one merchant.
 */
export function startPersistence(queryClient: QueryClient, merchantId: string): Promise<void> {
  if (active?.merchantId === merchantId) return Promise.resolve()
  if (starting?.merchantId === merchantId) return starting.done
  const done = restoreAndSubscribe(queryClient, merchantId).finally(() => {
    if (starting?.done === done) starting = null
  })
  starting = { merchantId, done }
  return done
}

async function restoreAndSubscribe(queryClient: QueryClient, merchantId: string): Promise<void> {
  stopActive()
  let live = true
  const persister = persisterFor(merchantId, () => live)
  const buster = `${__BUILD_ID__}:${merchantId}`
  const restoredBefore = Date.now()
  try {
    await persistQueryClientRestore({ queryClient, persister, maxAge: CACHE_MAX_AGE_MS, buster })
  } catch {
    // A broken or blocked IndexedDB must never keep the portal from starting.
  }
  markRestoredStale(queryClient, restoredBefore)
  // Signed out (or switched merchant) while restoring: do not start saving for this one.
  if (starting?.merchantId !== merchantId) return
  const unsubscribe = persistQueryClientSubscribe({
    queryClient,
    persister,
    buster,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  })
  active = { merchantId, unsubscribe, stop: () => (live = false) }
}

/**
 * What a reload restores is the last session's picture: it paints at once but is never taken for
 * current, however young its timestamps (a payment made seconds before F5 was missing for the
 * 30 s of staleTime). Marked invalidated without fetching now, so each screen that shows it
 * refetches as it mounts, and says it is updating meanwhile (ListScreen's 'Updating…').
 */
function markRestoredStale(queryClient: QueryClient, before: number): void {
  void queryClient.invalidateQueries({
    predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < before,
    refetchType: 'none',
  })
}

function stopActive(): void {
  active?.unsubscribe()
  active?.stop()
  active = null
}

export function stopPersistence(): void {
  stopActive()
  starting = null
}

/** Removes every persisted cache of this portal from IndexedDB (sign-out, 401). */
export async function removePersistedCaches(): Promise<void> {
  stopPersistence()
  try {
    const all = await keys()
    await Promise.all(
      all
        .filter((key) => typeof key === 'string' && key.startsWith(CACHE_KEY_PREFIX))
        .map((key) => del(key)),
    )
  } catch {
    // IndexedDB unavailable: nothing was persisted there either.
  }
}
