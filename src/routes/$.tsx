import { createFileRoute, redirect } from '@tanstack/react-router'
import { ensureTexts } from '../lib/i18n/i18n'
import { AccountPages } from './-account-pages'

/**
 * The pages a mailed link or /login's 'Forgot password?' opens (product.md §2.15), for anyone.
 * Drawn by this one route rather than a route each: the route tree is in the boot code, which
 * /login and a cold counter download (their budgets, decision 023).
 */
const ACCOUNT_PATHS = ['/invite', '/forgot-password', '/reset-password']

// product.md §2: any other unknown path goes to the dashboard.
export const Route = createFileRoute('/$')({
  beforeLoad: ({ location }) => {
    if (!ACCOUNT_PATHS.includes(location.pathname))
      throw redirect({ to: '/dashboard', replace: true })
    return ensureTexts('team')
  },
  component: AccountPages,
})
