import { createFileRoute, redirect } from '@tanstack/react-router'
import { validateLoginSearch } from '../features/auth/login-search'
import { LoginPage } from '../features/auth/components/login-page'
import { ensureTexts } from '../lib/i18n/i18n'

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  beforeLoad: async ({ context }) => {
    if (context.auth.getSession()) throw redirect({ to: '/dashboard', replace: true })
    // A paired counter (or one whose pairing just ended) belongs to its counter screen: a
    // cashier has no password to sign in with (decision 049).
    const device = context.auth.getDeviceState()
    if (device.device || device.ended) throw redirect({ to: '/counter', replace: true })
    // The sign-in page's texts in another language, before it renders (decision 062).
    await ensureTexts('auth')
  },
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect: redirectTo, ended } = Route.useSearch()
  return <LoginPage redirectTo={redirectTo} ended={ended} />
}
