import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sellingCounter, type Paired } from './support/counter-helpers'
import { startHarness, type Harness } from './support/helpers'

/*
 * A counter device creates only till sales (docs/decisions/065): at most its counter's limit
 * (default ₹1,00,000; a ₹10,00,000 QR valid for 29 days was possible), INR, and the till's own
 * expiry. Links carry the configured public origin, never the request's Host header.
 */

let h: Harness
let owner: string
let till: Paired
beforeAll(async () => {
  h = await startHarness()
  owner = await h.login()
  till = await sellingCounter(h, owner, 'Limits')
})
afterAll(() => h.stop())

const create = (json: object, token = till.device, headers?: Record<string, string>) =>
  h.api('/api/v1/payin/create', { token, json: { channel: 'counter', ...json }, headers })

describe("a till's sale", () => {
  it('is at most the counter limit, ₹1,00,000 unless the owner sets another', async () => {
    const counters = await h.api('/api/v1/merchant/counters', { token: owner })
    const mine = counters.body.data.find(
      (c: { counter_id: string }) => c.counter_id === till.counterId,
    )
    expect(mine.max_sale).toBe(100000)
    const over = await create({ amount: 100000.01 })
    expect(over.status).toBe(400)
    expect(over.body.error.message).toBe(
      'This counter can take at most ₹1,00,000 in one sale. Ask the owner to raise its limit.',
    )
    const big = await create({ amount: 1000000 })
    expect(big.status).toBe(400)
    expect((await create({ amount: 100000 })).status).toBe(200)
    // The owner's own session is not a till: its link payins keep the gateway's maximum.
    const set = await h.api(`/api/v1/merchant/counters/${till.counterId}/limit`, {
      token: owner,
      method: 'PUT',
      json: { max_sale: 500 },
    })
    expect(set.status).toBe(200)
    expect(set.body.data.max_sale).toBe(500)
    expect((await create({ amount: 500.01 })).status).toBe(400)
    expect((await create({ amount: 500 })).status).toBe(200)
    for (const bad of [0, 'x', 1e9]) {
      const res = await h.api(`/api/v1/merchant/counters/${till.counterId}/limit`, {
        token: owner,
        method: 'PUT',
        json: { max_sale: bad },
      })
      expect(res.status).toBe(400)
    }
    const byDevice = await h.api(`/api/v1/merchant/counters/${till.counterId}/limit`, {
      token: till.device,
      method: 'PUT',
      json: { max_sale: 1000000 },
    })
    expect(byDevice.status).toBe(403)
  })

  it("cannot choose its own expiry: it lives the till's minutes", async () => {
    const far = new Date(Date.now() + 29 * 86_400_000).toISOString()
    const res = await create({ amount: 100, metadata: { expires_at: far } })
    expect(res.status).toBe(403)
    expect(res.body.error.message).toBe(
      "A counter sale expires with the till's own timer; it cannot set metadata.expires_at",
    )
    const plain = await create({ amount: 100 })
    expect(plain.status).toBe(200)
    expect(Date.parse(plain.body.data.expires_at) - Date.now()).toBeLessThanOrEqual(180_000)
  })

  it('is in INR only', async () => {
    const res = await create({ amount: 100, currency: 'USD' })
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe('Counter payins must be in INR')
  })
})

/** A POST with a Host header of the caller's choosing (fetch does not let one be set). */
function postWithHost(url: string, token: string, json: object, host: string) {
  return new Promise<{ data: Record<string, string> }>((resolve, reject) => {
    const body = JSON.stringify(json)
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          host,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve(JSON.parse(text) as { data: Record<string, string> }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('links', () => {
  it('payment_url and pair_url follow the configured origin, not the Host header', async () => {
    const sale = await postWithHost(
      `${h.url}/api/v1/payin/create`,
      till.device,
      { amount: 100, channel: 'counter' },
      'evil.example',
    )
    expect(sale.data.payment_url?.startsWith(`${h.url}/`)).toBe(true)
    const code = await postWithHost(
      `${h.url}/api/v1/merchant/counters/${till.counterId}/pairing-code`,
      owner,
      {},
      'evil.example',
    )
    expect(code.data.pair_url?.startsWith(`${h.url}/counter/pair?code=`)).toBe(true)
    const configured = await startHarness({ publicUrl: 'https://pay.example.in/' })
    try {
      const boss = await configured.login()
      const link = await postWithHost(
        `${configured.url}/api/v1/payin/create`,
        boss,
        { amount: 10, customer_name: 'A', customer_email: 'a@example.in' },
        'evil.example',
      )
      expect(link.data.payment_url).toMatch(/^https:\/\/pay\.example\.in\/sandbox\/pay\//)
    } finally {
      await configured.stop()
    }
  })
})
