import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { wipeMerchantData } from '../features/auth/sign-out'
import * as m from '../features/team/account-messages'
import { ForgotPasswordPage } from '../features/team/components/forgot-password-page'
import { InvitePage } from '../features/team/components/invite-page'
import { ResetPasswordPage } from '../features/team/components/reset-password-page'
import { t } from '../lib/i18n/i18n'
import { getSession, setSession, type Session } from '../lib/session/session-store'
import { toast } from '../lib/toast/toast'

/**
 * /invite#<token>, /forgot-password and /reset-password#<token> (product.md §2.15): the team's
 * pages before sign-in, and what signing in or out around them means for this browser's session
 * (the auth feature's), met here. A link's token is its fragment: it never reaches a server log.
 */
export function AccountPages() {
  const pathname = useLocation({ select: (location) => location.pathname })
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [token] = useState(() => window.location.hash.slice(1))

  // Whoever was signed in on this browser before leaves first: nothing of theirs stays.
  async function leave() {
    if (getSession()) await wipeMerchantData(queryClient)
  }

  async function signedIn(session: Session) {
    await leave()
    setSession(session.token, session.merchant, session.user)
    await navigate({ to: '/dashboard', replace: true })
  }

  // The gateway ended every session of the account, this browser's too.
  async function passwordReset() {
    await leave()
    toast.success(t(m.resetDone))
    await navigate({ to: '/login', replace: true })
  }

  if (pathname === '/invite') return <InvitePage token={token} onSignedIn={signedIn} />
  if (pathname === '/reset-password')
    return <ResetPasswordPage token={token} onReset={passwordReset} />
  return <ForgotPasswordPage />
}
