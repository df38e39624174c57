/**
 * The signed-in screens a tour visits (the accessibility and CSP tours), each with what shows it
 * is ready: its data drawn, not just its frame.
 *
 *   for (const screen of SIGNED_IN_SCREENS) {
 *     await page.goto(`${suite.url}${screen.path}`)
 *     await screen.ready(page)
 *   }
 */
import type { Page } from 'playwright-core'
import { chargeButton } from './counter'

export type Screen = { path: string; ready: (page: Page) => Promise<void> }

export const SIGNED_IN_SCREENS: Screen[] = [
  {
    path: '/dashboard',
    ready: async (page) => {
      await page
        .getByRole('region', { name: 'Total Payin Amount', exact: true })
        .getByText(/₹/)
        .first()
        .waitFor()
      await page.getByRole('img', { name: 'Sample weekday payments and payouts' }).waitFor()
      // On a phone the pie is below the fold and loads when scrolled near.
      await page.getByRole('region', { name: 'Recent Transactions' }).scrollIntoViewIfNeeded()
      await page.locator('[data-testid=chart-status] canvas').first().waitFor()
      await page
        .getByRole('region', { name: 'Recent Transactions' })
        .locator('tbody tr')
        .first()
        .waitFor()
    },
  },
  { path: '/payments', ready: (page) => page.getByTestId('payment-row').first().waitFor() },
  {
    path: '/payments/create',
    ready: (page) => page.getByRole('button', { name: 'Create Payment Link' }).waitFor(),
  },
  { path: '/payouts', ready: (page) => page.getByTestId('payout-row').first().waitFor() },
  {
    path: '/payouts/create',
    ready: (page) => page.getByRole('button', { name: 'Initiate Payout' }).waitFor(),
  },
  {
    path: '/wallet',
    ready: (page) => page.getByTestId('wallet-transaction-row').first().waitFor(),
  },
  {
    path: '/reports',
    ready: (page) => page.getByRole('button', { name: 'Download Report' }).waitFor(),
  },
  {
    path: '/settings',
    ready: (page) => page.getByRole('button', { name: 'Save Profile' }).waitFor(),
  },
  {
    path: '/api-docs',
    ready: (page) =>
      page
        .getByRole('heading', { name: /API Documentation/ })
        .first()
        .waitFor(),
  },
  {
    path: '/analytics',
    ready: (page) => page.getByText('Analytics page - Coming soon', { exact: true }).waitFor(),
  },
  {
    path: '/counter',
    ready: (page) => chargeButton(page).waitFor(),
  },
]
