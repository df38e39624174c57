import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerProblems, startHarness, type ApiResult, type Harness } from './support/helpers'

/*
 * Hundreds of malformed or hostile requests across every endpoint. Each must be a 4xx with a JSON
 * error message (the checkout page answers HTML 404s); none may be a 5xx; the server stays healthy.
 */

type Probe = {
  label: string
  path: string
  method?: string
  json?: unknown
  body?: BodyInit
  headers?: Record<string, string>
  auth?: 'token' | 'none'
}

const HUGE = 'x'.repeat(100_000)
const SQLISH = ["' OR '1'='1", '1; DROP TABLE payins; --', '" OR ""="', "admin'--"]
const NOT_TEXT: unknown[] = [true, 42, [], {}, [1, 2], { $gt: '' }]
const BAD_TEXT: unknown[] = [...NOT_TEXT, HUGE, 'a\u0000b', '\u202Eevil', 'x\u2066y']

/** Values that are invalid for a field of each kind (hostile strings that are valid text are not). */
const INVALID: Record<string, unknown[]> = {
  requiredText: [...BAD_TEXT, '', '   ', null],
  optionalText: BAD_TEXT,
  amount: [
    null,
    true,
    [],
    {},
    -1,
    0,
    'NaN',
    'Infinity',
    '1e309',
    '١٢٣',
    HUGE,
    1e308,
    -0.0001,
    10.001,
    ...SQLISH,
  ],
  email: ['not-an-email', 'a@b', '<script>@x', ...NOT_TEXT, HUGE, ...SQLISH],
  url: [
    'javascript:alert(1)',
    'ftp://x.example',
    'http://',
    'data:text/html,x',
    ...NOT_TEXT,
    HUGE,
    ...SQLISH,
  ],
  phone: ['call me', '12', ...NOT_TEXT, HUGE, ...SQLISH],
  enum: ['imps', 'Cash', 42, null, '', ...SQLISH],
  ifsc: ['hdfc', 'HDFC1234567', "HDFC0' OR 1", 42, '', HUGE],
  account: ['12ab', '1', "' OR 1=1", 42, '', HUGE],
  metadata: [
    'x',
    42,
    [],
    { webhook_url: 'javascript:x' },
    { expires_at: 'soon' },
    { description: HUGE },
  ],
  credential: [42, null, [], {}, '', HUGE],
}

function jsonBodyProbes(
  path: string,
  method: string,
  fields: Record<string, string>,
  valid: Record<string, unknown>,
): Probe[] {
  const probes: Probe[] = []
  for (const raw of ['{', '{"a":', '[]', '"text"', '123', 'true', '{"a":1}}', '\u0000', '<xml/>']) {
    probes.push({
      label: `${path} raw ${JSON.stringify(raw)}`,
      path,
      method,
      body: raw,
      headers: { 'content-type': 'application/json' },
    })
  }
  for (const [field, kind] of Object.entries(fields)) {
    for (const value of INVALID[kind] ?? []) {
      probes.push({
        label: `${path} ${field}=${JSON.stringify(value)?.slice(0, 30)}`,
        path,
        method,
        json: { ...valid, [field]: value },
      })
    }
  }
  probes.push({
    label: `${path} >256KB`,
    path,
    method,
    json: { ...valid, pad: 'y'.repeat(300_000) },
  })
  return probes
}

const validPayin = { amount: 100, customer_name: 'A', customer_email: 'a@example.in' }
const validPayout = {
  reference_id: 'H-1',
  amount: 10,
  mode: 'IMPS',
  beneficiary_name: 'B',
  beneficiary_account: '123456789',
  beneficiary_ifsc: 'HDFC0001234',
}

function queryProbes(path: string): Probe[] {
  const params = [
    'page=0',
    'page=-3',
    'page=abc',
    'page=1e3',
    `page=${'9'.repeat(30)}`,
    'limit=0',
    'limit=-1',
    'limit=x',
    'status=paid',
    `status=${encodeURIComponent("' OR 1=1 --")}`,
    'dateFrom=2026-13-01',
    'dateFrom=2026-02-30',
    'dateTo=yesterday',
    `dateFrom=${encodeURIComponent("2026-01-01' OR '1'='1")}`,
    'dateFrom=2026-05-01&dateTo=2026-04-01',
    `search=${'s'.repeat(500)}`,
    'dateFrom=99999-01-01',
    'dateFrom=1999-12-31',
    'dateTo=2026-1-1',
    'limit=1&page=%00',
  ]
  return params.map((q) => ({ label: `${path}?${q.slice(0, 40)}`, path: `${path}?${q}` }))
}

function uploadProbes(path: string, fileField: string, fields: Record<string, string>): Probe[] {
  const form = (file: Blob | null, name = 'proof.png', extra: Record<string, string> = {}) => {
    const f = new FormData()
    for (const [k, v] of Object.entries({ ...fields, ...extra })) f.set(k, v)
    if (file) f.set(fileField, file, name)
    return f
  }
  const png = new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], {
    type: 'image/png',
  })
  return [
    {
      label: `${path} text as png`,
      path,
      method: 'POST',
      body: form(new Blob(['hello'], { type: 'image/png' })),
    },
    {
      label: `${path} html as pdf`,
      path,
      method: 'POST',
      body: form(new Blob(['<html><script>x</script>'], { type: 'application/pdf' }), 'x.pdf'),
    },
    {
      label: `${path} svg`,
      path,
      method: 'POST',
      body: form(new Blob(['<svg onload=alert(1)>'], { type: 'image/svg+xml' }), 'x.svg'),
    },
    {
      label: `${path} gif`,
      path,
      method: 'POST',
      body: form(new Blob(['GIF89a....'], { type: 'image/gif' }), 'x.gif'),
    },
    {
      label: `${path} exe named jpg`,
      path,
      method: 'POST',
      body: form(new Blob(['MZ\x90\x00'], { type: 'image/jpeg' }), 'x.jpg'),
    },
    { label: `${path} empty file`, path, method: 'POST', body: form(new Blob([]), 'x.png') },
    {
      label: `${path} 11 MB`,
      path,
      method: 'POST',
      body: form(new Blob([new Uint8Array(11 * 1024 * 1024)]), 'big.png'),
    },
    {
      label: `${path} 10 MB + 1 byte png`,
      path,
      method: 'POST',
      body: form(
        new Blob([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          new Uint8Array(10 * 1024 * 1024 - 7),
        ]),
        'big.png',
      ),
    },
    { label: `${path} no file`, path, method: 'POST', body: form(null) },
    { label: `${path} json instead of multipart`, path, method: 'POST', json: fields },
    {
      label: `${path} broken multipart`,
      path,
      method: 'POST',
      body: '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      headers: { 'content-type': 'multipart/form-data; boundary=yy' },
    },
    { label: `${path} amount 0`, path, method: 'POST', body: form(png, 'p.png', { amount: '0' }) },
    {
      label: `${path} amount -5`,
      path,
      method: 'POST',
      body: form(png, 'p.png', { amount: '-5' }),
    },
    {
      label: `${path} amount NaN`,
      path,
      method: 'POST',
      body: form(png, 'p.png', { amount: 'NaN' }),
    },
    {
      label: `${path} bad transfer type`,
      path,
      method: 'POST',
      body: form(png, 'p.png', { transfer_type: 'CASH' }),
    },
    {
      label: `${path} empty reference`,
      path,
      method: 'POST',
      body: form(png, 'p.png', { reference_number: ' ' }),
    },
    {
      label: `${path} bad PAN`,
      path,
      method: 'POST',
      body: form(png, 'p.png', { pan_number: "' OR 1=1" }),
    },
    {
      label: `${path} bad field name`,
      path,
      method: 'POST',
      body: form(png, 'p.png', { 'x"; drop': '1' }),
    },
  ]
}

const ID_PATHS = ['/payin/status/', '/payin/cancel/', '/payout/status/', '/wallet/topup/']
const HOSTILE_IDS = [
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  encodeURIComponent("' OR '1'='1"),
  'x'.repeat(3000),
  '%E0%A4%A',
  encodeURIComponent('<script>'),
  '1',
  '-1',
  encodeURIComponent('TXN" OR 1=1 --'),
]

function probes(): Probe[] {
  const list: Probe[] = [
    ...jsonBodyProbes(
      '/api/v1/merchant/auth/login',
      'POST',
      { identifier: 'credential', password: 'credential' },
      { identifier: 'demo', password: 'x' },
    ).map((p) => ({ ...p, auth: 'none' as const })),
    ...jsonBodyProbes(
      '/api/v1/merchant/profile',
      'PUT',
      {
        business_name: 'requiredText',
        email: 'email',
        phone: 'phone',
        website: 'url',
        address: 'optionalText',
      },
      {},
    ),
    ...jsonBodyProbes(
      '/api/v1/payin/create',
      'POST',
      {
        amount: 'amount',
        customer_name: 'requiredText',
        customer_email: 'email',
        customer_phone: 'phone',
        currency: 'enum',
        callback_url: 'url',
        metadata: 'metadata',
        order_id: 'optionalText',
      },
      validPayin,
    ),
    ...jsonBodyProbes(
      '/api/v1/payout/initiate',
      'POST',
      {
        reference_id: 'requiredText',
        amount: 'amount',
        mode: 'enum',
        beneficiary_name: 'requiredText',
        beneficiary_account: 'account',
        beneficiary_ifsc: 'ifsc',
        beneficiary_email: 'email',
        beneficiary_phone: 'phone',
        remarks: 'optionalText',
      },
      validPayout,
    ),
    ...jsonBodyProbes(
      '/api/v1/merchant/webhook/set',
      'POST',
      { webhook_payin_url: 'url', webhook_payout_url: 'url' },
      {},
    ),
    ...queryProbes('/api/v1/payin/list'),
    ...queryProbes('/api/v1/payout/list'),
    ...queryProbes('/api/v1/wallet/transactions'),
    ...queryProbes('/api/v1/wallet/topup/list'),
    ...[
      'from_date=2026-02-31',
      'to_date=x',
      'from_date=2025-01-01&to_date=2026-01-01',
      'format=xml',
      'type=all',
      'status=nope',
      'from_date=2026-05-02&to_date=2026-05-01',
    ].map((q) => ({ label: `report ${q}`, path: `/api/v1/merchant/transactions/report?${q}` })),
    ...['from_date=bad', 'to_date=2026-00-10'].flatMap((q) =>
      ['/api/v1/merchant/dashboard/summary', '/api/v1/payin/summary', '/api/v1/payout/summary'].map(
        (p) => ({ label: `${p}?${q}`, path: `${p}?${q}` }),
      ),
    ),
    ...uploadProbes('/api/v1/wallet/topup/request', 'payment_proof', {
      amount: '100',
      transfer_type: 'NEFT',
      reference_number: 'REF-H',
    }).filter((p) => !/PAN|field name/.test(p.label)),
    ...uploadProbes('/api/v1/merchant/kyc/submit', 'document', {}).filter(
      (p) => !/amount|transfer|reference/.test(p.label),
    ),
    ...ID_PATHS.flatMap((prefix) =>
      HOSTILE_IDS.map((id) => ({
        label: `${prefix}${id.slice(0, 20)}`,
        path: `/api/v1${prefix}${id}`,
        method: prefix.includes('cancel') ? 'POST' : 'GET',
      })),
    ),
    ...[
      'Basic ZGVtbzpEZW1vQDEyMzQ=',
      'Bearer',
      'Bearer ',
      `Bearer ${'a'.repeat(5000)}`,
      'Bearer ../../',
      'bearer null',
      "Bearer ' OR 1=1 --",
    ].map((value) => ({
      label: `auth header ${value.slice(0, 20)}`,
      path: '/api/v1/merchant/profile',
      headers: { authorization: value },
      auth: 'none' as const,
    })),
    ...[
      { 'x-api-key': "' OR 1=1 --", 'x-api-secret': 'x' },
      { 'x-api-key': 'pk', 'x-api-secret': 'y'.repeat(5000) },
      { 'x-api-key': '' },
    ].map((headers) => ({
      label: `api key ${JSON.stringify(headers).slice(0, 30)}`,
      path: '/api/v1/wallet/balance',
      headers,
      auth: 'none' as const,
    })),
    ...['payins/x/pay', 'payouts/%00/approve', 'topups/1/approve', 'settle'].map((p) => ({
      label: `admin ${p} without token`,
      path: `/sandbox/admin/${p}`,
      method: 'POST',
      auth: 'none' as const,
    })),
    {
      label: 'api-keys/regenerate with array body',
      path: '/api/v1/merchant/api-keys/regenerate',
      method: 'POST',
      body: '[1]',
      headers: { 'content-type': 'application/json' },
    },
    { label: 'deliveries limit=x', path: '/api/v1/merchant/webhook/deliveries?limit=x' },
    { label: 'unknown api path', path: '/api/v1/nothing/%2e%2e%2fhere' },
    { label: 'DELETE on a GET route', path: '/api/v1/merchant/profile', method: 'DELETE' },
    { label: 'checkout unknown', path: '/sandbox/pay/%3Cscript%3E' },
    { label: 'static traversal', path: '/assets/..%2f..%2fpackage.json' },
    { label: 'static traversal 2', path: '/..%2f..%2fetc%2fpasswd' },
    { label: 'data dir file', path: '/sandbox.db' },
    { label: 'checkout pay unknown', path: "/sandbox/pay/' OR 1=1/pay", method: 'POST' },
  ]
  return list
}

let h: Harness
let token: string
beforeAll(async () => {
  h = await startHarness({
    loginRateLimit: { limit: 10_000, windowMs: 60_000 },
    settlementIntervalMs: 3_600_000,
  })
  token = await h.login()
})
afterAll(() => h.stop())

describe('hostile and malformed input', () => {
  it(
    'answers every probe with a 4xx and a message, never a 5xx, and stays healthy',
    { timeout: 120_000 },
    async () => {
      const all = probes()
      expect(all.length).toBeGreaterThanOrEqual(300)
      const failures: string[] = []
      const statuses = new Map<number, number>()
      // Small batches: realistic concurrency without turning the test into a load test.
      for (let i = 0; i < all.length; i += 8) {
        const batch = all.slice(i, i + 8)
        const results = await Promise.all(
          batch.map((p) =>
            h
              .api(p.path, {
                method: p.method,
                json: p.json,
                body: p.body,
                headers: p.headers,
                token: p.auth === 'none' ? null : token,
              })
              .catch((err: unknown): ApiResult => ({
                status: 0,
                headers: new Headers(),
                text: String(err),
                body: undefined,
              })),
          ),
        )
        results.forEach((res, j) => {
          const probe = batch[j] as Probe
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
          // Outside the API (checkout page, static files) a plain-text or HTML 4xx is the right answer.
          const isHtmlPage =
            !probe.path.startsWith('/api/') &&
            !probe.path.startsWith('/sandbox/admin/') &&
            res.text.length > 0
          const hasMessage =
            isHtmlPage ||
            (res.body?.success === false &&
              typeof res.body?.error?.message === 'string' &&
              res.body.error.message.length > 0)
          if (res.status < 400 || res.status >= 500 || !hasMessage) {
            failures.push(`${probe.label}: ${res.status} ${res.text.slice(0, 120)}`)
          }
        })
      }
      expect(failures).toEqual([])
      expect([...statuses.keys()].every((s) => s >= 400 && s < 500)).toBe(true)
      expect(statuses.get(413)).toBeGreaterThan(0)
      expect(statuses.get(415)).toBeGreaterThan(0)

      const profile = await h.api('/api/v1/merchant/profile', { token })
      expect(profile.status).toBe(200)
      expect(profile.body.data.business_name).toBe('Acme Stores')
      expect((await h.api('/api/v1/payin/list?limit=1', { token })).status).toBe(200)
      expect(
        h.sql
          .prepare("SELECT COUNT(*) n FROM payins WHERE customer_name LIKE '%DROP TABLE%'")
          .get(),
      ).toEqual({ n: 0 })
      expect(ledgerProblems(h.sql)).toEqual([])
    },
  )

  it('stores hostile-but-valid text verbatim (parameterised SQL, no escaping on input)', async () => {
    for (const [i, name] of [
      ...SQLISH,
      '<img src=x onerror=alert(1)>',
      "Robert'); DROP TABLE payins;--",
    ].entries()) {
      const res = await h.api('/api/v1/payin/create', {
        token,
        json: { ...validPayin, customer_name: name, order_id: `Q${i}` },
      })
      expect(res.status).toBe(200)
      const row = h.sql
        .prepare('SELECT customer_name FROM payins WHERE transaction_id = ?')
        .get(res.body.data.transaction_id)
      expect(row).toEqual({ customer_name: name })
    }
    expect(
      (h.sql.prepare('SELECT COUNT(*) n FROM payins').get() as { n: number }).n,
    ).toBeGreaterThan(200)
  })

  it('accepts a valid upload after all that (10 MB exactly is allowed)', async () => {
    const form = new FormData()
    form.set('amount', '100')
    form.set('transfer_type', 'NEFT')
    form.set('reference_number', 'REF-EXACT')
    const png = Buffer.alloc(10 * 1024 * 1024)
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    form.set('payment_proof', new Blob([png]), 'exact.png')
    const res = await h.api('/api/v1/wallet/topup/request', { token, body: form })
    expect(res.status).toBe(200)
  })

  // Last: whatever came before, the gateway is still up (malformed uploads over a separate
  // process, byte by byte: multipart-fuzz.test.ts).
  it('is still up at the end', async () => {
    expect((await h.api('/api/v1/wallet/balance', { token })).status).toBe(200)
    const stranger = await h.api('/api/v1/wallet/balance')
    expect([stranger.status, stranger.body?.error?.message]).toEqual([
      401,
      'Authentication required',
    ])
  })
})
