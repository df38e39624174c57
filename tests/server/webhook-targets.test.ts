import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addressRefusal,
  resolveTarget,
  urlRefusal,
  type TargetPolicy,
} from '../../server/domain/webhooks/webhook-targets'
import { startHarness, waitFor, type Harness } from './support/helpers'
import { startReceiver, type Receiver } from './support/webhook-receiver'

/*
 * Webhook target policy (decision 028): private, link-local, unspecified and disguised
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
  'http://localhost:3000/',
  'http://LOCALHOST./',
  'http://api.localhost/',
]
const PUBLIC = [
  'https://hooks.example.com/payin',
  'http://8.8.8.8/',
  'https://[2606:4700::1]/',
  'http://[::ffff:8.8.8.8]/',
]

/*
 * IPv6 forms that carry an IPv4 address (decision 045), each with every kind of IPv4 a webhook
 * must not reach: refused at save and at delivery under both WEBHOOK_ALLOW_LOOPBACK settings.
 */
const hex = (v4: string) => {
  const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number)
  return [(a << 8) | b, (c << 8) | d]
}
const EMBEDDINGS: [string, (v4: string) => string][] = [
  ['IPv4-compatible, as the resolver prints it', (v4) => `::${v4}`],
  [
    'IPv4-compatible',
    (v4) =>
      `::${hex(v4)
        .map((w) => w.toString(16))
        .join(':')}`,
  ],
  ['IPv4-mapped', (v4) => `::ffff:${v4}`],
  ['IPv4-translated', (v4) => `::ffff:0:${v4}`],
  ['NAT64', (v4) => `64:ff9b::${v4}`],
  ['local-use NAT64', (v4) => `64:ff9b:1::${v4}`],
  [
    '6to4',
    (v4) =>
      `2002:${hex(v4)
        .map((w) => w.toString(16))
        .join(':')}::1`,
  ],
  [
    'Teredo',
    (v4) =>
      `2001:0:4136:e378:8000:63bf:${hex(v4)
        .map((w) => (w ^ 0xffff).toString(16))
        .join(':')}`,
  ],
]
const CARRIED = ['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '0.0.0.0']
const EMBEDDED = EMBEDDINGS.flatMap(([form, embed]) =>
  CARRIED.map((v4) => ({ label: `${form} of ${v4}`, address: embed(v4) })),
)
const POLICIES: TargetPolicy[] = [{ allowLoopback: true }, { allowLoopback: false }]

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

  it.each(EMBEDDED)('refuses $label ($address) under both settings', ({ address }) => {
    for (const policy of POLICIES) {
      expect(urlRefusal(`http://[${address}]:8080/hook`, policy)).not.toBeNull()
      // The same address as DNS answers it at delivery (not through the URL parser).
      expect(addressRefusal(address, policy)).not.toBeNull()
    }
  })

  it('names the reason', () => {
    expect(urlRefusal('http://[::ffff:169.254.169.254]/', { allowLoopback: true })).toBe(
      '169.254.169.254 is a link-local address',
    )
    expect(urlRefusal('http://0x7f.1/', { allowLoopback: false })).toBe(
      '127.0.0.1 is a loopback address',
    )
    expect(urlRefusal('http://[::169.254.169.254]/', { allowLoopback: true })).toBe(
      '::a9fe:a9fe is IPv4-compatible, carrying 169.254.169.254',
    )
    expect(urlRefusal('http://[::ffff:127.0.0.1]/', { allowLoopback: true })).toBe(
      '127.0.0.1 is a loopback address',
    )
  })
})

describe('delivery-time resolution', () => {
  const resolvingTo =
    (...addresses: string[]) =>
    () =>
      Promise.resolve(
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      )

  it.each(EMBEDDED)('refuses a name that resolves to $label', async ({ address }) => {
    for (const policy of POLICIES) {
      const target = await resolveTarget(
        'https://hooks.example.test/x',
        policy,
        resolvingTo(address),
      )
      expect(target).toMatchObject({ ok: false, refused: true })
    }
  })

  it('refuses a name when any of its addresses is refused, and passes a public one', async () => {
    const policy = { allowLoopback: true }
    const mixed = resolvingTo('93.184.216.34', '::ffff:10.0.0.1')
    expect(await resolveTarget('https://hooks.example.test/', policy, mixed)).toMatchObject({
      ok: false,
      refused: true,
    })
    const fine = resolvingTo('2606:4700::1', '::ffff:93.184.216.34')
    expect(await resolveTarget('https://hooks.example.test/', policy, fine)).toMatchObject({
      ok: true,
      address: '2606:4700::1',
    })
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

  it('answers 400 for every IPv6 form carrying a non-public IPv4, loopback included', async () => {
    for (const { label, address } of EMBEDDED) {
      expect((await save(`http://[${address}]/hook`)).status, label).toBe(400)
    }
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
      last_error: 'Refused: not a public address',
    })
  })

  it('fails a delivery to a mapped loopback address without connecting, loopback allowed or not', async () => {
    const receiver = await startReceiver()
    try {
      const target = `http://[::ffff:127.0.0.1]:${new URL(receiver.url).port}/mapped`
      h.sql
        .prepare("UPDATE merchants SET webhook_payin_url = ? WHERE username = 'demo'")
        .run(target)
      await h.api('/api/v1/payin/create', {
        token,
        json: { amount: 13, customer_name: 'A B', customer_email: 'ab@example.in' },
      })
      const row = await waitFor(
        () =>
          h.sql.prepare('SELECT * FROM webhook_deliveries WHERE url = ?').get(target) as
            { status: string; last_error: string } | undefined,
        (r) => r?.status === 'failed',
      )
      expect(row?.last_error).toBe('Refused: not a public address')
      expect(receiver.received).toHaveLength(0)
    } finally {
      await receiver.close()
    }
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
      ...EMBEDDED.map(({ address }) => `http://[${address}]/`),
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
    // What the name resolved to is not the merchant's to learn (decision 045).
    expect(row?.last_error).toBe('Refused: not a public address')
    expect(receiver.received).toHaveLength(0)
  })
})

describe('IPv6 outside global unicast (decision 065)', () => {
  // ipaddr.js names unallocated space 'unicast'; only 2000::/3 is public.
  const OUTSIDE = [
    ['unallocated 4000::/3', '4000::1'],
    ['unallocated ::/8 (not a wrapper)', '::1:2:3:4'],
    ['::1:a9fe:a9fe, the metadata address after ::1', '0:0:0:0:0:1:a9fe:a9fe'],
    ['discard-only', '100::1'],
    ['documentation', '2001:db8::1'],
    ['documentation 3fff::/20', '3fff::1'],
    ['benchmarking', '2001:2::1'],
    ['ORCHIDv2', '2001:20::1'],
    ['IETF protocol assignment', '2001:1::1'],
    ['multicast', 'ff02::1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-mapped CGNAT', '::ffff:100.64.0.1'],
    ['IPv4-mapped metadata, hex', '::ffff:a9fe:a9fe'],
  ] as const

  it.each(OUTSIDE)('refuses %s (%s) at save and as a DNS answer', (_label, address) => {
    for (const policy of POLICIES) {
      expect(urlRefusal(`http://[${address}]/hook`, policy), address).not.toBeNull()
      expect(addressRefusal(address, policy), address).not.toBeNull()
    }
  })

  it('passes global unicast IPv6 and the mapped form of a public IPv4', () => {
    for (const address of ['2001:4860:4860::8888', '2a00:1450:4001:80e::200e', '::ffff:8.8.8.8'])
      expect(addressRefusal(address, { allowLoopback: false }), address).toBeNull()
  })

  it('answers 400 when such a URL is saved', async () => {
    const h = await startHarness()
    try {
      const token = await h.login()
      for (const address of ['4000::1', '::1:2:3:4', '0:0:0:0:0:1:a9fe:a9fe']) {
        const res = await h.api('/api/v1/merchant/webhook/set', {
          token,
          json: { webhook_payin_url: `http://[${address}]/hook`, webhook_payout_url: null },
        })
        expect(res.status, address).toBe(400)
        expect(res.body.error.message).toBe('Payin webhook URL must be a public address')
      }
    } finally {
      await h.stop()
    }
  })
})
