import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { urlRefusal } from '../../server/domain/webhook-targets'
import { startHarness, waitFor, type Harness } from './helpers'
import { startReceiver, type Receiver } from './webhook-receiver'

/*
 * Webhook target policy (issue 14, decision 028): private, link-local, unspecified and disguised
 * targets are refused at save time (400) and at delivery, after DNS resolution, without
 * connecting; loopback is allowed unless WEBHOOK_ALLOW_LOOPBACK=0.
 */

const REFUSED = [
  'http://169.254.169.254/latest/meta-data/',
  'http://169.254.169.254./',
  'http://[::ffff:169.254.169.254]/',
  'http://[::ffff:a9fe:a9fe]/',
  'http://[fe80::1]/',
  'http://10.0.0.1/',
  'http://172.16.5.4:8080/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://[fc00::1]/',
  'http://[fd12:3456::1]/',
  'http://0.0.0.0/',
  'http://0/',
  'http://[::]/',
  'http://0xa9fea9fe/',
  'http://0251.0376.0251.0376/',
  'http://2852039166/',
  'http://10.1/',
  'http://[64:ff9b::a9fe:a9fe]/',
  'http://224.0.0.1/',
  'http://255.255.255.255/',
  'http://user:pass@example.com/',
]
const LOOPBACK = [
  'http://127.0.0.1:9000/hook',
  'http://0x7f.1/',
  'http://2130706433/',
  'http://0177.0.0.1/',
  'http://127.1/',
  'http://[::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://localhost:3000/',
  'http://LOCALHOST./',
  'http://api.localhost/',
]
const PUBLIC = ['https://hooks.example.com/payin', 'http://8.8.8.8/', 'https://[2606:4700::1]/']

describe('target policy', () => {
  it('refuses private, link-local, unspecified and disguised forms', () => {
    for (const url of REFUSED) {
      expect(urlRefusal(url, { allowLoopback: true }), url).not.toBeNull()
    }
  })

  it('allows loopback (incl. disguised forms) only when the setting allows it', () => {
    for (const url of LOOPBACK) {
      expect(urlRefusal(url, { allowLoopback: true }), url).toBeNull()
      expect(urlRefusal(url, { allowLoopback: false }), url).not.toBeNull()
    }
  })

  it('allows public addresses and names (names are judged again at delivery)', () => {
    for (const url of PUBLIC) expect(urlRefusal(url, { allowLoopback: false }), url).toBeNull()
  })

  it('names the reason', () => {
    expect(urlRefusal('http://[::ffff:169.254.169.254]/', { allowLoopback: true })).toBe(
      '169.254.169.254 is a link-local address',
    )
    expect(urlRefusal('http://0x7f.1/', { allowLoopback: false })).toBe(
      '127.0.0.1 is a loopback address',
    )
  })
})

describe('saving webhook URLs', () => {
  let h: Harness
  let token: string
  beforeAll(async () => {
    h = await startHarness({ webhookPollMs: 50 })
    token = await h.login()
  })
  afterAll(() => h.stop())

  const save = (payin: string | null, payout: string | null = null) =>
    h.api('/api/v1/merchant/webhook/set', {
      token,
      json: { webhook_payin_url: payin, webhook_payout_url: payout },
    })

  it('answers 400 with a plain message for a refused target, on either URL', async () => {
    for (const url of REFUSED.slice(0, 16)) {
      const res = await save(url)
      expect(res.status, url).toBe(400)
      expect(res.body.error.message).toBe('Payin webhook URL must be a public address')
    }
    const payout = await save(null, 'http://[::ffff:169.254.169.254]/')
    expect(payout.status).toBe(400)
    expect(payout.body.error.message).toBe('Payout webhook URL must be a public address')
  })

  it('keeps loopback allowed by default', async () => {
    expect((await save('http://0x7f.1:9/hook')).status).toBe(200)
    expect((await save('http://localhost:9/hook')).status).toBe(200)
  })

  it('refuses a payin’s own webhook_url the same way', async () => {
    const res = await h.api('/api/v1/payin/create', {
      token,
      json: {
        amount: 10,
        customer_name: 'A B',
        customer_email: 'ab@example.in',
        metadata: { webhook_url: 'http://169.254.169.254/latest/meta-data/' },
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe('Webhook URL must be a public address')
  })

  it('fails a delivery to a target saved before the policy without connecting or retrying', async () => {
    // A row written around the save-time check (an older database, or a direct write).
    h.sql
      .prepare(
        "UPDATE merchants SET webhook_payin_url = 'http://10.255.255.1/x' WHERE username = 'demo'",
      )
      .run()
    await h.api('/api/v1/payin/create', {
      token,
      json: { amount: 11, customer_name: 'A B', customer_email: 'ab@example.in' },
    })
    const row = await waitFor(
      () =>
        h.sql
          .prepare("SELECT * FROM webhook_deliveries WHERE url = 'http://10.255.255.1/x'")
          .get() as { status: string; attempts: number; last_error: string } | undefined,
      (r) => r?.status === 'failed',
    )
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'Refused: 10.255.255.1 is a private address',
    })
  })
})

describe('WEBHOOK_ALLOW_LOOPBACK=0', () => {
  let h: Harness
  let token: string
  let receiver: Receiver
  beforeAll(async () => {
    receiver = await startReceiver()
    h = await startHarness({ webhookPollMs: 50, webhookAllowLoopback: false })
    token = await h.login()
  })
  afterAll(async () => {
    await h.stop()
    await receiver.close()
  })

  it('refuses loopback at save time', async () => {
    for (const url of [
      'http://127.0.0.1:9/',
      'http://0x7f.1/',
      'http://localhost/',
      'http://[::1]/',
    ]) {
      const res = await h.api('/api/v1/merchant/webhook/set', {
        token,
        json: { webhook_payin_url: url, webhook_payout_url: null },
      })
      expect(res.status, url).toBe(400)
    }
  })

  it('refuses at delivery after DNS resolution: a name resolving to loopback is never connected to', async () => {
    const port = new URL(receiver.url).port
    const target = `http://localhost:${port}/resolved`
    h.sql.prepare("UPDATE merchants SET webhook_payin_url = ? WHERE username = 'demo'").run(target)
    await h.api('/api/v1/payin/create', {
      token,
      json: { amount: 12, customer_name: 'A B', customer_email: 'ab@example.in' },
    })
    const row = await waitFor(
      () =>
        h.sql.prepare('SELECT * FROM webhook_deliveries WHERE url = ?').get(target) as
          { status: string; attempts: number; last_error: string } | undefined,
      (r) => r?.status === 'failed',
    )
    expect(row?.attempts).toBe(1)
    expect(row?.last_error).toMatch(/^Refused: .*loopback/)
    expect(receiver.received).toHaveLength(0)
  })
})
