import { useState, type FormEvent } from 'react'
import LockKeyhole from 'lucide-react/icons/lock-keyhole'
import { FormField } from '../../../components/form-field'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'
import { useChangePassword } from '../queries'

const FIELDS = [
  { id: 'current-password', label: m.currentPassword, autoComplete: 'current-password' },
  { id: 'new-password', label: m.newPassword, autoComplete: 'new-password' },
  { id: 'confirm-password', label: m.confirmPassword, autoComplete: 'new-password' },
] as const

/** Change password: the current one, the new one twice. The gateway ends the other sessions. */
export function PasswordSection() {
  const t = useT()
  const change = useChangePassword()
  const [values, setValues] = useState(['', '', ''])
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const [current = '', next = '', again = ''] = values
    if (!current || !next || !again) return setError(t(m.passwordRequired))
    if (next !== again) return setError(t(m.passwordsDiffer))
    setError(null)
    change.mutate(
      { current_password: current, new_password: next },
      { onSuccess: () => setValues(['', '', '']) },
    )
  }

  return (
    <section aria-labelledby="password-title" className="card">
      <h3 id="password-title" className="flex items-center gap-2 text-lg font-semibold">
        <LockKeyhole aria-hidden="true" className="size-5 text-brand-600" />
        {t(m.passwordTitle)}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t(m.passwordIntro)}</p>
      <form onSubmit={submit} noValidate className="mt-4 max-w-md space-y-4">
        {FIELDS.map((field, index) => (
          <FormField key={field.id} id={field.id} label={t(field.label)}>
            <input
              id={field.id}
              type="password"
              autoComplete={field.autoComplete}
              value={values[index] ?? ''}
              onChange={(e) =>
                setValues((old) => old.map((value, i) => (i === index ? e.target.value : value)))
              }
              className="input"
            />
          </FormField>
        ))}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={change.isPending}>
          {change.isPending ? t(m.working) : t(m.changePassword)}
        </button>
      </form>
    </section>
  )
}
