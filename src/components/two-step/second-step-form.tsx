import { useEffect, useState, type FormEvent } from 'react'
import { apiRequest, errorMessage } from '../../lib/http/api-client'
import { useT } from '../../lib/i18n/i18n'
import { AuthenticatorKey } from './authenticator-key'
import { RecoveryCodes } from './recovery-codes'
import * as m from './messages'

/** The gateway's second step (docs/api-contract.md "2-step"), as /login shows it. */
type Step = {
  challenge: string
  /** 'totp' (the authenticator app), 'mail' (a mailed code) or 'enrol' (set the app up now). */
  method: string
  /** The masked address a mailed code went to, when the gateway names it. */
  email?: string
  /** An enrolment's authenticator, once asked for. */
  secret?: string
  otpauthUrl?: string
}

/** `two_step` of a login or verify answer (`data.two_step`), checked by hand. */
function readStep(value: unknown): Step | null {
  if (typeof value !== 'object' || value === null) return null
  const { challenge, method, email, secret, otpauth_url } = value as Record<string, unknown>
  if (typeof challenge !== 'string' || challenge === '' || typeof method !== 'string') return null
  return {
    challenge,
    method,
    ...(typeof email === 'string' && { email }),
    ...(typeof secret === 'string' &&
      typeof otpauth_url === 'string' && { secret, otpauthUrl: otpauth_url }),
  }
}

const data = (body: unknown): Record<string, unknown> => {
  const value = (body as { data?: unknown } | null)?.data
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

/** A typed email address masked as a mailed code's prompt names it: `d***@example.com`. */
function maskedEmail(identifier: string): string | undefined {
  const at = identifier.indexOf('@')
  return at > 0 ? `${identifier[0] ?? ''}***${identifier.slice(at)}` : undefined
}

type Props = {
  /** `data.two_step` of the login answer. */
  step: unknown
  /** What was typed as the username or email (a mailed code's address when the gateway names none). */
  identifier: string
  /** Keeps a finished sign-in's answer and goes on; rejects with the words to show. */
  complete: (body: unknown) => Promise<void>
  onBack: () => void
}

/**
 * /login's second step (product.md §2.3), the whole of it: the code from the authenticator app,
 * or a recovery code instead, or the code the gateway mailed, sent to POST
 * /merchant/auth/login/verify; an enrolment's authenticator to set up and its recovery codes to
 * keep. Loaded only when a sign-in asks for it, so /login's first download stays within budget.
 */
export function SecondStepForm({ step: first, identifier, complete, onBack }: Props) {
  const t = useT()
  const [step, setStep] = useState(() => readStep(first))
  const [kept, setKept] = useState<{ codes: string[]; body: unknown } | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const challenge = step?.challenge
  const needsKey = step?.method === 'enrol' && !step.secret

  async function verify(body: { challenge: string; code?: string }): Promise<unknown> {
    try {
      return await apiRequest('/merchant/auth/login/verify', { method: 'POST', body })
    } catch (error) {
      throw new Error(errorMessage(error, t(m.wrongCode)))
    }
  }

  // An enrolment asks for the authenticator to set up: the same step back, with its key.
  useEffect(() => {
    if (!needsKey || !challenge) return
    let cancelled = false
    verify({ challenge }).then(
      (body) => !cancelled && setStep(readStep(data(body).two_step)),
      (error: Error) => !cancelled && setFailure(error.message),
    )
    return () => {
      cancelled = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per enrolment's challenge
  }, [needsKey, challenge])

  async function onVerify(code: string) {
    if (!challenge) return
    const body = await verify({ challenge, code })
    const next = readStep(data(body).two_step)
    // A mailed code may be followed by an enrolment the business requires.
    if (next) return setStep(next)
    const codes = data(body).recovery_codes
    if (Array.isArray(codes)) return setKept({ codes: codes.map(String), body })
    await complete(body)
  }

  if (kept) {
    const merchant = data(kept.body).merchant as { business_name?: unknown } | undefined
    return (
      <RecoveryCodes
        codes={kept.codes}
        business={typeof merchant?.business_name === 'string' ? merchant.business_name : ''}
        onDone={() => void complete(kept.body).catch((error: Error) => setFailure(error.message))}
      />
    )
  }
  if (!step || failure) {
    return (
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <p role="alert" className="text-sm text-red-700">
          {failure ?? t(m.wrongCode)}
        </p>
        <button type="button" onClick={onBack} className="btn-secondary w-full">
          {t(m.backToSignIn)}
        </button>
      </div>
    )
  }
  return (
    <CodeForm
      // A new form for a new step (a mailed code, then an enrolment).
      key={step.method}
      step={step}
      email={step.email ?? maskedEmail(identifier)}
      onVerify={onVerify}
      onBack={onBack}
    />
  )
}

type FormProps = {
  step: Step
  email?: string
  /** Sends the code; rejects with the words to show (the gateway's, for a wrong code). */
  onVerify: (code: string) => Promise<void>
  onBack: () => void
}

function CodeForm({ step, email, onVerify, onBack }: FormProps) {
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
