import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { errorMessage } from '../../../lib/http/api-client'
import { useT } from '../../../lib/i18n/i18n'
import type { CounterSettings } from '../api'
import * as m from '../messages'
import { counterSettingsQueryOptions, useSaveCounterSettings } from '../queries'

const FIELD = 'lock-after'

/**
 * Settings → 'Counter lock': after this many idle minutes a paired counter with cashiers goes
 * back to 'Who is selling?' (0 = never). Hidden on a gateway without it.
 */
export function LockSetting() {
  const settings = useQuery(counterSettingsQueryOptions())
  if (!settings.data) return null
  return <LockForm key={settings.data.lock_after_minutes} settings={settings.data} />
}

function LockForm({ settings }: { settings: CounterSettings }) {
  const [value, setValue] = useState(String(settings.lock_after_minutes))
  const [invalid, setInvalid] = useState<string>()
  const save = useSaveCounterSettings()
  const t = useT()
  const error = invalid ?? (save.isError ? errorMessage(save.error, t(m.saveFailed)) : undefined)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const minutes = Number(value)
    if (!/^\d+$/.test(value) || minutes > 120) {
      setInvalid(t(m.lockInvalid))
      document.getElementById(FIELD)?.focus()
      return
    }
    setInvalid(undefined)
    save.mutate({ lock_after_minutes: minutes })
  }

  return (
    <section aria-labelledby="lock-title" className="card space-y-4">
      <h3 id="lock-title" className="text-lg font-semibold text-slate-900">
        {t(m.lockTitle)}
      </h3>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <div className="w-56">
          <FormField id={FIELD} label={t(m.lockAfter)} hint={t(m.lockHint)} error={error}>
            <input
              id={FIELD}
              type="number"
              inputMode="numeric"
              min={0}
              max={120}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              className="input"
              {...fieldErrorProps(FIELD, error)}
            />
          </FormField>
        </div>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? t(m.saving) : t(m.saveLockTime)}
        </button>
      </form>
    </section>
  )
}
