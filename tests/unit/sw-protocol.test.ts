import { describe, expect, it } from 'vitest'
import { parsePageToWorker, WORKER_POLL_MS } from '../../src/lib/sw-protocol'

describe("the worker's check of what a page posts", () => {
  it('takes a poll interval within its bounds, copied into a fresh message', () => {
    expect(parsePageToWorker({ type: 'poll-interval', ms: 250, extra: 'dropped' })).toEqual({
      type: 'poll-interval',
      ms: 250,
    })
    expect(parsePageToWorker({ type: 'poll-interval', ms: WORKER_POLL_MS.min })).not.toBeNull()
    expect(parsePageToWorker({ type: 'poll-interval', ms: WORKER_POLL_MS.max })).not.toBeNull()
  })

  it('refuses a poll interval that is missing, not a number or out of bounds', () => {
    for (const ms of [undefined, '250', Number.NaN, 0, -5, WORKER_POLL_MS.min - 1, 1e9]) {
      expect(parsePageToWorker({ type: 'poll-interval', ms }), String(ms)).toBeNull()
    }
  })

  it('still takes the other messages and refuses unknown ones', () => {
    expect(parsePageToWorker({ type: 'forget' })).toEqual({ type: 'forget' })
    expect(parsePageToWorker({ type: 'unwatch', transactionId: 'TXN1' })).toEqual({
      type: 'unwatch',
      transactionId: 'TXN1',
    })
    expect(parsePageToWorker({ type: 'poll-now' })).toBeNull()
    expect(parsePageToWorker(null)).toBeNull()
  })
})
