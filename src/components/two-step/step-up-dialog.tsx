import { useEffect, useState, type FormEvent } from 'react'
import { apiRequest, errorMessage } from '../../lib/http/api-client'
import { sessionTwoStep, stepUp } from '../../lib/http/step-up'
import { useT } from '../../lib/i18n/i18n'
import { Modal } from '../modal'
import * as m from './messages'

type Props = {
  /** true once the gateway accepted the proof; false when the person cancelled. */
  onDone: (confirmed: boolean) => void
}

/** `data.two_step.enabled` of GET /merchant/security, read by hand; null when it cannot be told. */
async function twoStepFromGateway(): Promise<boolean | null> {
  try {
    const body: unknown = await apiRequest('/merchant/security')
    const data = (body as { data?: { two_step?: { enabled?: unknown } } } | null)?.data
    const enabled = data?.two_step?.enabled
    return typeof enabled === 'boolean' ? enabled : null
  } catch {
    return null
  }
}

/**
 * 'Confirm it's you' (product.md "Step-up"): the authenticator's code, or the password of a
 * person without 2-step, sent to POST /merchant/auth/step-up. The session says which (the login
 * answer's `user.two_step`); a session from before people are known asks the gateway.
 */
export function StepUpDialog({ onDone }: Props) {
  const t = useT()
  const [usesCode, setUsesCode] = useState<boolean | null>(() => sessionTwoStep())
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (usesCode !== null) return
    let cancelled = false
    void twoStepFromGateway().then((enabled) => {
      if (!cancelled) setUsesCode(enabled ?? false)
    })
    return () => {
      cancelled = true
    }
  }, [usesCode])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const proof = usesCode ? value.trim() : value
    if (proof === '') return setError(t(usesCode ? m.codeRequired : m.passwordRequired))
    setError(null)
    setBusy(true)
    try {
      await stepUp(usesCode ? { code: proof } : { password: proof })
      onDone(true)
    } catch (failure) {
      setError(errorMessage(failure, t(m.wrongCode)))
      setBusy(false)
    }
  }

  return (
    <Modal open title={t(m.stepUpTitle)} onClose={() => onDone(false)} size="max-w-sm">
      {usesCode !== null && (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-sm text-slate-700">
            {t(usesCode ? m.stepUpCodeIntro : m.stepUpPasswordIntro)}
          </p>
          <div>
            <label
              htmlFor="step-up-proof"
              className="mb-1 block text-sm font-medium text-slate-700"
            >
              {t(usesCode ? m.code : m.password)}
            </label>
            <input
              id="step-up-proof"
              type={usesCode ? 'text' : 'password'}
              inputMode={usesCode ? 'numeric' : undefined}
              autoComplete={usesCode ? 'one-time-code' : 'current-password'}
              maxLength={usesCode ? 6 : undefined}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'step-up-error' : undefined}
              className={usesCode ? 'input font-mono tracking-widest' : 'input'}
            />
          </div>
          {error && (
            <p id="step-up-error" role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={() => onDone(false)}>
              {t(m.cancel)}
            </button>
            <button type="submit" className="btn-primary" disabled={busy}>
              {t(busy ? m.confirming : m.confirm)}
            </button>
          </div>
        </form>
      )}
    </Modal>
  )
}
