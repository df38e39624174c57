import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminPost,
  ledgerProblems,
  merchantId,
  startHarness,
  waitFor,
  type Harness,
} from './support/helpers'

let h: Harness
let token: string
beforeAll(async () => {
  h = await startHarness({ payinTtlMs: 1_500, expirySweepMs: 200, settlementIntervalMs: 3_600_000 })
  token = await h.login()
})
afterAll(() => h.stop())

const create = (json: Record<string, unknown> = {}, as = token) =>
  h.api('/api/v1/payin/create', {
    token: as,
    json: {
      amount: 1000,
      customer_name: 'Kavya Menon',
      customer_email: 'kavya@example.in',
      ...json,
    },
  })
const statusOf = async (id: string) =>
  (await h.api(`/api/v1/payin/status/${id}`, { token })).body.data
const wallet = () =>
  h.sql.prepare('SELECT * FROM wallets WHERE merchant_id = ?').get(merchantId(h.sql, 'demo')) as {
    available: number
    pending: number
  }

describe('payin creation validation (product.md §5 messages)', () => {
  it.each([
    [{ amount: undefined }, 'Amount is required'],
    [{ amount: '' }, 'Amount is required'],
    [{ amount: 0.99 }, 'Minimum amount is ₹1'],
    [{ amount: -10 }, 'Minimum amount is ₹1'],
    [{ amount: 'ten' }, 'Please enter a valid amount'],
    [{ amount: 10_00_001 }, 'Maximum amount is ₹10,00,000'],
    [{ customer_name: '' }, 'Customer name is required'],
    [{ customer_name: undefined }, 'Customer name is required'],
    [{ customer_email: '' }, 'Customer email is required'],
    [{ customer_email: 'nope' }, 'Invalid email address'],
    [{ currency: 'EUR' }, 'Currency must be INR or USD'],
    [{ callback_url: 'javascript:alert(1)' }, 'Redirect URL must be an http or https URL'],
    [
      { metadata: { webhook_url: 'file:///etc/passwd' } },
      'Webhook URL must be an http or https URL',
    ],
    [
      { metadata: { expires_at: '2001-01-01T00:00:00Z' } },
      'The link expiry must be a date and time in the future',
    ],
    [
      { metadata: { expires_at: 'tomorrow' } },
      'The link expiry must be a date and time in the future',
    ],
    [{ metadata: 'x' }, 'metadata must be an object'],
  ])('%j → 400 %s', async (json, message) => {
    const res = await create(json)
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe(message)
  })

  it('generates an ORD order id when none is given and honours metadata.expires_at', async () => {
    const expires = new Date(Date.now() + 3_600_000).toISOString()
    const res = await create({ metadata: { expires_at: expires } })
    expect(res.body.data.order_id).toMatch(/^ORD\d{13}$/)
    expect(res.body.data.expires_at).toBe(expires)
  })
})

describe('payin lifecycle', () => {
  it('pay → success with a 12-digit UTR, 2 % fee and the net credited to pending', async () => {
    const created = await create({
      amount: 1234.5,
      metadata: { expires_at: new Date(Date.now() + 60_000).toISOString() },
    })
    const id = created.body.data.transaction_id
    const before = wallet()
    const paid = await adminPost(h, `payins/${id}/pay`)
    expect(paid.status).toBe(200)
    expect(paid.body.data).toMatchObject({
      status: 'success',
      amount: 1234.5,
      fee: 24.69,
      net_amount: 1209.81,
    })
    expect(paid.body.data.utr).toMatch(/^[1-9]\d{11}$/)
    expect(wallet().pending).toBe(before.pending + 120_981)
    expect(wallet().available).toBe(before.available)
    expect((await statusOf(id)).status).toBe('success')
    // Paying twice changes nothing.
    expect((await adminPost(h, `payins/${id}/pay`)).body.data.utr).toBe(paid.body.data.utr)
    expect(wallet().pending).toBe(before.pending + 120_981)
  })

  it('decline → failed, no money moves', async () => {
    const created = await create({
      metadata: { expires_at: new Date(Date.now() + 60_000).toISOString() },
    })
    const before = wallet()
    const res = await adminPost(h, `payins/${created.body.data.transaction_id}/decline`)
    expect(res.body.data.status).toBe('failed')
    expect(wallet()).toEqual(before)
  })

  it('expires to cancelled after the default lifetime (sweeper); a payment past the grace is refunded', async () => {
    const created = await create()
    const id = created.body.data.transaction_id
    expect(Date.parse(created.body.data.expires_at) - Date.now()).toBeLessThan(1_600)
    await waitFor(
      () =>
        h.sql.prepare('SELECT status FROM payins WHERE transaction_id = ?').get(id) as {
          status: string
        },
      (row) => row.status === 'cancelled',
    )
    // Within 30 minutes of expires_at a payment is recorded late (tests/server/late-payments.test.ts).
    h.sql
      .prepare('UPDATE payins SET expires_at = ? WHERE transaction_id = ?')
      .run(Date.now() - 31 * 60_000, id)
    // Later than that it is recorded and sent straight back (decision 050), never kept.
    const paid = await adminPost(h, `payins/${id}/pay`)
    expect(paid.status).toBe(200)
    expect(paid.body.data).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'expiry',
      auto_refund: true,
    })
  })

  it('settle now moves pending to available as settlement rows', async () => {
    const before = wallet()
    expect(before.pending).toBeGreaterThan(0)
    const res = await adminPost(h, 'settle')
    expect(res.status).toBe(200)
    const after = wallet()
    expect(after.pending).toBe(0)
    expect(after.available).toBe(before.available + before.pending)
    const rows = h.sql
      .prepare(
        "SELECT reference_type, bucket, amount FROM wallet_transactions WHERE merchant_id = ? AND reference_type LIKE 'settlement_%' ORDER BY id DESC LIMIT 2",
      )
      .all(merchantId(h.sql, 'demo'))
    expect(rows).toEqual([
      { reference_type: 'settlement_credit', bucket: 'available', amount: before.pending },
      { reference_type: 'settlement_debit', bucket: 'pending', amount: before.pending },
    ])
    expect(
      h.sql
        .prepare("SELECT COUNT(*) n FROM payins WHERE status = 'success' AND settled_at IS NULL")
        .get(),
    ).toEqual({ n: 0 })
    expect(ledgerProblems(h.sql)).toEqual([])
  })
})

describe('sandbox checkout page', () => {
  it('shows amount, merchant, a UPI QR and real Pay/Decline buttons, with no inline script or style', async () => {
    const created = await create({
      amount: 2500,
      metadata: { expires_at: new Date(Date.now() + 60_000).toISOString() },
    })
    const page = await h.api(`/sandbox/pay/${created.body.data.transaction_id}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.text).toContain('₹2,500.00')
    expect(page.text).toContain('Acme Stores')
    expect(page.text).toMatch(/<svg[^>]*>/)
    expect(page.text).toMatch(/<button[^>]*>Pay<\/button>/)
    expect(page.text).toMatch(/<button[^>]*>Decline<\/button>/)
    expect(page.text).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i)
    const css = await h.api('/sandbox/assets/checkout.css')
    expect(css.headers.get('content-type')).toMatch(/^text\/css/)
  })

  it('Pay posts, redirects back (303) and the page then shows the result instead of buttons', async () => {
    const created = await create({
      metadata: { expires_at: new Date(Date.now() + 60_000).toISOString() },
    })
    const id = created.body.data.transaction_id
    const post = await h.api(`/sandbox/pay/${id}/pay`, { method: 'POST' })
    expect(post.status).toBe(303)
    expect(post.headers.get('location')).toBe(`/sandbox/pay/${id}`)
    const page = await h.api(`/sandbox/pay/${id}`)
    expect(page.text).toContain('Payment successful')
    expect(page.text).not.toMatch(/<button/)
  })

  it('links back to the callback URL with the outcome when one is set', async () => {
    const created = await create({
      callback_url: 'https://shop.example.in/return?x=1',
      metadata: { expires_at: new Date(Date.now() + 60_000).toISOString() },
    })
    const id = created.body.data.transaction_id
    await h.api(`/sandbox/pay/${id}/decline`, { method: 'POST' })
    const page = await h.api(`/sandbox/pay/${id}`)
    expect(page.text).toContain('Payment declined')
    expect(page.text).toContain(`https://shop.example.in/return?x=1&#38;transaction_id=${id}`)
    expect(page.text).toContain('status=failed')
  })

  it('escapes a hostile business name', async () => {
    const hostile = await h.login('hostile')
    const created = await create(
      { metadata: { expires_at: new Date(Date.now() + 60_000).toISOString() } },
      hostile,
    )
    const page = await h.api(`/sandbox/pay/${created.body.data.transaction_id}`)
    expect(page.text).not.toContain('<img src=x')
    expect(page.text).toContain('&#60;img src=x onerror=alert(1)&#62;')
  })

  it('404s an unknown link', async () => {
    expect((await h.api('/sandbox/pay/TXNUNKNOWN')).status).toBe(404)
    expect((await h.api('/sandbox/pay/TXNUNKNOWN/pay', { method: 'POST' })).status).toBe(404)
  })
})

describe('sandbox admin auth', () => {
  it('401s without or with a wrong X-Admin-Token', async () => {
    expect((await h.api('/sandbox/admin/settle', { method: 'POST' })).status).toBe(401)
    const wrong = await h.api('/sandbox/admin/settle', {
      method: 'POST',
      headers: { 'x-admin-token': 'nope' },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body.error.message).toMatch(/X-Admin-Token/)
  })
})
