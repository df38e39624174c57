import { useState, type FormEvent } from 'react'
import Users from 'lucide-react/icons/users'
import { useT } from '../../../lib/i18n/i18n'
import { TWO_STEP_POLICIES, type TwoStepPolicy } from '../api'
import * as m from '../messages'
import { useSavePolicy } from '../queries'

const LABELS = {
  optional: m.policyOptional,
  money_and_keys: m.policyMoneyAndKeys,
  everyone: m.policyEveryone,
} as const

const isPolicy = (value: unknown): value is TwoStepPolicy =>
  TWO_STEP_POLICIES.some((policy) => policy === value)

/** The owner's 2-step policy: optional, required for the roles that move money or keys, or for all. */
export function PolicySection({ policy }: { policy: string | null | undefined }) {
  const t = useT()
  const save = useSavePolicy()
  const [choice, setChoice] = useState<TwoStepPolicy>(isPolicy(policy) ? policy : 'optional')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    save.mutate(choice)
  }

  return (
    <section aria-labelledby="policy-title" className="card">
      <form onSubmit={submit}>
        <fieldset>
          <legend id="policy-title" className="flex items-center gap-2 text-lg font-semibold">
            <Users aria-hidden="true" className="size-5 text-brand-600" />
            {t(m.policyTitle)}
          </legend>
          <p className="mt-1 text-sm text-slate-600">{t(m.policyIntro)}</p>
          <div className="mt-3 space-y-1">
            {TWO_STEP_POLICIES.map((value) => (
              <label
                key={value}
                className="flex min-h-11 items-center gap-3 text-sm text-slate-800"
              >
                <input
                  type="radio"
                  name="two-step-policy"
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                  className="size-4"
                />
                {t(LABELS[value])}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="btn-primary mt-3" disabled={save.isPending}>
          {save.isPending ? t(m.working) : t(m.savePolicy)}
        </button>
      </form>
    </section>
  )
}
