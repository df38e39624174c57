import { useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { errorMessage } from '../../../lib/http/api-client'
import { useT } from '../../../lib/i18n/i18n'
import { resetPassword } from '../api'
import * as m from '../account-messages'
import { AccountShell, BackToSignIn } from './account-shell'
import { PasswordField } from './password-field'

type Props = {
  /** The link's token, from the address's fragment. */
  token: string
  /** The password changed (every session of the account ended): the route goes to /login. */
  onReset: () => Promise<void>
}

/** /reset-password#<token> (product.md §2.16): a new password, then sign in with it. */
export function ResetPasswordPage({ token, onReset }: Props) {
  const t = useT()
  const [password, setPassword] = useState('')
  const [empty, setEmpty] = useState(false)
  const reset = useMutation({
    mutationFn: () => resetPassword(token, password),
    onSuccess: () => onReset(),
  })
  const error = empty
    ? t(m.passwordRequired)
    : reset.isError
      ? errorMessage(reset.error, t(m.resetFailed))
      : null

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (reset.isPending) return
    setEmpty(password === '')
    if (password === '') {
      document.getElementById('reset-password')?.focus()
      return
    }
    reset.mutate()
  }

  return (
    <AccountShell title={t(m.resetTitle)}>
      {!token ? (
        <p role="alert" className="text-sm text-red-700">
          {t(m.linkIncomplete)}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-sm text-slate-600">{t(m.resetIntro)}</p>
          <PasswordField
            id="reset-password"
            label={t(m.newPassword)}
            value={password}
            onChange={(value) => {
              setPassword(value)
              setEmpty(false)
            }}
            error={error}
          />
          <button type="submit" className="btn-primary w-full" disabled={reset.isPending}>
            {t(reset.isPending ? m.saving : m.resetSubmit)}
          </button>
        </form>
      )}
      <BackToSignIn label={t(m.backToSignIn)} />
    </AccountShell>
  )
}
