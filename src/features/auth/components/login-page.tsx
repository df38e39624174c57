import { lazy, Suspense, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { toast } from '../../../lib/toast/toast'
import { LanguageSwitcher } from '../../../components/language-switcher'
import { errorMessage } from '../../../lib/http/api-client'
import { useT, withTexts } from '../../../lib/i18n/i18n'
import * as lib from '../../../lib/i18n/messages'
import { setSession } from '../../../lib/session/session-store'
import {
  LoginRejectedError,
  hasLoginInput,
  login,
  SecondStepRequired,
  signedIn as readSignedIn,
  type LoginResult,
} from '../api'
import type { SessionEndedUnder } from '../login-search'
import * as m from '../messages'

type Props = { redirectTo?: string; ended?: SessionEndedUnder }

/** What /login says when the session ended under a payment QR (decision 049). */
const ENDED_UNDER = {
  sale: m.endedUnderSale,
  link: m.endedUnderLink,
  removed: m.accessRemoved,
} as const

/** The second step loads only when a sign-in asks for it: /login's first download stays small. */
const SecondStepForm = lazy(() =>
  withTexts(['security'], () => import('../../../components/two-step/second-step-form')).then(
    (module) => ({ default: module.SecondStepForm }),
  ),
)
export function LoginPage({ redirectTo, ended }: Props) {
  const t = useT()
  const navigate = useNavigate()
  const [identifier, setIdentifier] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [busy, setBusy] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  // The gateway's `two_step` while a second step is due (components/two-step reads it).
  const [secondStep, setSecondStep] = useState<unknown>(null)

  async function signedIn(result: LoginResult) {
    setSession(result.token, result.merchant, result.user)
    toast.success(t(m.success))
    await navigate({ to: redirectTo ?? '/dashboard' })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!hasLoginInput(identifier, password)) {
      const required = t(m.required)
      setFormError(required)
      toast.error(required)
      return
    }
    setFormError(null)
    setBusy(true)
    try {
      await signedIn(await login(identifier.trim(), password))
    } catch (error) {
      if (error instanceof SecondStepRequired) {
        setSecondStep(error.step)
        return setPassword('')
      }
      const message =
        error instanceof LoginRejectedError ? error.message : errorMessage(error, t(m.failed))
      setFormError(message)
      toast.error(message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <LanguageSwitcher
          id="login-language"
          className="mb-6 flex items-center justify-end gap-2"
        />
        <div className="mb-8 text-center">
          <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-600 text-xl font-bold text-white">
            ₹
          </div>
          <h1 className="text-2xl font-semibold text-slate-900">{t(lib.appName)}</h1>
          <p className="mt-1 text-sm text-slate-600">{t(m.subtitle)}</p>
        </div>
        {ended && (
          <p
            role="alert"
            className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          >
            {t(ENDED_UNDER[ended])}
          </p>
        )}
        {secondStep !== null && (
          <Suspense fallback={null}>
            <SecondStepForm
              step={secondStep}
              identifier={identifier.trim()}
              complete={async (body) => signedIn(await readSignedIn(body))}
              onBack={() => setSecondStep(null)}
            />
          </Suspense>
        )}
        <form
          // Kept while the second step shows: Back returns to it, the identifier still typed.
          hidden={secondStep !== null}
          onSubmit={onSubmit}
          noValidate
          className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div>
            <label htmlFor="identifier" className="mb-1 block text-sm font-medium text-slate-700">
              {t(m.identifier)}
            </label>
            <input
              id="identifier"
              name="identifier"
              autoComplete="username"
              required
              value={identifier}
              onChange={(e) => setIdentifier(e.target.value)}
              className="input"
            />
          </div>
          <div>
            <label htmlFor="password" className="mb-1 block text-sm font-medium text-slate-700">
              {t(m.password)}
            </label>
            <div className="relative">
              <input
                id="password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className="input pr-20"
              />
              <button
                type="button"
                onClick={() => setShowPassword((v) => !v)}
                aria-pressed={showPassword}
                aria-label={t(showPassword ? m.hidePassword : m.showPassword)}
                className="absolute inset-y-0 right-0 px-3 text-sm font-medium text-brand-700 hover:text-brand-800"
              >
                {t(showPassword ? m.hide : m.show)}
              </button>
            </div>
          </div>
          <p className="-mt-2 text-right text-sm">
            <a
              href="/forgot-password"
              className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:text-brand-800"
            >
              {t(m.forgotPassword)}
            </a>
          </p>
          {formError && (
            <p role="alert" className="text-sm text-red-700">
              {formError}
            </p>
          )}
          <button type="submit" disabled={busy} className="btn-primary w-full">
            {t(busy ? m.signingIn : m.signIn)}
          </button>
          <p className="text-center text-sm text-slate-600">{t(m.help)}</p>
        </form>
        <p className="mt-6 text-center text-sm">
          {/* A plain link: setting a device up starts it afresh, with no session (decision 049). */}
          <a
            href="/counter/pair"
            className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:text-brand-800"
          >
            {t(m.setUpCounter)}
          </a>
        </p>
      </div>
    </main>
  )
}
