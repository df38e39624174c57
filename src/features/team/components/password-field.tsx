import { useState } from 'react'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../account-messages'

type Props = {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  /** A refusal (empty, or the gateway's word on a weak password) under the field. */
  error: string | null
}

/**
 * A new password with show/hide and a hint of what makes one strong. The gateway judges its
 * strength (zxcvbn) and answers a weak one in words, shown as the field's error: the portal
 * loads no strength checker of its own.
 */
export function PasswordField({ id, label, value, onChange, error }: Props) {
  const t = useT()
  const [shown, setShown] = useState(false)
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className="input pr-20"
        />
        <button
          type="button"
          onClick={() => setShown((v) => !v)}
          aria-pressed={shown}
          aria-label={t(shown ? m.hidePassword : m.showPassword)}
          className="absolute inset-y-0 right-0 px-3 text-sm font-medium text-brand-700 hover:text-brand-800"
        >
          {t(shown ? m.hide : m.show)}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {t(m.passwordHint)}
        </p>
      )}
    </div>
  )
}
