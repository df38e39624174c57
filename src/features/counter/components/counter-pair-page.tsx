import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import Store from 'lucide-react/icons/store'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { errorMessage } from '../../../lib/http/api-client'
import { setDevice } from '../../../lib/session/device-store'
import { useT } from '../../../lib/i18n/i18n'
import { pairDevice } from '../api'
import * as m from '../pair-messages'
import { counterSessionQueryOptions } from '../queries'

type Props = {
  code?: string
  /** The owner is signed in on this device: pairing signs them out of it first. */
  ownerSignedIn: boolean
  signOutOwner: () => Promise<void>
}

const CODE_ID = 'pairing-code'

/**
 * 'Set up this device as a counter': the one-time code the owner's Settings shows (typed, or
 * from the QR's ?code=) makes this device that counter's till, with a credential kept only here
 * and no owner password (decision 049).
 */
export function CounterPairPage({ code: initialCode, ownerSignedIn, signOutOwner }: Props) {
  const t = useT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [code, setCode] = useState(initialCode ?? '')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!code.trim()) {
      setError(t(m.pairCodeRequired))
      document.getElementById(CODE_ID)?.focus()
      return
    }
    setError(undefined)
    setBusy(true)
    try {
      if (ownerSignedIn) await signOutOwner()
      const paired = await pairDevice(code.trim())
      // A Speaker code (decision 078) makes this device announce, on a page of its own.
      const speaker = (paired as { mode?: unknown }).mode === 'speaker'
      setDevice({
        token: paired.device_token,
        counterId: paired.counter.counter_id,
        counterName: paired.counter.name,
        businessName: paired.business_name ?? null,
        ...(speaker ? { mode: 'speaker' as const } : {}),
      })
      if (speaker) {
        location.replace('/speaker')
        return
      }
      // The counter opens on the right screen ('Who is selling?' or the keypad) at once.
      await queryClient.fetchQuery(counterSessionQueryOptions()).catch(() => undefined)
      await navigate({ to: '/counter', replace: true })
    } catch (failure) {
      setError(errorMessage(failure, t(m.pairFailed)))
      document.getElementById(CODE_ID)?.focus()
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 text-center">
          <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
            <Store aria-hidden="true" className="size-6" />
          </div>
          <h1 className="text-2xl font-semibold text-slate-900">{t(m.pairTitle)}</h1>
          <p className="mt-2 text-sm text-slate-600">{t(m.pairHelp)}</p>
        </div>
        <form
          onSubmit={onSubmit}
          noValidate
          className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          {ownerSignedIn && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {t(m.pairOwnerSignedIn)}
            </p>
          )}
          <FormField id={CODE_ID} label={t(m.pairCode)} error={error}>
            <input
              id={CODE_ID}
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="K7QD-4MZP"
              className="input font-mono text-lg tracking-widest uppercase"
              {...fieldErrorProps(CODE_ID, error)}
            />
          </FormField>
          <button type="submit" disabled={busy} className="btn-primary w-full">
            {busy ? t(m.pairBusy) : t(m.pairSubmit)}
          </button>
        </form>
        <p className="mt-6 text-center text-sm">
          {/* A plain link: /login starts afresh, as the sign-in page's own link here does. */}
          <a
            href="/login"
            className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:text-brand-800"
          >
            {t(m.pairOwnerInstead)}
          </a>
        </p>
      </div>
    </main>
  )
}
