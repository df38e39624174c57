import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { get, keys } from 'idb-keyval'
import {
  CACHE_KEY_PREFIX,
  cacheKeyFor,
  removePersistedCaches,
  startPersistence,
  stopPersistence,
} from '../../src/lib/query/query-persistence'

function client() {
  return new QueryClient({ defaultOptions: { queries: { gcTime: 24 * 60 * 60 * 1000 } } })
}

/**
 * The persister saves at most once a second: its throttle runs on setTimeout and Date.now, which
 * are fake here and moved on by the tests. IndexedDB (fake-indexeddb, on setImmediate) is real.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})

afterEach(async () => {
  vi.useRealTimers()
  await removePersistedCaches()
})

/** Moves the clock on past the throttle until the saved blob holds the expected text. */
async function waitForSave(merchantId: string, expected: string) {
  await vi.waitFor(
    async () => {
      await vi.advanceTimersByTimeAsync(250)
      const saved = (await get<string>(cacheKeyFor(merchantId))) ?? ''
      if (!saved.includes(expected)) throw new Error(`not saved yet: ${saved}`)
    },
    { timeout: 5_000, interval: 5 },
  )
}

describe('persisted query cache', () => {
  it('saves visited data but never queries marked persist: false', async () => {
    const qc = client()
    await startPersistence(qc, 'm1')
    await qc.fetchQuery({ queryKey: ['dashboard', 'summary'], queryFn: () => ({ total: 42 }) })
    await qc.fetchQuery({
      queryKey: ['settings', 'api-keys'],
      queryFn: () => ({ api_secret: 'sk_live_secret' }),
      meta: { persist: false },
    })
    await waitForSave('m1', '"total":42')
    const saved = (await get<string>(cacheKeyFor('m1'))) ?? ''
    expect(saved).toContain('"total":42')
    expect(saved).not.toContain('sk_live_secret')
    stopPersistence()
  })

  it('restores a merchant’s cache into a new client, and not another merchant’s', async () => {
    const first = client()
    await startPersistence(first, 'm2')
    await first.fetchQuery({ queryKey: ['wallet'], queryFn: () => ({ available: 100 }) })
    await waitForSave('m2', '"available":100')
    stopPersistence()

    const again = client()
    await startPersistence(again, 'm2')
    expect(again.getQueryData(['wallet'])).toEqual({ available: 100 })
    stopPersistence()

    const other = client()
    await startPersistence(other, 'm3')
    expect(other.getQueryData(['wallet'])).toBeUndefined()
    stopPersistence()
  })

  it('removes every persisted cache of the portal on wipe', async () => {
    const qc = client()
    await startPersistence(qc, 'm4')
    await qc.fetchQuery({ queryKey: ['profile'], queryFn: () => ({ name: 'Acme' }) })
    await waitForSave('m4', '"Acme"')
    await removePersistedCaches()
    const left = (await keys()).map(String).filter((k) => k.startsWith(CACHE_KEY_PREFIX))
    expect(left).toEqual([])
  })

  it('writes nothing after a wipe, even a save the throttle had already scheduled', async () => {
    const qc = client()
    await startPersistence(qc, 'm5')
    await qc.fetchQuery({ queryKey: ['summary'], queryFn: () => ({ n: 1 }) })
    await waitForSave('m5', '"n":1')
    // A change now schedules a throttled save for up to 1 s later…
    qc.setQueryData(['summary'], { n: 2 })
    // …and the sign-out wipe happens before it fires.
    await removePersistedCaches()
    await vi.advanceTimersByTimeAsync(1_500)
    expect(await get(cacheKeyFor('m5'))).toBeUndefined()
  })
})

describe('a reload never passes restored data off as current', () => {
  it('restored queries are invalidated (stale) without being fetched; fresh ones are not', async () => {
    const first = client()
    await startPersistence(first, 'm3')
    await first.fetchQuery({ queryKey: ['payments', 'list'], queryFn: () => ({ rows: [1] }) })
    await waitForSave('m3', '"rows"')
    stopPersistence()

    // F5: a new client restores the list, however young its timestamp.
    const second = client()
    const fetched = vi.fn(() => ({ rows: [1, 2] }))
    await second.fetchQuery({ queryKey: ['fresh'], queryFn: () => 'now' })
    await startPersistence(second, 'm3')
    const restored = second.getQueryState(['payments', 'list'])
    expect(restored?.data).toEqual({ rows: [1] })
    expect(restored?.isInvalidated).toBe(true)
    expect(second.getQueryState(['fresh'])?.isInvalidated).toBe(false)
    expect(fetched).not.toHaveBeenCalled()
  })
})
