import { LRUCache } from 'lru-cache'

/*
 * Fixed-window counters for the gateway's in-memory limits (sign-in throttle, webhook send meter).
 * An LRU (lru-cache) whose entries expire `windowMs` after they were created and which holds at
 * most `maxEntries`: every look-up is O(1) and memory stays bounded whatever a client sends.
 */

export type Window = { count: number; resetAt: number }

export type FixedWindows = {
  /** The live window, or undefined: looking creates nothing. */
  find(key: string): Window | undefined
  /** The live window, created when there is none. */
  take(key: string): Window
  delete(key: string): void
  size(): number
}

export function fixedWindows(
  windowMs: number,
  maxEntries: number,
  now: () => number = Date.now,
): FixedWindows {
  const cache = new LRUCache<string, Window>({
    max: maxEntries,
    ttl: windowMs,
    // The clock is read on every check: an injected clock (tests) must be obeyed at once.
    ttlResolution: 0,
    perf: { now },
  })
  return {
    find: (key) => cache.get(key),
    take(key) {
      const entry = cache.get(key)
      if (entry) return entry
      const fresh = { count: 0, resetAt: now() + windowMs }
      cache.set(key, fresh)
      return fresh
    },
    delete: (key) => void cache.delete(key),
    size: () => cache.size,
  }
}

/** Whole seconds until a window ends, at least 1 (a Retry-After value). */
export function secondsLeft(window: Window, now: number): number {
  return Math.max(1, Math.ceil((window.resetAt - now) / 1000))
}
