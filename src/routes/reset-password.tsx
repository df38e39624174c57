import { useState } from 'react'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { wipeMerchantData } from '../features/auth/sign-out'
import { ResetPasswordPage } from '../features/team/components/reset-password-page'
import * as m from '../features/team/account-messages'
import { t, ensureTexts } from '../lib/i18n/i18n'
import { getSession } from '../lib/session/session-store'
import { toast } from '../lib/toast/toast'

/** A new password from the mailed link (product.md §2.16); its token is the fragment. */
export const Route = createFileRoute('/reset-password')({
  beforeLoad: () => ensureTexts('account'),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const navigate = useNavigate()
  const { queryClient } = Route.useRouteContext()
  const [token] = useState(() => window.location.hash.slice(1))

  async function done() {
    // The gateway ended every session of the account, this browser's too.
    if (getSession()) await wipeMerchantData(queryClient)
    toast.success(t(m.resetDone))
    await navigate({ to: '/login', replace: true })
  }

  return <ResetPasswordPage token={token} onReset={done} />
}
