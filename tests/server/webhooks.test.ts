import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminPost, apiKeyOf, startHarness, waitFor, type Harness } from './support/helpers'

type Received = { path: string; headers: Record<string, string>; body: string; at: number }

/** A local webhook receiver: records every request; answers with the status set for its path. */
function startReceiver() {
  const received: Received[] = []
  const statusFor = new Map<string, number>()
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = req.url ?? '/'
      received.push({
        path,
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      })
      res.statusCode = statusFor.get(path) ?? 200
      res.end('ok')
    })
  })
  return new Promise<{
    url: string
    received: Received[]
    statusFor: Map<string, number>
    close(): Promise<void>
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        received,
        statusFor,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

let h: Harness
let token: string
let receiver: Awaited<ReturnType<typeof startReceiver>>
const fast = {
  webhookBackoffBaseMs: 150,
  webhookPollMs: 50,
  bankStepMs: 100,
  settlementIntervalMs: 3_600_000,
}

beforeAll(async () => {
  receiver = await startReceiver()
  h = await startHarness(fast)
  token = await h.login()
})
afterAll(async () => {
  await h.stop()
  await receiver.close()
})

const setHooks = (payin: string | null, payout: string | null) =>
  h.api('/api/v1/merchant/webhook/set', {
    token,
    json: { webhook_payin_url: payin, webhook_payout_url: payout },
  })
const byPath = (path: string) => receiver.received.filter((r) => r.path === path)
const expires = () => new Date(Date.now() + 60_000).toISOString()

describe('webhooks', () => {
  it('delivers payin.pending and payin.success, signed with HMAC-SHA256 over timestamp.body', async () => {
    await setHooks(`${receiver.url}/payin`, null)
    const { secret } = await apiKeyOf(h, token)
    const created = await h.api('/api/v1/payin/create', {
      token,
      json: {
        amount: 750,
        customer_name: 'Imran Khan',
        customer_email: 'imran@example.in',
        metadata: { expires_at: expires() },
      },
    })
    const id = created.body.data.transaction_id
    await adminPost(h, `payins/${id}/pay`)
    const hits = await waitFor(
      () => byPath('/payin'),
      (r) => r.length >= 2,
    )
    const events = hits.map((r) => JSON.parse(r.body))
    expect(events.map((e) => e.event)).toEqual(['payin.pending', 'payin.success'])
    expect(events[1]).toMatchObject({ transaction_id: id, status: 'success', amount: 750 })
    expect(typeof events[1].timestamp).toBe('string')
    // One wire form (server/domain/payins/payin-wire.ts): the body is the Payin the API answers, without
    // its payment link and UPI intent, plus the event's name and time.
    const list = await h.api(`/api/v1/payin/list?search=${id}`, { token })
    const {
      payment_url: _url,
      upi_intent: _intent,
      settlement_id: _s,
      ...payin
    } = list.body.data[0]
    const { event: _event, timestamp: _at, ...body } = events[1]
    expect(body).toEqual(payin)
    for (const hit of hits) {
      const ts = hit.headers['x-webhook-timestamp'] ?? ''
      expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(30)
      const expected = createHmac('sha256', secret).update(`${ts}.${hit.body}`).digest('hex')
      expect(hit.headers['x-webhook-signature']).toBe(expected)
      expect(hit.headers['content-type']).toBe('application/json')
      // A tampered body would not verify.
      const tampered = createHmac('sha256', secret)
        .update(`${ts}.${hit.body.replace('750', '7500')}`)
        .digest('hex')
      expect(tampered).not.toBe(hit.headers['x-webhook-signature'])
    }
  })

  it('uses the payin’s own webhook_url over the merchant setting', async () => {
    const created = await h.api('/api/v1/payin/create', {
      token,
      json: {
        amount: 10,
        customer_name: 'A B',
        customer_email: 'ab@example.in',
        metadata: { webhook_url: `${receiver.url}/own`, expires_at: expires() },
      },
    })
    await adminPost(h, `payins/${created.body.data.transaction_id}/decline`)
    const hits = await waitFor(
      () => byPath('/own'),
      (r) => r.length >= 2,
    )
    expect(hits.map((r) => JSON.parse(r.body).event)).toEqual(['payin.pending', 'payin.failed'])
  })

  it('retries a failing receiver with growing delays, 5 attempts, then marks it failed', async () => {
    receiver.statusFor.set('/failing', 500)
    await setHooks(null, `${receiver.url}/failing`)
    const res = await h.api('/api/v1/payout/initiate', {
      token,
      json: {
        reference_id: 'WH-FAIL',
        amount: 100,
        mode: 'IMPS',
        beneficiary_name: 'Ravi Das',
        beneficiary_account: '123456789',
        beneficiary_ifsc: 'HDFC0000001',
      },
    })
    const payoutId = res.body.data.payout_id
    const queuedHits = await waitFor(
      () => byPath('/failing').filter((r) => JSON.parse(r.body).event === 'payout.queued'),
      (r) => r.length >= 5,
      15_000,
    )
    expect(JSON.parse(queuedHits[0]?.body ?? '{}')).toMatchObject({
      payout_id: payoutId,
      status: 'queued',
    })
    const gaps = queuedHits.slice(1).map((hit, i) => hit.at - (queuedHits[i]?.at ?? 0))
    expect(gaps[3]).toBeGreaterThan(gaps[0] ?? 0)
    expect(gaps[3]).toBeGreaterThanOrEqual(150 * 8 - 50)
    const deliveries = await waitFor(
      async () =>
        (await h.api('/api/v1/merchant/webhook/deliveries', { token })).body.data as {
          id: number
          event: string
          status: string
          attempts: number
          last_status_code: number
        }[],
      (rows) => rows.some((d) => d.event === 'payout.queued' && d.status === 'failed'),
    )
    const queued = deliveries.find((d) => d.event === 'payout.queued')
    expect(queued).toMatchObject({ status: 'failed', attempts: 5, last_status_code: 500 })
    // Its next retry delay passes at once: were the delivery still pending, it would be due now.
    const id = queued?.id ?? 0
    h.sql.prepare('UPDATE webhook_deliveries SET next_attempt_at = 0 WHERE id = ?').run(id)
    // A later delivery of the same merchant goes out: the dispatcher has looked for due rows since.
    await setHooks(`${receiver.url}/after-failed`, `${receiver.url}/failing`)
    await h.api('/api/v1/payin/create', {
      token,
      json: { amount: 11, customer_name: 'Marker', customer_email: 'marker@example.in' },
    })
    await waitFor(
      () => byPath('/after-failed'),
      (r) => r.length >= 1,
    )
    expect(
      h.sql
        .prepare('SELECT status, attempts, next_attempt_at FROM webhook_deliveries WHERE id = ?')
        .get(id),
    ).toEqual({ status: 'failed', attempts: 5, next_attempt_at: 0 })
    expect(
      byPath('/failing').filter((r) => JSON.parse(r.body).event === 'payout.queued'),
    ).toHaveLength(5)
  })

  it('keeps undelivered webhooks across a restart and delivers them afterwards', async () => {
    receiver.statusFor.set('/later', 503)
    await setHooks(`${receiver.url}/later`, null)
    await h.api('/api/v1/payin/create', {
      token,
      json: {
        amount: 42,
        customer_name: 'Late Hook',
        customer_email: 'late@example.in',
        metadata: { expires_at: expires() },
      },
    })
    await waitFor(
      () => byPath('/later'),
      (r) => r.length >= 1,
    )
    // Stop with the delivery still pending, let the receiver recover, start again on the same DATA_DIR.
    await h.restart({ ...fast, webhookBackoffBaseMs: 400 })
    const pendingRow = h.sql
      .prepare("SELECT status, attempts FROM webhook_deliveries WHERE url LIKE '%/later'")
      .get() as { status: string; attempts: number }
    expect(pendingRow.status).toBe('pending')
    receiver.statusFor.set('/later', 200)
    const row = await waitFor(
      () =>
        h.sql
          .prepare("SELECT status, attempts FROM webhook_deliveries WHERE url LIKE '%/later'")
          .get() as { status: string; attempts: number },
      (r) => r.status === 'delivered',
      10_000,
    )
    expect(row.attempts).toBeGreaterThanOrEqual(2)
  })
})
