import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCounter, pairingCode } from './support/counter-helpers'
import { startHarness, type Harness } from './support/helpers'

/*
 * A counter's own settings (docs/api-contract.md § Counter devices, decision 064): the amount
 * above which Charge asks once, and the device that takes payments now, named so that pairing
 * another can say which one stops.
 */

let h: Harness
let owner: string
beforeAll(async () => {
  h = await startHarness()
  owner = await h.login()
})
afterAll(() => h.stop())

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

const counters = async () => {
  const res = await h.api('/api/v1/merchant/counters', { token: owner })
  expect(res.status).toBe(200)
  return res.body.data as Record<string, unknown>[]
}

describe('the device a counter has now', () => {
  it('is named by its browser and system, or its own label, and a new pairing replaces it', async () => {
    const counterId = await addCounter(h, owner, 'Label till')
    const unpaired = (await counters()).find((c) => c.counter_id === counterId)
    expect(unpaired).toMatchObject({ paired: false, device: null })

    const first = await h.api('/api/v1/counter/pair', {
      json: { code: await pairingCode(h, owner, counterId) },
      headers: { 'user-agent': ANDROID_CHROME },
    })
    expect(first.status, first.text).toBe(201)
    const paired = (await counters()).find((c) => c.counter_id === counterId)
    expect(paired).toMatchObject({ paired: true, device: { label: 'Chrome on Android' } })
    const device = paired?.device as { paired_at: string }
    expect(Date.parse(device.paired_at)).toBeGreaterThan(Date.now() - 60_000)

    const second = await h.api('/api/v1/counter/pair', {
      json: { code: await pairingCode(h, owner, counterId), label: '  Billing   tablet ' },
    })
    expect(second.status, second.text).toBe(201)
    expect((await counters()).find((c) => c.counter_id === counterId)).toMatchObject({
      device: { label: 'Billing tablet' },
    })
    const long = await h.api('/api/v1/counter/pair', {
      json: { code: 'AAAA-BBBB', label: 'x'.repeat(81) },
    })
    expect(long.status).toBe(400)
    expect(long.body.error.message).toBe('label is at most 80 characters')
  })
})

describe('the amount above which Charge asks', () => {
  it('is ₹50,000 by default, set per counter, carried by the counter session, and checked', async () => {
    const counterId = await addCounter(h, owner, 'Limit till')
    expect((await counters()).find((c) => c.counter_id === counterId)).toMatchObject({
      confirm_above: 50000,
    })
    const set = await h.api(`/api/v1/merchant/counters/${counterId}/confirm-above`, {
      token: owner,
      method: 'PUT',
      json: { confirm_above: 20000.5 },
    })
    expect(set.status, set.text).toBe(200)
    expect(set.body.data).toMatchObject({ counter_id: counterId, confirm_above: 20000.5 })

    const device = await h.api('/api/v1/counter/pair', {
      json: { code: await pairingCode(h, owner, counterId) },
    })
    const session = await h.api('/api/v1/counter/session', {
      token: device.body.data.device_token,
    })
    expect(session.body.data.counter).toMatchObject({
      counter_id: counterId,
      confirm_above: 20000.5,
    })
    // The owner's own counter has the default.
    const own = await h.api('/api/v1/counter/session', { token: owner })
    expect(own.body.data.counter.confirm_above).toBe(50000)

    for (const bad of [0, 0.5, 1_000_000.01, 12.345, 'abc', '1,5,0', null]) {
      const res = await h.api(`/api/v1/merchant/counters/${counterId}/confirm-above`, {
        token: owner,
        method: 'PUT',
        json: { confirm_above: bad },
      })
      expect(res.status, String(bad)).toBe(400)
      expect(res.body.error.message).toBe(
        'The confirmation amount must be from ₹1 to ₹10,00,000, in rupees and paise',
      )
    }
    // The one amount rule (decision 067): a text with Indian grouping is an amount like any other.
    const grouped = await h.api(`/api/v1/merchant/counters/${counterId}/confirm-above`, {
      token: owner,
      method: 'PUT',
      json: { confirm_above: '1,50,000' },
    })
    expect(grouped.status, grouped.text).toBe(200)
    expect(grouped.body.data.confirm_above).toBe(150000)
    const missing = await h.api('/api/v1/merchant/counters/CTR0000000000000000/confirm-above', {
      token: owner,
      method: 'PUT',
      json: { confirm_above: 100 },
    })
    expect(missing.status).toBe(404)
  })
})
