import { useState, type FormEvent } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { roleLabel } from '../../../components/role-label'
import { errorMessage } from '../../../lib/http/api-client'
import { useT } from '../../../lib/i18n/i18n'
import type { Session } from '../../../lib/session/session-store'
import { acceptInvitation, fetchInvitation } from '../api'
import * as m from '../account-messages'
import { AccountShell, BackToSignIn } from './account-shell'
import { PasswordField } from './password-field'

type Props = {
  /** The link's token, from the address's fragment (never sent to a server's logs). */
  token: string
  /** Signed in as the invited person: the route keeps the session and opens the dashboard. */
  onSignedIn: (session: Session) => Promise<void>
}

/** /invite#<token> (product.md §2.16): who is invited where, then their password. */
export function InvitePage({ token, onSignedIn }: Props) {
  const t = useT()
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => fetchInvitation(token),
    enabled: token !== '',
    retry: false,
    meta: { persist: false },
  })
  const business = invitation.data?.business_name

  return (
    <AccountShell title={business ? t(m.inviteTitle, { business }) : t(m.inviteTitlePlain)}>
      {!token ? (
        <p role="alert" className="text-sm text-red-700">
          {t(m.linkIncomplete)}
        </p>
      ) : invitation.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t(m.checking)}
        </p>
      ) : invitation.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(invitation.error, t(m.linkFailed))}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t(m.inviteIntro)}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {business && (
              <>
                <dt className="text-slate-600">{t(m.business)}</dt>
                <dd className="font-medium text-slate-900">{business}</dd>
              </>
            )}
            <dt className="text-slate-600">{t(m.name)}</dt>
            <dd className="font-medium text-slate-900">{invitation.data.name}</dd>
            <dt className="text-slate-600">{t(m.email)}</dt>
            <dd className="font-medium break-all text-slate-900">{invitation.data.email}</dd>
            <dt className="text-slate-600">{t(m.role)}</dt>
            <dd className="font-medium text-slate-900">{roleLabel(invitation.data.role)}</dd>
          </dl>
          <AcceptForm token={token} onSignedIn={onSignedIn} />
        </>
      )}
      <BackToSignIn label={t(m.backToSignIn)} />
    </AccountShell>
  )
}

function AcceptForm({ token, onSignedIn }: Props) {
  const t = useT()
  const [password, setPassword] = useState('')
  const [empty, setEmpty] = useState(false)
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token, password),
    onSuccess: (session) => onSignedIn(session),
  })
  const error = empty
    ? t(m.passwordRequired)
    : accept.isError
      ? errorMessage(accept.error, t(m.acceptFailed))
      : null

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (accept.isPending) return
    setEmpty(password === '')
    if (password === '') {
      document.getElementById('invite-password')?.focus()
      return
    }
    accept.mutate()
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 border-t border-slate-200 pt-4">
      <h2 className="text-lg font-semibold text-slate-900">{t(m.setPassword)}</h2>
      <PasswordField
        id="invite-password"
        label={t(m.password)}
        value={password}
        onChange={(value) => {
          setPassword(value)
          setEmpty(false)
        }}
        error={error}
      />
      <button type="submit" className="btn-primary w-full" disabled={accept.isPending}>
        {t(accept.isPending ? m.settingUp : m.acceptSubmit)}
      </button>
    </form>
  )
}
