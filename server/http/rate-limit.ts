/**
 * Fixed-window counter of failed attempts per key (identifier, IP). In memory on purpose: the
 * sandbox is one process, and a restart clearing the counters is acceptable there.
 */
export type RateLimiter = {
  /** True when the key has used up its attempts in the current window. */
  blocked(key: string): boolean
  fail(key: string): void
  reset(key: string): void
}

export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const current = (key: string) => {
    const now = Date.now()
    const entry = windows.get(key)
    if (entry && entry.resetAt > now) return entry
    if (windows.size > 10_000) {
      for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k)
    }
    const fresh = { count: 0, resetAt: now + windowMs }
    windows.set(key, fresh)
    return fresh
  }
  return {
    blocked: (key) => current(key).count >= limit,
    fail: (key) => {
      current(key).count++
    },
    reset: (key) => {
      windows.delete(key)
    },
  }
}
