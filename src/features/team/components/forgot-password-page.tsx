import { useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { errorMessage } from '../../../lib/http/api-client'
import { useT } from '../../../lib/i18n/i18n'
import { forgotPassword } from '../api'
import * as m from '../account-messages'
import { AccountShell, BackToSignIn } from './account-shell'

/**
 * /forgot-password (product.md §2.16): the email, then always the same sentence, whether an
 * account has that email or not (nobody learns who has an account here).
 */
export function ForgotPasswordPage() {
  const t = useT()
  const [email, setEmail] = useState('')
  const [empty, setEmpty] = useState(false)
  const send = useMutation({ mutationFn: () => forgotPassword(email.trim()) })
  const error = empty
    ? t(m.emailRequired)
    : send.isError
      ? errorMessage(send.error, t(m.forgotFailed))
      : null

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (send.isPending) return
    setEmpty(email.trim() === '')
    if (email.trim() === '') {
      document.getElementById('forgot-email')?.focus()
      return
    }
    send.mutate()
  }

  return (
    <AccountShell title={t(m.forgotTitle)}>
      {send.isSuccess ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {t(m.linkSent)}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-sm text-slate-600">{t(m.forgotIntro)}</p>
          <div>
            <label htmlFor="forgot-email" className="mb-1 block text-sm font-medium text-slate-700">
              {t(m.email)}
            </label>
            <input
              id="forgot-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value)
                setEmpty(false)
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'forgot-email-error' : undefined}
              className="input"
            />
            {error && (
              <p id="forgot-email-error" role="alert" className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="btn-primary w-full" disabled={send.isPending}>
            {t(send.isPending ? m.sending : m.sendLink)}
          </button>
        </form>
      )}
      <BackToSignIn label={t(m.backToSignIn)} />
    </AccountShell>
  )
}
