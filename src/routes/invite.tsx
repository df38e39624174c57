import { useState } from 'react'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { wipeMerchantData } from '../features/auth/sign-out'
import { InvitePage } from '../features/team/components/invite-page'
import { ensureTexts } from '../lib/i18n/i18n'
import { getSession, setSession, type Session } from '../lib/session/session-store'

/** Accepting an invitation (product.md §2.16): anyone with the link; its token is the fragment. */
export const Route = createFileRoute('/invite')({
  beforeLoad: () => ensureTexts('account', 'people'),
  component: InviteRoute,
})

function InviteRoute() {
  const navigate = useNavigate()
  const { queryClient } = Route.useRouteContext()
  const [token] = useState(() => window.location.hash.slice(1))

  async function signedIn(session: Session) {
    // Whoever was signed in on this browser before leaves first: nothing of theirs stays.
    if (getSession()) await wipeMerchantData(queryClient)
    setSession(session.token, session.merchant, session.user)
    await navigate({ to: '/dashboard', replace: true })
  }

  return <InvitePage token={token} onSignedIn={signedIn} />
}
