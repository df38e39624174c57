import { paise, toRupees } from '../../../lib/money/paise'
import { parseAmount } from '../../../lib/money/parse-amount'
import { useState, type FormEvent } from 'react'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { errorMessage } from '../../../lib/http/api-client'
import { useT } from '../../../lib/i18n/i18n'
import type { Counter } from '../api'
import { useSaveConfirmAbove } from '../queries'
import * as m from '../messages'

/** What the counter falls back to, as the gateway's default (decision 064). */
const DEFAULT_CONFIRM_ABOVE = 50_000

/**
 * 'Ask before charging above (₹)': above this amount the counter's Charge asks 'Charge ₹…?' once.
 * Per counter; hidden against a gateway that does not keep it.
 */
export function ConfirmAboveForm({ counter }: { counter: Counter }) {
  const t = useT()
  const save = useSaveConfirmAbove()
  const current = counter.confirm_above ?? DEFAULT_CONFIRM_ABOVE
  const [value, setValue] = useState(String(current))
  const [invalid, setInvalid] = useState(false)
  const id = `confirm-above-${counter.counter_id}`
  if (counter.confirm_above === undefined) return null
  const error = invalid
    ? t(m.confirmAboveInvalid)
    : save.isError
      ? errorMessage(save.error, t(m.confirmAboveFailed))
      : undefined

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const amount = parseAmount(value, { min: paise(100), max: paise(10_00_000_00) })
    setInvalid(!amount.ok)
    if (!amount.ok || save.isPending) return
    save.mutate({ counterId: counter.counter_id, amount: toRupees(amount.paise) })
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex w-full flex-wrap items-end gap-2">
      <div className="w-full max-w-xs">
        <FormField id={id} label={t(m.confirmAbove)} hint={t(m.confirmAboveHint)} error={error}>
          <input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className="input"
            {...fieldErrorProps(id, error)}
          />
        </FormField>
      </div>
      <button type="submit" className="btn-secondary" disabled={save.isPending}>
        {t(m.saveConfirmAbove)}
      </button>
    </form>
  )
}
