import { useEffect, useState, type FormEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CopyButton } from '../../../components/copy-button'
import { errorMessage } from '../../../lib/http/api-client'
import { useT } from '../../../lib/i18n/i18n'
import { toast } from '../../../lib/toast/toast'
import { confirmTwoStep, startTwoStep } from '../api'
import * as m from '../messages'
import { securityKeys } from '../queries'
import { OtpQr } from './otp-qr'

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
          <p className="text-sm text-slate-700">{t(m.scanQr)}</p>
          <OtpQr value={setup.data.otpauth_url} alt={t(m.qrAlt)} />
          <div>
            <p id="two-step-secret-label" className="text-sm text-slate-700">
              {t(m.manualEntry)}
            </p>
            <div className="mt-1 flex items-center gap-2">
              <code
                aria-labelledby="two-step-secret-label"
                data-testid="two-step-secret"
                className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900"
              >
                {secret}
              </code>
              <CopyButton value={secret} label={t(m.copyKey)} className="icon-btn shrink-0" />
            </div>
          </div>
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
