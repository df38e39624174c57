import { createFileRoute, redirect } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../features/team/components/forgot-password-page'
import { ensureTexts } from '../lib/i18n/i18n'

/** 'Forgot password?' from /login (product.md §2.16); a signed-in visitor has no need of it. */
export const Route = createFileRoute('/forgot-password')({
  beforeLoad: async ({ context }) => {
    if (context.auth.getSession()) throw redirect({ to: '/dashboard', replace: true })
    await ensureTexts('account')
  },
  component: ForgotPasswordPage,
})
