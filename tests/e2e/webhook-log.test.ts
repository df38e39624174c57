/**
 * The webhook delivery log in a real Chromium against the production build and the sandbox
 * (decision 028): a receiver on 127.0.0.1 is saved as the payin webhook URL through the Settings
 * form; 'Send test event' reaches it signed with the merchant's API secret and the log shows
 * HTTP 200; 'Redeliver' on that row sends the same body again.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupE2ESuite } from './support/suite'

type Hit = { headers: Record<string, string | string[] | undefined>; body: string }

const suite = setupE2ESuite({ apiToken: true })
let receiver: Server
let receiverUrl: string
const hits: Hit[] = []

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      res.end('ok')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/payin`
})

afterAll(async () => {
  receiver?.closeAllConnections()
  await new Promise((resolve) => receiver?.close(resolve))
})

async function apiSecret(): Promise<string> {
  return (await suite.apiData<{ api_secret: string }>('/merchant/api-keys')).api_secret
}

/** What a merchant's receiver checks (the API docs' sample): HMAC-SHA256 of `${ts}.${body}`. */
function verifies(hit: Hit, secret: string): boolean {
  const timestamp = String(hit.headers['x-webhook-timestamp'] ?? '')
  const expected = createHmac('sha256', secret).update(`${timestamp}.${hit.body}`).digest()
  const given = Buffer.from(String(hit.headers['x-webhook-signature'] ?? ''), 'hex')
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300
  return fresh && given.length === expected.length && timingSafeEqual(given, expected)
}

describe('webhook delivery log', () => {
  it('sends a signed test event to the saved URL, logs HTTP 200, and redelivers it', async () => {
    const page = await suite.newPage({ signIn: true, path: '/settings' })

    await page.getByLabel('Payin Webhook URL').fill(receiverUrl)
    await page.getByRole('button', { name: 'Update Webhooks' }).click()
    await page.getByText('Webhook URLs updated successfully').waitFor()

    const section = page.getByRole('region', { name: 'Webhook deliveries' })
    await section.getByRole('button', { name: 'Send test event' }).click()
    await section.getByText('Test event delivered: HTTP 200').waitFor()

    expect(hits).toHaveLength(1)
    const [test] = hits
    expect(test?.headers['x-webhook-event']).toBe('webhook.test')
    expect(JSON.parse(test?.body ?? '{}')).toMatchObject({ event: 'webhook.test', kind: 'payin' })
    expect(verifies(test!, await apiSecret())).toBe(true)

    const row = section.getByTestId('delivery-row').filter({ hasText: 'webhook.test' })
    await expect.poll(() => row.count()).toBe(1)
    expect(await row.getByTestId('delivery-result').textContent()).toBe('HTTP 200')
    expect(await row.textContent()).toContain(receiverUrl)

    await row.getByRole('button', { name: 'Redeliver' }).click()
    await page.getByText('Delivery queued').waitFor()
    await expect.poll(() => hits.length, { timeout: 10_000 }).toBe(2)
    expect(hits[1]?.body).toBe(test?.body)
    expect(hits[1]?.headers['x-webhook-id']).not.toBe(test?.headers['x-webhook-id'])
    expect(verifies(hits[1]!, await apiSecret())).toBe(true)
    // The new delivery joins the log and settles as delivered (the log polls while one is pending).
    await expect
      .poll(async () => (await row.getByTestId('delivery-result').allTextContents()).join(','), {
        timeout: 10_000,
      })
      .toBe('HTTP 200,HTTP 200')

    // Under 640 px each delivery is a card, and nothing scrolls sideways at a phone's 375 px.
    await page.setViewportSize({ width: 375, height: 800 })
    await expect.poll(() => section.locator('thead').isVisible()).toBe(false)
    expect(await row.first().getByText('Next retry').isVisible()).toBe(true)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.context().close()
  })

  it('names each delivery’s payment or payout, links to its details, and tests the payout URL', async () => {
    const payoutUrl = receiverUrl.replace('/hooks/payin', '/hooks/payout')
    await suite.api('/merchant/webhook/set', {
      method: 'POST',
      body: JSON.stringify({ webhook_payin_url: receiverUrl, webhook_payout_url: payoutUrl }),
    })
    const payin = await suite.apiData<{ transaction_id: string }>('/payin/create', {
      method: 'POST',
      body: JSON.stringify({
        amount: 42,
        customer_name: 'Webhook Subject',
        customer_email: 'subject@example.com',
      }),
    })
    const payout = await suite.apiData<{ payout_id: string }>('/payout/initiate', {
      method: 'POST',
      body: JSON.stringify({
        reference_id: `E2E-SUBJECT-${Date.now()}`,
        amount: 1000,
        mode: 'IMPS',
        beneficiary_name: 'Meera Iyer',
        beneficiary_account: '123456789012',
        beneficiary_ifsc: 'SBIN0001234',
      }),
    })
    const page = await suite.newPage({ signIn: true, path: '/settings' })
    const section = page.getByRole('region', { name: 'Webhook deliveries' })
    const payinLink = section.getByRole('link', { name: `Payment ${payin.transaction_id}` })
    await payinLink.first().waitFor()
    const payoutLink = section.getByRole('link', { name: `Payout ${payout.payout_id}` })
    await payoutLink.first().waitFor()
    // Under its event, not in a column of its own: the row still fits the card at 1280 px.
    expect(await section.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)

    // 'Send to' the payout URL: the test event lands there, not on the payin URL.
    const before = hits.length
    await section.getByLabel('Send to').selectOption({ label: 'Payout webhook URL' })
    await section.getByRole('button', { name: 'Send test event' }).click()
    await expect.poll(() => section.getByTestId('test-event-result').textContent()).toMatch(/\S/)
    const tests = hits.slice(before).filter((hit) => hit.body.includes('webhook.test'))
    expect(tests.map((hit) => JSON.parse(hit.body).kind)).toEqual(['payout'])
    const testRow = section.getByTestId('delivery-row').filter({ hasText: payoutUrl }).first()
    expect(await testRow.textContent()).toContain('webhook.test')

    // The payment's link opens the payments list on it, with its details open.
    await payinLink.first().click()
    await page.waitForURL((url) => url.pathname === '/payments')
    const details = page.getByRole('dialog', { name: 'Payment Details' })
    await details.getByText(payin.transaction_id).waitFor()
    expect(new URL(page.url()).searchParams.get('search')).toBe(payin.transaction_id)
    await details.getByRole('button', { name: 'Close' }).first().click()
    await page.waitForURL((url) => !url.searchParams.has('view'))
    expect(await page.getByTestId('payment-row').count()).toBe(1)

    // And the payout's, the payouts list with its details.
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/settings')
    await payoutLink.first().click()
    await page.waitForURL((url) => url.pathname === '/payouts')
    await page.getByRole('dialog').getByText(payout.payout_id).first().waitFor()
    await page.context().close()
  })
})
