/**
 * API documentation in a real Chromium against the production build and the sandbox (product.md §2.12):
 * the wallet balance cURL sample, copied with the page's own button and pasted into a shell with
 * the seeded merchant's key and secret, runs against the sandbox. Nothing mocked.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { signIn } from './support/browser'
import { setupE2ESuite } from './support/suite'

const run = promisify(execFile)

const suite = setupE2ESuite({ apiToken: true })

async function newPage(): Promise<Page> {
  const context = await suite.newContext({ viewport: { width: 1280, height: 900 } })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.url })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await signIn(page, suite.url)
  await page.goto(`${suite.url}/api-docs`)
  await page.getByRole('heading', { name: 'API Documentation' }).waitFor()
  return page
}

describe('API documentation', () => {
  it('shows the base URL, the auth headers, support and the full-docs link', async () => {
    const page = await newPage()
    expect(await page.getByTestId('api-base-url').textContent()).toBe(`${suite.url}/api/v1`)
    await page.getByText('X-API-Key:', { exact: true }).waitFor()
    await page.getByText('X-API-Secret:', { exact: true }).waitFor()
    await page.getByText(/^Support contact:/).waitFor()
    const link = page.getByRole('link', { name: /Full documentation/ })
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//)
    for (const title of [
      'Create a payin',
      'Initiate a payout',
      'Check a bank account',
      'Refund a payment',
      'Webhooks',
      'Wallet balance',
    ]) {
      await page.getByRole('heading', { name: title, level: 3 }).waitFor()
    }
    await page.context().close()
  })

  it('the copied wallet balance cURL sample runs against the sandbox', async () => {
    const page = await newPage()
    const section = page.locator('#docs-wallet')
    await section.getByRole('button', { name: 'Copy Wallet balance cURL sample' }).click()
    await page.getByText('Copied to clipboard').first().waitFor()
    const sample = await page.evaluate(() => navigator.clipboard.readText())
    expect(sample).toBe(await section.locator('pre[data-language=curl]').textContent())

    const keys = await suite.apiData<{ api_key: string; api_secret: string }>('/merchant/api-keys')
    const pasted = sample
      .replace('YOUR_API_KEY', keys.api_key)
      .replace('YOUR_API_SECRET', keys.api_secret)
    const { stdout } = await run('bash', ['-c', `${pasted} --silent --show-error`])
    const body = JSON.parse(stdout) as { success: boolean; data: { available_balance: number } }
    expect(body.success).toBe(true)
    const balance = await suite.apiData<{ available_balance: number }>('/wallet/balance')
    expect(body.data.available_balance).toBe(balance.available_balance)

    // The JavaScript tab holds the same call for Node.
    await section.getByRole('tab', { name: 'JavaScript' }).click()
    const js = (await section.locator('pre[data-language=javascript]').textContent()) ?? ''
    expect(js).toContain(`fetch('${suite.url}/api/v1/wallet/balance'`)
    await page.context().close()
  })

  it('the payin, payout and account-check cURL samples work against the sandbox as printed', async () => {
    const page = await newPage()
    const keys = await suite.apiData<{ api_key: string; api_secret: string }>('/merchant/api-keys')
    const results: Record<string, { success: boolean; data: Record<string, unknown> }> = {}
    for (const id of ['payin', 'payout', 'account']) {
      const sample = (await page.locator(`#docs-${id} pre[data-language=curl]`).textContent()) ?? ''
      const pasted = sample
        .replace('YOUR_API_KEY', keys.api_key)
        .replace('YOUR_API_SECRET', keys.api_secret)
      const { stdout } = await run('bash', ['-c', `${pasted} --silent --show-error`])
      results[id] = JSON.parse(stdout) as (typeof results)[string]
    }
    expect(results.payin).toMatchObject({ success: true })
    expect(results.payin?.data.payment_url).toEqual(expect.stringContaining('/sandbox/pay/'))
    expect(results.payout).toMatchObject({
      success: true,
      data: { reference_id: 'PAYOUT-1001', status: 'queued', approval_status: 'auto_approved' },
    })
    // The account check's sample answers as its example says (the sandbox's last-digit rule).
    const example = page.locator('#docs-account pre').last()
    expect(results.account).toEqual(JSON.parse((await example.textContent()) ?? '{}'))
    await page.context().close()
  })
})
