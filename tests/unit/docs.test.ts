import { describe, expect, it } from 'vitest'
import { execFileSync } from 'node:child_process'
import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  API_KEY_PLACEHOLDER,
  API_SECRET_PLACEHOLDER,
  docSections,
  publicBaseUrl,
  SAMPLE_UPI_INTENT,
  SUPPORT_EMAIL,
} from '../../src/features/docs/samples'

const base = 'http://127.0.0.1:8080/api/v1'

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
const byId = (id: string) => {
  const section = docSections(base).find((s) => s.id === id)
  if (!section) throw new Error(`no ${id} section`)
  return section
}

describe('API docs base URL', () => {
  it('is the configured API origin + /api/v1, resolved against the page origin when relative', () => {
    expect(publicBaseUrl('/api/v1', 'http://127.0.0.1:8080')).toBe(base)
    expect(publicBaseUrl('https://gw.example.com/api/v1/', 'http://localhost')).toBe(
      'https://gw.example.com/api/v1',
    )
  })

  it('has a support address even without configuration', () => {
    expect(SUPPORT_EMAIL).toMatch(/^\S+@\S+$/)
  })
})

describe('API docs samples', () => {
  it('cover payin, payout, account check, refund, webhook and wallet balance in cURL and JavaScript', () => {
    const sections = docSections(base)
    expect(sections.map((s) => s.id)).toEqual([
      'payin',
      'payout',
      'account',
      'refund',
      'webhook',
      'wallet',
    ])
    for (const id of ['payin', 'payout', 'account', 'refund', 'wallet']) {
      const { sample, method, path } = byId(id)
      expect(sample.curl).toContain(`curl -X ${method} "${base}${path}"`)
      expect(sample.curl).toContain(`-H "X-API-Key: ${API_KEY_PLACEHOLDER}"`)
      expect(sample.curl).toContain(`-H "X-API-Secret: ${API_SECRET_PLACEHOLDER}"`)
      expect(sample.javascript).toContain(`fetch('${base}${path}'`)
      expect(sample.javascript).toContain("'X-API-Key'")
      expect(sample.javascript).toContain("'X-API-Secret'")
    }
  })

  it('send JSON bodies that parse', () => {
    for (const id of ['payin', 'payout', 'account', 'refund']) {
      const match = /-d '([\s\S]*)'$/.exec(byId(id).sample.curl)
      expect(match?.[1] && JSON.parse(match[1])).toBeTruthy()
    }
    expect(JSON.parse(/-d '([\s\S]*)'$/.exec(byId('payout').sample.curl)?.[1] ?? '')).toMatchObject(
      { reference_id: expect.any(String), transfer_type: 'bank', ifsc_code: expect.any(String) },
    )
  })

  it('refund a payin with the fields of docs/api-contract.md, and say what the API answers', () => {
    const refund = byId('refund')
    const body = JSON.parse(/-d '([\s\S]*)'$/.exec(refund.sample.curl)?.[1] ?? '') as object
    const payin = JSON.parse(byId('payin').example ?? '{}').data as { transaction_id: string }
    expect(body).toEqual({
      transaction_id: payin.transaction_id,
      amount: expect.any(Number),
      reference_id: expect.any(String),
      reason: expect.any(String),
    })
    const data = JSON.parse(refund.example ?? '{}').data as Record<string, unknown>
    expect(data).toMatchObject({ status: 'pending', utr: null, automatic: false })
    const notes = (refund.notes ?? []).join('\n')
    for (const words of [
      'Refund amount exceeds the refundable amount',
      'Only successful payments can be refunded',
      'Insufficient wallet balance for this refund',
      'refund.created, refund.processed and refund.failed',
      'fee is not returned',
    ]) {
      expect(notes).toContain(words)
    }
  })

  it('show upi_intent in the payin response, a UPI link that decodes to the sample payin', () => {
    const data = JSON.parse(byId('payin').example ?? '{}').data as Record<string, unknown>
    expect(data.upi_intent).toBe(SAMPLE_UPI_INTENT)
    expect(data.channel).toBe('link')
    expect(SAMPLE_UPI_INTENT).toMatch(/^upi:\/\/pay\?pa=/)
    const params = new URLSearchParams(SAMPLE_UPI_INTENT.slice('upi://pay?'.length))
    expect(Object.fromEntries(params)).toEqual({
      pa: 'yourshop@upi',
      pn: 'Your Shop',
      am: '499.00',
      cu: 'INR',
      tr: data.transaction_id,
      tn: `Order ${String(data.order_id)}`,
    })
    expect(data.amount).toBe(499)
  })

  it("explain upi_intent (QR, else payment_url) and channel 'counter' (customer optional)", () => {
    const notes = byId('payin').notes ?? []
    expect(notes.find((n) => n.startsWith('upi_intent'))).toMatch(/QR code[\s\S]*payment_url/)
    expect(notes.find((n) => n.includes("channel: 'counter'"))).toMatch(
      /customer_name and customer_email become optional/,
    )
  })

  it('verify webhook signatures the way the gateway signs them (docs/api-contract.md)', () => {
    // The function only: the Express app after it needs a server to run.
    const code = byId('webhook')
      .sample.javascript.split('const app = express()')[0]!
      .replace(/^import .*$/gm, '')
      .replace('export function', 'function')
    const verify = new Function('createHmac', 'timingSafeEqual', `${code}\nreturn verifyWebhook`)(
      createHmac,
      timingSafeEqual,
    ) as (body: string, headers: Record<string, string>, secret: string) => boolean
    const body = JSON.stringify({ event: 'payout.success', payout_id: 'P1', status: 'success' })
    const ts = String(Math.floor(Date.now() / 1000))
    const sign = (secret: string, t = ts) =>
      createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
    const headers = (sig: string, t = ts) => ({
      'x-webhook-timestamp': t,
      'x-webhook-signature': sig,
    })
    expect(verify(body, headers(sign('sk_1')), 'sk_1')).toBe(true)
    expect(verify(body, headers(sign('sk_2')), 'sk_1')).toBe(false)
    expect(verify(`${body} `, headers(sign('sk_1')), 'sk_1')).toBe(false)
    const old = String(Number(ts) - 3600)
    expect(verify(body, headers(sign('sk_1', old), old), 'sk_1')).toBe(false)
  })

  it.skipIf(!hasOpenssl())('sign a test delivery in the shell exactly as the gateway does', () => {
    const script = byId('webhook')
      .sample.curl.split('\n')
      .filter((line) => !line.startsWith('curl') && !line.startsWith('  -'))
      .join('\n')
      .replace(API_SECRET_PLACEHOLDER, 'sk_test')
    const out = execFileSync('bash', [
      '-c',
      `${script}\nprintf '%s\\n%s\\n%s' "$TS" "$SIG" "$BODY"`,
    ])
      .toString()
      .split('\n')
    const [ts, sig, body] = out
    expect(sig).toBe(createHmac('sha256', 'sk_test').update(`${ts}.${body}`).digest('hex'))
  })
})
