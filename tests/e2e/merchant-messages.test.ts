/**
 * In Chromium: a From after To on /payments shows the gateway's plain words instead of
 * 'Failed to load payments'; a failed payout's reason shows in the list and in Payout Details.
 */
import { describe, expect, it } from 'vitest'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite()

describe('what merchants are told', () => {
  it('a From after To on /payments says so', async () => {
    const page = await suite.newPage({ signIn: true })
    await page.goto(`${suite.url}/payments?dateFrom=2026-05-02&dateTo=2026-05-01`)
    const section = page.getByRole('region', { name: 'Payments' })
    await section.getByText('The start date must be on or before the end date').waitFor()
    expect(await section.getByText('Failed to load payments').count()).toBe(0)
    await page.context().close()
  })

  it("a failed payout's reason shows under its status and in Payout Details", async () => {
    const page = await suite.newPage({ signIn: true })
    await page.goto(`${suite.url}/payouts?status=failed`)
    const row = page.getByTestId('payout-row').first()
    await row.getByText('Beneficiary bank declined the transfer').waitFor()
    await row.getByRole('button', { name: /^View payout/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Payout Details' }).waitFor()
    for (const label of ['Failure Reason', 'Reference ID', 'UTR']) {
      expect(await dialog.getByText(label, { exact: true }).count()).toBe(1)
    }
    await dialog.getByText('Beneficiary bank declined the transfer').waitFor()
    await page.context().close()
  })
})
