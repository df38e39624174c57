import { useEffect, useState, type FormEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AuthenticatorKey } from '../../../components/two-step/authenticator-key'
import { errorMessage } from '../../../lib/http/api-client'
import { useT } from '../../../lib/i18n/i18n'
import { toast } from '../../../lib/toast/toast'
import { confirmTwoStep, startTwoStep } from '../api'
import * as m from '../messages'
import { keepTwoStep, securityKeys } from '../queries'

type Props = { onDone: (recoveryCodes: string[]) => void; onCancel: () => void }

/** Turning 2-step on: a new secret as a QR and as text, then the app's first code confirms it. */
export function TwoStepEnrol({ onDone, onCancel }: Props) {
  const t = useT()
  const queryClient = useQueryClient()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const setup = useMutation({
    mutationFn: startTwoStep,
    onError: (failure) => toast.error(errorMessage(failure, t(m.setupFailed))),
  })
  const confirm = useMutation({
    mutationFn: confirmTwoStep,
    onSuccess: (codes) => {
      keepTwoStep(true)
      toast.success(t(m.turnedOn))
      onDone(codes)
      return queryClient.invalidateQueries({ queryKey: securityKeys.all })
    },
    onError: (failure) => setError(errorMessage(failure, t(m.actionFailed))),
  })
  const { mutate: start } = setup

  useEffect(() => {
    start()
  }, [start])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (code.trim() === '') return setError(t(m.codeRequired))
    setError(null)
    confirm.mutate(code.trim())
  }

  const secret = setup.data?.secret
  return (
    <div className="mt-4 space-y-4">
      {setup.data && secret && (
        <>
          <AuthenticatorKey otpauthUrl={setup.data.otpauth_url} secret={secret} />
          <form onSubmit={submit} noValidate className="space-y-3">
            <label htmlFor="two-step-confirm" className="block text-sm text-slate-700">
              {t(m.confirmCode)}
            </label>
            <input
              id="two-step-confirm"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'two-step-confirm-error' : undefined}
              className="input max-w-48 font-mono tracking-widest"
            />
            {error && (
              <p id="two-step-confirm-error" role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary" disabled={confirm.isPending}>
                {confirm.isPending ? t(m.working) : t(m.confirmTurnOn)}
              </button>
              <button type="button" className="btn-secondary" onClick={onCancel}>
                {t(m.cancel)}
              </button>
            </div>
          </form>
        </>
      )}
      {setup.isError && (
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t(m.cancel)}
        </button>
      )}
    </div>
  )
}
