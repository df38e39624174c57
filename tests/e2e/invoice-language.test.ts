/**
 * The language of the tax invoices follows the owner's choice (decision 063, product.md §13): in
 * a real Chromium against the production build, choosing हिन्दी in the user menu sets the
 * profile's `language`, which the next invoices' lines and amount in words are written in, and
 * English sets it back.
 */
import { expect, it } from 'vitest'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

const profileLanguage = async () =>
  (await suite.apiData<{ language?: string }>('/merchant/profile')).language

it("the owner's language choice becomes the invoices' language", async () => {
  expect(await profileLanguage()).toBe('en')
  const page = await suite.newPage({ storedSession: true, path: '/reports' })
  await page.getByRole('heading', { name: 'Tax Invoices' }).waitFor()
  await page.getByRole('button', { name: /Acme Stores|Account menu/ }).click()
  await page.locator('#user-menu').getByLabel('Language').selectOption('hi')
  await page.getByRole('heading', { name: 'टैक्स इनवॉइस' }).waitFor()
  await expect.poll(profileLanguage).toBe('hi')

  await page.locator('#user-menu').getByLabel('भाषा').selectOption('en')
  await page.getByRole('heading', { name: 'Tax Invoices' }).waitFor()
  await expect.poll(profileLanguage).toBe('en')
  await page.context().close()
})
