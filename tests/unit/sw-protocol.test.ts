import { describe, expect, it } from 'vitest'
import { parsePageToWorker, WORKER_POLL_MS } from '../../src/lib/payment-watch/sw-protocol'

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

describe("a watch's notifications", () => {
  const watch = {
    type: 'watch',
    transactionId: 'TXN1',
    deadline: 1_700_000_000_000,
    token: 'token',
    apiBase: '/api/v1',
  }
  const notices = {
    lang: 'hi',
    success: { title: '₹500.00 का भुगतान प्राप्त हुआ' },
    declined: { title: 'भुगतान अस्वीकार हुआ', body: 'ग्राहक ने ₹500.00 का भुगतान अस्वीकार कर दिया।' },
    expired: { title: 'भुगतान लिंक की समय-सीमा समाप्त', body: '₹500.00 का भुगतान समय पर नहीं हुआ।' },
  }

  it('travel with the watch, copied field by field', () => {
    const posted = {
      ...watch,
      notices: { ...notices, success: { ...notices.success, icon: 'x' }, extra: 1 },
    }
    expect(parsePageToWorker(posted)).toEqual({ ...watch, notices })
  })

  it('are left behind, the watch kept, when any text is missing, empty, too long or not text', () => {
    const broken = [
      { ...notices, declined: undefined },
      { ...notices, expired: { title: '' } },
      { ...notices, success: { title: 'x'.repeat(301) } },
      { ...notices, success: { title: 'ok', body: 42 } },
      { ...notices, lang: 'not a language' },
      'text',
    ]
    for (const bad of broken) {
      expect(parsePageToWorker({ ...watch, notices: bad }), JSON.stringify(bad)).toEqual(watch)
    }
  })
})
