/**
 * Settings in a real Chromium against the production build and the sandbox (product.md §2.11): a profile
 * save changes the header at once, the secret is regenerated behind the browser's confirmation
 * (its exact text checked) and the new secret works on the public API while the old one does not.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { DEMO } from './support/browser'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

const CONFIRM =
  'Are you sure you want to regenerate your API secret? This will invalidate the current secret.'

function apiKeys(): Promise<{ api_key: string; api_secret: string }> {
  return suite.apiData('/merchant/api-keys')
}

function publicBalance(key: string, secret: string): Promise<Response> {
  return fetch(`${suite.url}/api/v1/wallet/balance`, {
    headers: { 'X-API-Key': key, 'X-API-Secret': secret },
  })
}

async function newPage(): Promise<Page> {
  const page = await suite.newPage({ signIn: true, path: '/settings' })
  await page.getByRole('heading', { name: 'Business Profile' }).waitFor()
  return page
}

const userMenu = (page: Page) => page.locator('header').getByRole('button', { expanded: false })

describe('settings', () => {
  it('saves the profile and the header shows the new business name at once', async () => {
    const page = await newPage()
    const name = page.getByLabel('Business Name')
    expect(await name.inputValue()).toBe(DEMO.businessName)
    expect(await userMenu(page).textContent()).toContain(DEMO.businessName)
    await name.fill('Acme Stores Pvt Ltd')
    await page.getByLabel('Phone').fill('+91 99999 00000')
    await page.getByRole('button', { name: 'Save Profile' }).click()
    await page.getByText('Profile updated successfully').waitFor()
    await expect
      .poll(async () => await userMenu(page).textContent())
      .toContain('Acme Stores Pvt Ltd')

    const profile = await suite.api<{ data: { business_name: string; phone: string } }>(
      '/merchant/profile',
    )
    expect(profile.data).toMatchObject({
      business_name: 'Acme Stores Pvt Ltd',
      phone: '+91 99999 00000',
    })

    await page.reload()
    await page.getByRole('heading', { name: 'Business Profile' }).waitFor()
    expect(await page.getByLabel('Business Name').inputValue()).toBe('Acme Stores Pvt Ltd')
    expect(await userMenu(page).textContent()).toContain('Acme Stores Pvt Ltd')
    await page.context().close()
  })

  it('regenerates the secret only after the exact confirmation; the new one works', async () => {
    const page = await newPage()
    const old = await apiKeys()
    await expect
      .poll(() => page.getByRole('textbox', { name: 'API Key' }).inputValue())
      .toBe(old.api_key)
    expect(await page.getByRole('textbox', { name: 'API Secret' }).inputValue()).not.toContain(
      'sk_',
    )
    await page.getByRole('button', { name: 'Show API secret' }).click()
    expect(await page.getByRole('textbox', { name: 'API Secret' }).inputValue()).toBe(
      old.api_secret,
    )

    const messages: string[] = []
    page.once('dialog', (dialog) => {
      messages.push(dialog.message())
      void dialog.dismiss()
    })
    await page.getByRole('button', { name: 'Regenerate Secret' }).click()
    await expect.poll(() => messages).toEqual([CONFIRM])
    expect((await apiKeys()).api_secret).toBe(old.api_secret)

    page.once('dialog', (dialog) => {
      messages.push(dialog.message())
      void dialog.accept()
    })
    await page.getByRole('button', { name: 'Regenerate Secret' }).click()
    await page.getByText('API secret regenerated successfully').waitFor()
    await page.getByText('Please update your integration with the new secret').waitFor()
    expect(messages).toEqual([CONFIRM, CONFIRM])

    await expect
      .poll(() => page.getByRole('textbox', { name: 'API Secret' }).inputValue())
      .not.toBe(old.api_secret)
    const shown = await page.getByRole('textbox', { name: 'API Secret' }).inputValue()
    expect(shown).toBe((await apiKeys()).api_secret)
    expect((await publicBalance(old.api_key, shown)).status).toBe(200)
    expect((await publicBalance(old.api_key, old.api_secret)).status).toBe(401)
    await page.context().close()
  })

  it('updates the webhook URLs and lists the events', async () => {
    const page = await newPage()
    await page.getByLabel('Payin Webhook URL').fill('https://hooks.example.com/payin')
    await page.getByLabel('Payout Webhook URL').fill('https://hooks.example.com/payout')
    await page.getByRole('button', { name: 'Update Webhooks' }).click()
    await page.getByText('Webhook URLs updated successfully').waitFor()
    for (const event of ['payin.success', 'payin.cancelled', 'payout.queued']) {
      await page.getByText(event, { exact: true }).waitFor()
    }
    await page.reload()
    await page.getByRole('heading', { name: 'Webhook Configuration' }).waitFor()
    expect(await page.getByLabel('Payout Webhook URL').inputValue()).toBe(
      'https://hooks.example.com/payout',
    )
    await page.context().close()
  })
})
