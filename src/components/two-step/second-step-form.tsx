import { useState, type FormEvent } from 'react'
import { useT } from '../../lib/i18n/i18n'
import { AuthenticatorKey } from './authenticator-key'
import { RecoveryCodes } from './recovery-codes'
import * as m from './messages'

type Props = {
  /**
   * The gateway's second step: `method` 'totp' (the authenticator app), 'mail' (a mailed code)
   * or 'enrol' (the business requires 2-step: set the app up now, with its key).
   */
  step: { method: string; secret?: string; otpauthUrl?: string }
  /** The address the code went to, masked by the gateway (method 'mail'). */
  email?: string
  /** Sends the code; rejects with the words to show (the gateway's, for a wrong code). */
  onVerify: (code: string) => Promise<void>
  onBack: () => void
  /** An enrolment finished: its recovery codes to keep, shown here before going on. */
  kept?: { codes: string[]; business: string; onDone: () => void }
}

/**
 * /login's second step (product.md §2.3): the code from the authenticator app, or a recovery code
 * instead, or the code the gateway mailed. Loaded only when a sign-in asks for it, so /login's
 * first download stays within its budget.
 */
export function SecondStepForm(props: Props) {
  // One lazy module for /login's second step and what follows it.
  const { kept } = props
  return kept ? <RecoveryCodes {...kept} /> : <CodeForm {...props} />
}

function CodeForm({ step, email, onVerify, onBack }: Props) {
  const { method, secret, otpauthUrl } = step
  const t = useT()
  const [recovery, setRecovery] = useState(false)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const mailed = method === 'mail'

  const prompt = recovery
    ? t(m.recoveryPrompt)
    : mailed
      ? email
        ? t(m.mailPrompt, { email })
        : t(m.mailPromptNoAddress)
      : t(m.totpPrompt)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = code.trim()
    if (value === '') return setError(t(m.codeRequired))
    setError(null)
    setBusy(true)
    try {
      await onVerify(value)
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t(m.wrongCode))
      setBusy(false)
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="two-step-title"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="two-step-title" className="text-lg font-semibold text-slate-900">
        {t(m.secondStepTitle)}
      </h2>
      {method === 'enrol' && (
        <>
          <p className="text-sm text-slate-700">{t(m.enrolRequired)}</p>
          {secret && otpauthUrl && <AuthenticatorKey otpauthUrl={otpauthUrl} secret={secret} />}
        </>
      )}
      <div>
        <label htmlFor="two-step-code" className="mb-1 block text-sm text-slate-700">
          {prompt}
        </label>
        <input
          id="two-step-code"
          name="code"
          // A recovery code has letters and a dash; the app's code is digits.
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={recovery ? 32 : 6}
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'two-step-error' : undefined}
          className="input font-mono tracking-widest"
        />
      </div>
      {error && (
        <p id="two-step-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className="btn-primary w-full">
        {t(busy ? m.verifying : m.verify)}
      </button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        {method === 'totp' && (
          <button
            type="button"
            onClick={() => {
              setRecovery((value) => !value)
              setCode('')
              setError(null)
            }}
            className="min-h-11 font-medium text-brand-700 hover:text-brand-800"
          >
            {t(recovery ? m.useApp : m.useRecovery)}
          </button>
        )}
        <button
          type="button"
          onClick={onBack}
          className="min-h-11 font-medium text-slate-700 hover:text-slate-900"
        >
          {t(m.backToSignIn)}
        </button>
      </div>
    </form>
  )
}
