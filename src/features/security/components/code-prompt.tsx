import { useId, useState, type FormEvent } from 'react'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'

type Props = {
  prompt: string
  submitLabel: string
  busy: boolean
  onSubmit: (code: string) => void
  onCancel: () => void
}

/** A code from the authenticator app, asked in place before a 2-step change (turn off, new codes). */
export function CodePrompt({ prompt, submitLabel, busy, onSubmit, onCancel }: Props) {
  const t = useT()
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (code.trim() === '') return setError(t(m.codeRequired))
    setError(null)
    onSubmit(code.trim())
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3">
      <label htmlFor={id} className="block text-sm text-slate-700">
        {prompt}
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="input max-w-48 font-mono tracking-widest"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t(m.working) : submitLabel}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t(m.cancel)}
        </button>
      </div>
    </form>
  )
}
