import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upiAmount } from '../../server/domain/payins/upi-intent'
import { apiKeyOf, startHarness, type ApiInit, type Harness } from './support/helpers'

/* upi_intent on every payin (docs/api-contract.md), built independently here. */

let h: Harness
let demo: string
let norates: string
beforeAll(async () => {
  h = await startHarness()
  demo = await h.login()
  norates = await h.login('norates')
})
afterAll(() => h.stop())

const customer = { customer_name: 'Kavya Menon', customer_email: 'kavya@example.in' }
const create = async (json: Record<string, unknown>, auth: ApiInit) => {
  const res = await h.api('/api/v1/payin/create', { ...auth, json })
  expect(res.status, res.text).toBe(200)
  return res.body.data as Record<string, string | number | null>
}

/** The intent the contract describes, with encodeURIComponent spelled out per value. */
function expected(p: {
  pa: string
  pn: string
  mc?: string
  am: string
  tr: string
  tn: string
}): string {
  const e = encodeURIComponent
  const mc = p.mc ? `&mc=${e(p.mc)}` : ''
  return `upi://pay?pa=${e(p.pa)}&pn=${e(p.pn)}${mc}&am=${p.am}&cu=INR&tr=${e(p.tr)}&tn=${e(p.tn)}`
}

describe('upi_intent', () => {
  it('portal create (demo, no category code): the exact intent, tn = Order <order_id>', async () => {
    const data = await create({ amount: 1234.5, ...customer }, { token: demo })
    expect(data.upi_intent).toBe(
      expected({
        pa: 'acmestores@sandbox',
        pn: 'Acme Stores',
        am: '1234.50',
        tr: String(data.transaction_id),
        tn: `Order ${data.order_id}`,
      }),
    )
    expect(data.upi_intent).toContain('pa=acmestores%40sandbox&pn=Acme%20Stores&am=1234.50&')
    expect(data.channel).toBe('link')
  })

  it('public API create (norates, category 5411): mc follows pn, description as tn', async () => {
    const keys = await apiKeyOf(h, norates)
    const data = await create(
      { order_id: 'API-1', amount: 99, description: 'Groceries', ...customer },
      { apiKey: keys },
    )
    expect(data.upi_intent).toBe(
      expected({
        pa: 'kiranamart@sandbox',
        pn: 'Kirana Mart',
        mc: '5411',
        am: '99.00',
        tr: String(data.transaction_id),
        tn: 'Groceries',
      }),
    )
  })

  it('counter create carries it too; status and list return the same one', async () => {
    const data = await create({ amount: 10, channel: 'counter' }, { token: norates })
    expect(data.channel).toBe('counter')
    expect(data.upi_intent).toMatch(
      /^upi:\/\/pay\?pa=kiranamart%40sandbox&pn=Kirana%20Mart&mc=5411&am=10\.00&cu=INR&tr=TXN/,
    )
    const status = await h.api(`/api/v1/payin/status/${data.transaction_id}`, { token: norates })
    expect(status.body.data.upi_intent).toBe(data.upi_intent)
    expect(status.body.data).toMatchObject({ channel: 'counter', paid_late: false })
    expect(status.body.data.expires_at).toBe(data.expires_at)
    const list = await h.api(`/api/v1/payin/list?search=${data.transaction_id}`, { token: norates })
    expect(list.body.data).toHaveLength(1)
    expect(list.body.data[0].upi_intent).toBe(data.upi_intent)
    const keys = await apiKeyOf(h, norates)
    const byKey = await h.api('/api/v1/payin/list?limit=1', { apiKey: keys })
    expect(byKey.body.data.transactions[0].upi_intent).toBe(data.upi_intent)
  })

  it('percent-encodes a description with spaces, & and Hindi, decodable with URLSearchParams', async () => {
    const note = 'Chai & samosa = ₹20 + tip/थैंक यू 100%'
    const data = await create(
      { amount: 20, ...customer, metadata: { description: note } },
      {
        token: demo,
      },
    )
    const intent = String(data.upi_intent)
    const query = intent.slice('upi://pay?'.length)
    expect(query).not.toMatch(/[ +]|[^\x21-\x7e]/)
    expect(query.split('&')).toHaveLength(6)
    const params = new URLSearchParams(query)
    expect([...params.keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tr', 'tn'])
    expect(params.get('tn')).toBe(note)
    expect(params.get('pn')).toBe('Acme Stores')
    expect(params.get('am')).toBe('20.00')
  })

  it('is null for a USD payin (UPI moves rupees only), in create, status and list', async () => {
    const data = await create({ amount: 12.5, currency: 'USD', ...customer }, { token: demo })
    expect(data.upi_intent).toBeNull()
    const status = await h.api(`/api/v1/payin/status/${data.transaction_id}`, { token: demo })
    expect(status.body.data.upi_intent).toBeNull()
    const list = await h.api(`/api/v1/payin/list?search=${data.transaction_id}`, { token: demo })
    expect(list.body.data[0].upi_intent).toBeNull()
  })

  it('the sandbox checkout page draws its QR only for an intent', async () => {
    const usd = await create({ amount: 5, currency: 'USD', ...customer }, { token: demo })
    const page = await h.api(`/sandbox/pay/${usd.transaction_id}`)
    expect(page.status).toBe(200)
    expect(page.text).not.toContain('<svg')
    expect(page.text).toContain('<button type="submit" class="pay">Pay</button>')
  })

  it('formats paise with exactly two decimals', () => {
    expect([100, 101, 110, 123_450, 100_000_000_00, 99].map(upiAmount)).toEqual([
      '1.00',
      '1.01',
      '1.10',
      '1234.50',
      '100000000.00',
      '0.99',
    ])
  })
})

describe('merchant', () => {
  it('carries upi_vpa and merchant_category_code (demo none, norates 5411)', async () => {
    const mine = await h.api('/api/v1/merchant/profile', { token: demo })
    expect(mine.body.data).toMatchObject({
      upi_vpa: 'acmestores@sandbox',
      merchant_category_code: null,
    })
    const theirs = await h.api('/api/v1/merchant/profile', { token: norates })
    expect(theirs.body.data).toMatchObject({
      upi_vpa: 'kiranamart@sandbox',
      merchant_category_code: '5411',
    })
    const login = await h.api('/api/v1/merchant/auth/login', {
      json: { identifier: 'norates', password: 'Demo@1234' },
    })
    expect(login.body.data.merchant.merchant_category_code).toBe('5411')
  })
})
