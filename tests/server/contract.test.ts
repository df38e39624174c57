import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  apiKeyOf,
  ISO,
  shapeProblems,
  startHarness,
  type ApiInit,
  type Harness,
} from './support/helpers'

/*
 * One contract test per product.md §7 call, run on both surfaces: the portal's bearer token and the
 * public API's X-API-Key/X-API-Secret. Fields are checked as the portal and docs read them.
 */

const MERCHANT = {
  id: 'number',
  username: 'string',
  name: 'string',
  business_name: 'string',
  email: 'string',
  phone: 'string|null',
  address: 'string|null',
  website: 'string|null',
  show_rates_to_merchant: 'number',
  upi_vpa: 'string',
  merchant_category_code: 'string|null',
  webhook_payin_url: 'string|null',
  webhook_payout_url: 'string|null',
  created_at: 'string',
}
const PAYIN = {
  id: 'number',
  transaction_id: 'string',
  order_id: 'string',
  amount: 'number',
  fee: 'number',
  net_amount: 'number',
  currency: 'string',
  // The INR figure and the rate it was converted at (decision 030); amount and 1 for INR.
  amount_inr: 'number',
  fx_rate: 'number',
  utr: 'string|null',
  status: 'string',
  gateway: 'string|null',
  // null only for a counter payin, which has no customer (decision 024).
  customer_name: 'string|null',
  customer_email: 'string|null',
  customer_phone: 'string|null',
  description: 'string|null',
  payment_url: 'string',
  upi_intent: 'string|null',
  channel: 'string',
  paid_late: 'boolean',
  // Refunds (decision 050).
  refunded_amount: 'number',
  refund_status: 'string',
  refund_pending_amount: 'number',
  refundable_amount: 'number',
  auto_refund: 'boolean',
  cancelled_by: 'string|null',
  expires_at: 'string',
  created_at: 'string',
  updated_at: 'string',
}
const PAYOUT = {
  payout_id: 'string',
  amount: 'number',
  fee: 'number',
  net_amount: 'number',
  reference_id: 'string',
  beneficiary_name: 'string',
  beneficiary_vpa: 'string|null',
  beneficiary_account: 'string|null',
  beneficiary_ifsc: 'string|null',
  beneficiary_phone: 'string|null',
  beneficiary_email: 'string|null',
  remarks: 'string|null',
  mode: 'string',
  status: 'string',
  utr_number: 'string|null',
  utr: 'string|null',
  gateway_payout_id: 'string|null',
  approval_status: 'string',
  risk_flagged: 'boolean',
  warnings: 'array',
  failure_reason: 'string|null',
  created_at: 'string',
  updated_at: 'string',
}
const WALLET_TX = {
  id: 'number',
  transaction_type: 'string',
  reference_type: 'string',
  reference_id: 'string',
  description: 'string',
  amount: 'number',
  balance_before: 'number',
  balance_after: 'number',
  created_at: 'string',
}
const TOPUP = {
  request_id: 'string',
  amount: 'number',
  transfer_type: 'string',
  reference_number: 'string',
  status: 'string',
  created_at: 'string',
  updated_at: 'string',
}
const PAYIN_SUMMARY = {
  total_amount: 'number',
  total_net_amount: 'number',
  total_transactions: 'number',
  successful_transactions: 'number',
  pending_transactions: 'number',
  failed_transactions: 'number',
  success_rate: 'number',
}
const PAGINATION = {
  page: 'number',
  limit: 'number',
  totalCount: 'number',
  total: 'number',
  totalPages: 'number',
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

let h: Harness
let token: string
let apiKey: { key: string; secret: string }
beforeAll(async () => {
  h = await startHarness()
  token = await h.login()
  apiKey = await apiKeyOf(h, token)
})
afterAll(() => h.stop())

describe.each(['bearer', 'api_key'] as const)('contract over %s', (surface) => {
  const auth = (): ApiInit => (surface === 'bearer' ? { token } : { apiKey })
  const call = (path: string, init: ApiInit = {}) => h.api(`/api/v1${path}`, { ...auth(), ...init })
  const expectOk = (res: { status: number; body: { success: boolean } }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.success).toBe(true)
  }
  const suffix = surface === 'bearer' ? 'B' : 'K'
  // Account management is portal-only (decision 027): these calls are part of the bearer
  // contract only, and portal-session.test.ts checks the key's 403 for each of them.
  const accountIt = (name: string, fn: () => Promise<void>) => {
    if (surface === 'bearer') it(name, fn)
  }

  accountIt('GET /merchant/profile', async () => {
    const res = await call('/merchant/profile')
    expectOk(res)
    expect(shapeProblems(res.body.data, MERCHANT)).toEqual([])
  })

  accountIt('PUT /merchant/profile', async () => {
    const res = await call('/merchant/profile', {
      method: 'PUT',
      json: { address: `Address ${suffix}` },
    })
    expectOk(res)
    expect(shapeProblems(res.body.data, MERCHANT)).toEqual([])
    expect(res.body.data.address).toBe(`Address ${suffix}`)
  })

  it('GET /merchant/dashboard/summary', async () => {
    const res = await call('/merchant/dashboard/summary?from_date=2020-01-01&to_date=2030-12-31')
    expectOk(res)
    expect(shapeProblems(res.body.data.payins, PAYIN_SUMMARY)).toEqual([])
    expect(typeof res.body.data.wallet.available_balance).toBe('number')
  })

  it('POST /payin/create, GET /payin/status/{id}, POST /payin/cancel/{id}', async () => {
    const json =
      surface === 'bearer'
        ? {
            order_id: `ORD${Date.now()}`,
            amount: 499.5,
            currency: 'INR',
            customer_name: 'Priya Nair',
            customer_email: 'priya@example.in',
            customer_phone: '9876543210',
            callback_url: 'https://shop.example.in/done',
            metadata: {
              description: 'Contract',
              webhook_url: 'https://shop.example.in/hook',
              expires_at: new Date(Date.now() + 600_000).toISOString(),
            },
          }
        : {
            order_id: 'API-ORDER-1',
            amount: 250,
            customer_name: 'Arjun Rao',
            customer_email: 'arjun@example.in',
            customer_phone: '9876501234',
            upi_id: 'arjun@okhdfc',
            redirect_url: 'https://shop.example.in/r',
            webhook_url: 'https://shop.example.in/h',
          }
    const created = await call('/payin/create', { json })
    expectOk(created)
    expect(
      shapeProblems(created.body.data, {
        transaction_id: 'string',
        order_id: 'string',
        amount: 'number',
        currency: 'string',
        status: 'string',
        payment_url: 'string',
        expires_at: 'string',
        upi_intent: 'string',
        channel: 'string',
      }),
    ).toEqual([])
    expect(created.body.data.status).toBe('pending')
    expect(created.body.data.amount).toBe(json.amount)
    expect(created.body.data.payment_url).toBe(
      `${h.url}/sandbox/pay/${created.body.data.transaction_id}`,
    )
    expect(created.body.data.expires_at).toMatch(ISO)
    const id = created.body.data.transaction_id

    const status = await call(`/payin/status/${id}`)
    expectOk(status)
    expect(
      shapeProblems(status.body.data, {
        transaction_id: 'string',
        order_id: 'string',
        status: 'string',
        amount: 'number',
        utr: 'null',
        updated_at: 'string',
        upi_intent: 'string',
        channel: 'string',
        paid_late: 'boolean',
        expires_at: 'string',
      }),
    ).toEqual([])

    const cancelled = await call(`/payin/cancel/${id}`, { method: 'POST' })
    expectOk(cancelled)
    expect(shapeProblems(cancelled.body.data, PAYIN)).toEqual([])
    expect(cancelled.body.data.status).toBe('cancelled')
    const again = await call(`/payin/cancel/${id}`, { method: 'POST' })
    expect(again.status).toBe(400)
    expect(again.body.error.message).toBe('Only pending payins can be cancelled')
  })

  it('GET /payin/list', async () => {
    const res = await call('/payin/list?page=1&limit=5')
    expectOk(res)
    expect(shapeProblems(res.body.meta.pagination, PAGINATION)).toEqual([])
    const rows = surface === 'bearer' ? res.body.data : res.body.data.transactions
    if (surface === 'api_key') expect(res.body.data.total).toBe(res.body.meta.pagination.total)
    expect(rows).toHaveLength(5)
    rows.forEach((row: unknown, i: number) =>
      expect(shapeProblems(row, PAYIN, `[${i}].`)).toEqual([]),
    )
  })

  it('GET /payin/summary', async () => {
    const res = await call('/payin/summary')
    expectOk(res)
    expect(shapeProblems(res.body.data, PAYIN_SUMMARY)).toEqual([])
  })

  it('POST /payout/initiate and GET /payout/status/{id}', async () => {
    const json =
      surface === 'bearer'
        ? {
            reference_id: `REF-${suffix}`,
            amount: 1200,
            mode: 'NEFT',
            beneficiary_name: 'Vendor One',
            beneficiary_account: '501000123456',
            beneficiary_ifsc: 'HDFC0001234',
            beneficiary_phone: '9876543210',
            beneficiary_email: 'vendor@example.in',
            remarks: 'Invoice 42',
          }
        : {
            reference_id: `REF-${suffix}`,
            amount: 300,
            beneficiary_name: 'Vendor Two',
            beneficiary_email: 'v2@example.in',
            beneficiary_phone: '9876500000',
            transfer_type: 'upi',
            upi_id: 'vendor2@okicici',
            purpose: 'Refund',
          }
    const res = await call('/payout/initiate', { json })
    expectOk(res)
    expect(shapeProblems(res.body.data, PAYOUT)).toEqual([])
    expect(res.body.data).toMatchObject({
      approval_status: 'auto_approved',
      status: 'queued',
      risk_flagged: false,
    })
    const status = await call(`/payout/status/${res.body.data.payout_id}`)
    expectOk(status)
    expect(shapeProblems(status.body.data, PAYOUT)).toEqual([])
    expect(status.body.data.amount).toBe(json.amount)
  })

  it('GET /payout/list and /payout/summary', async () => {
    const list = await call('/payout/list?page=1&limit=20')
    expectOk(list)
    expect(shapeProblems(list.body.meta.pagination, PAGINATION)).toEqual([])
    list.body.data.forEach((row: unknown, i: number) =>
      expect(shapeProblems(row, PAYOUT, `[${i}].`)).toEqual([]),
    )
    const summary = await call('/payout/summary')
    expectOk(summary)
    expect(
      shapeProblems(summary.body.data, {
        total_amount: 'number',
        total_fee: 'number',
        total_payouts: 'number',
        successful_payouts: 'number',
        pending_payouts: 'number',
        failed_payouts: 'number',
      }),
    ).toEqual([])
  })

  it('GET /wallet/balance', async () => {
    const res = await call('/wallet/balance')
    expectOk(res)
    expect(
      shapeProblems(res.body.data, {
        available_balance: 'number',
        pending_balance: 'number',
        processing_balance: 'number',
        currency: 'string',
        updated_at: 'string',
        settlement_frequency: 'string',
        next_settlement_date: 'string',
      }),
    ).toEqual([])
    expect(res.body.data.currency).toBe('INR')
  })

  it('GET /wallet/transactions', async () => {
    const res = await call('/wallet/transactions?limit=10')
    expectOk(res)
    expect(res.body.data).toHaveLength(10)
    res.body.data.forEach((row: unknown, i: number) =>
      expect(shapeProblems(row, WALLET_TX, `[${i}].`)).toEqual([]),
    )
    expect(shapeProblems(res.body.meta.pagination, PAGINATION)).toEqual([])
  })

  it('POST /wallet/topup/request, GET /wallet/topup/list, GET /wallet/topup/{id}', async () => {
    const form = new FormData()
    form.set('amount', '1500')
    form.set('transfer_type', 'IMPS')
    form.set('reference_number', `IMPS-${suffix}-1`)
    form.set('payment_proof', new Blob([PNG], { type: 'image/png' }), 'proof.png')
    const created = await call('/wallet/topup/request', { method: 'POST', body: form })
    expectOk(created)
    expect(shapeProblems(created.body.data, TOPUP)).toEqual([])
    expect(created.body.data).toMatchObject({ amount: 1500, status: 'pending' })
    const list = await call('/wallet/topup/list?limit=10')
    expectOk(list)
    list.body.data.forEach((row: unknown, i: number) =>
      expect(shapeProblems(row, TOPUP, `[${i}].`)).toEqual([]),
    )
    const one = await call(`/wallet/topup/${created.body.data.request_id}`)
    expectOk(one)
    expect(one.body.data.request_id).toBe(created.body.data.request_id)
  })

  accountIt('GET /merchant/kyc/status and POST /merchant/kyc/submit', async () => {
    const before = await call('/merchant/kyc/status')
    expectOk(before)
    expect(
      shapeProblems(before.body.data, { status: 'string', submitted_at: 'string|null' }),
    ).toEqual([])
    const form = new FormData()
    form.set('pan_number', 'ABCDE1234F')
    form.set(
      'document',
      new Blob([Buffer.from('%PDF-1.4\n%test')], { type: 'application/pdf' }),
      'pan.pdf',
    )
    const res = await call('/merchant/kyc/submit', { method: 'POST', body: form })
    expectOk(res)
    expect(res.body.data.status).toBe('submitted')
    expect(res.body.data.submitted_at).toMatch(ISO)
  })

  it('GET /merchant/transactions/report (csv and json)', async () => {
    const csv = await call('/merchant/transactions/report?type=both&format=csv')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(csv.text.split('\n')[0]).toContain('Transaction ID')
    const json = await call('/merchant/transactions/report?type=payin&format=json&status=success')
    expectOk(json)
    expect(Array.isArray(json.body.data)).toBe(true)
    expect(
      json.body.data.every(
        (r: { type: string; status: string }) => r.type === 'payin' && r.status === 'success',
      ),
    ).toBe(true)
  })

  accountIt('POST /merchant/webhook/set and GET /merchant/webhook/deliveries', async () => {
    const res = await call('/merchant/webhook/set', {
      json: {
        webhook_payin_url: 'https://hooks.example.in/payin',
        webhook_payout_url: 'http://hooks.example.in/payout',
      },
    })
    expectOk(res)
    expect(res.body.data.webhook_payin_url).toBe('https://hooks.example.in/payin')
    const deliveries = await call('/merchant/webhook/deliveries')
    expectOk(deliveries)
    expect(Array.isArray(deliveries.body.data)).toBe(true)
    // Clear them again so later tests do not queue deliveries to an unreachable host.
    await call('/merchant/webhook/set', {
      json: { webhook_payin_url: null, webhook_payout_url: '' },
    })
  })

  accountIt('GET /merchant/api-keys', async () => {
    const res = await call('/merchant/api-keys')
    expectOk(res)
    expect(res.body.data).toEqual({ api_key: apiKey.key, api_secret: apiKey.secret })
  })
})

describe('API keys', () => {
  it('regenerate returns new credentials and the old secret stops working at once', async () => {
    const old = await apiKeyOf(h, token)
    const res = await h.api('/api/v1/merchant/api-keys/regenerate', { token, json: {} })
    expect(res.status).toBe(200)
    expect(res.body.data.api_key).toBe(old.key)
    expect(res.body.data.api_secret).not.toBe(old.secret)
    expect((await h.api('/api/v1/wallet/balance', { apiKey: old })).status).toBe(401)
    const fresh = { key: res.body.data.api_key, secret: res.body.data.api_secret }
    expect((await h.api('/api/v1/wallet/balance', { apiKey: fresh })).status).toBe(200)
    apiKey = fresh
  })

  it('stores the secret encrypted, not in clear', () => {
    const rows = h.sql.prepare('SELECT secret_enc FROM api_keys').all() as { secret_enc: string }[]
    for (const row of rows) expect(row.secret_enc).not.toContain('sk_sandbox_')
    expect(rows.map((r) => r.secret_enc).join()).not.toContain(apiKey.secret)
  })

  it('401s a wrong secret and a missing secret', async () => {
    const wrong = await h.api('/api/v1/wallet/balance', {
      apiKey: { key: apiKey.key, secret: 'sk_sandbox_nope' },
    })
    expect(wrong.status).toBe(401)
    const missing = await h.api('/api/v1/wallet/balance', { headers: { 'x-api-key': apiKey.key } })
    expect(missing.status).toBe(401)
    expect(missing.body.error.message).toBe('X-API-Secret header is required')
  })
})
