import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { RecoveryCodes } from '../../../components/two-step/recovery-codes'
import { errorMessage } from '../../../lib/http/api-client'
import { useT } from '../../../lib/i18n/i18n'
import { getSession } from '../../../lib/session/session-store'
import { toast } from '../../../lib/toast/toast'
import { regenerateRecoveryCodes, type Security } from '../api'
import * as m from '../messages'
import { securityKeys, useDisableTwoStep } from '../queries'
import { CodePrompt } from './code-prompt'
import { TwoStepEnrol } from './two-step-enrol'

type Asking = 'enrol' | 'disable' | 'regenerate' | null

/** 2-step sign-in: on or off, turning it on (QR, key, first code), off, and the recovery codes. */
export function TwoStepSection({ twoStep }: { twoStep: Security['two_step'] }) {
  const t = useT()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState<Asking>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const disable = useDisableTwoStep()
  const regenerate = useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: (fresh) => {
      setAsking(null)
      setCodes(fresh)
      return queryClient.invalidateQueries({ queryKey: securityKeys.all })
    },
    onError: (error) => toast.error(errorMessage(error, t(m.actionFailed))),
  })

  return (
    <section aria-labelledby="two-step-title" className="card">
      <h3 id="two-step-title" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-600" />
        {t(m.twoStepTitle)}
      </h3>
      <p className="mt-2 text-sm text-slate-700">
        {t(twoStep.enabled ? m.twoStepOn : m.twoStepOff)}
      </p>
      {twoStep.enabled && twoStep.recovery_codes_left !== undefined && (
        <p className="mt-1 text-sm text-slate-700">
          {t(m.recoveryLeft, { count: twoStep.recovery_codes_left })}
        </p>
      )}
      {codes ? (
        <RecoveryCodes
          codes={codes}
          business={getSession()?.merchant.business_name ?? ''}
          onDone={() => setCodes(null)}
        />
      ) : asking === 'enrol' ? (
        <TwoStepEnrol
          onDone={(fresh) => {
            setAsking(null)
            setCodes(fresh)
          }}
          onCancel={() => setAsking(null)}
        />
      ) : asking === 'disable' ? (
        <CodePrompt
          prompt={t(m.turnOffPrompt)}
          submitLabel={t(m.turnOff)}
          busy={disable.isPending}
          onSubmit={(code) => disable.mutate(code, { onSuccess: () => setAsking(null) })}
          onCancel={() => setAsking(null)}
        />
      ) : asking === 'regenerate' ? (
        <CodePrompt
          prompt={t(m.regeneratePrompt)}
          submitLabel={t(m.regenerateCodes)}
          busy={regenerate.isPending}
          onSubmit={(code) => regenerate.mutate(code)}
          onCancel={() => setAsking(null)}
        />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          {twoStep.enabled ? (
            <>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => setAsking('regenerate')}
              >
                {t(m.regenerateCodes)}
              </button>
              <button type="button" className="btn-secondary" onClick={() => setAsking('disable')}>
                {t(m.turnOff)}
              </button>
            </>
          ) : (
            <button type="button" className="btn-primary" onClick={() => setAsking('enrol')}>
              {t(m.turnOn)}
            </button>
          )}
        </div>
      )}
    </section>
  )
}
