import { paise, toRupees } from '../../../lib/money/paise'
import { parseAmount } from '../../../lib/money/parse-amount'
import { useState, type FormEvent } from 'react'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { errorMessage } from '../../../lib/http/api-client'
import { formatDateTime, formatINR } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import type { Counter } from '../api'
import * as m from '../messages'
import { useSaveCounterLimit, useUnlockCounter } from '../queries'

/*
 * What the owner is told of a counter's device and may change (decision 065): a device locked
 * by wrong PINs, or cashiers locked on it, with the unlock; and the largest sale the device may
 * take. Nothing shows on a gateway that does not send these fields.
 */

/** The lock notice and 'Unlock', or nothing when the counter's device is not locked. */
export function CounterLockNotice({ counter }: { counter: Counter }) {
  const unlock = useUnlockCounter()
  const t = useT()
  const cashiers = counter.locked_cashiers
  if (!counter.locked_until && cashiers.length === 0) return null
  return (
    <div role="alert" className="w-full rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      {counter.locked_until && (
        <p>{t(m.deviceLocked, { date: formatDateTime(counter.locked_until) })}</p>
      )}
      {cashiers.length > 0 && (
        <p>{t(m.cashiersLocked, { names: cashiers.map((c) => c.name).join(', ') })}</p>
      )}
      <button
        type="button"
        className="btn-secondary mt-2"
        disabled={unlock.isPending}
        onClick={() => {
          if (window.confirm(t(m.unlockConfirm, { name: counter.name })))
            unlock.mutate(counter.counter_id)
        }}
      >
        {t(m.unlock)}
      </button>
    </div>
  )
}

/** 'Largest sale: ₹1,00,000' with 'Change limit'; a paired counter's only (the owner's has none). */
export function CounterSaleLimit({ counter }: { counter: Counter }) {
  const [editing, setEditing] = useState(false)
  const t = useT()
  if (counter.max_sale === null || counter.is_owner_counter) return null
  if (editing)
    return (
      <LimitForm counter={counter} current={counter.max_sale} onDone={() => setEditing(false)} />
    )
  return (
    <p className="text-sm text-slate-600">
      {t(m.maxSale, { amount: formatINR(counter.max_sale) })}{' '}
      <button
        type="button"
        className="text-brand-700 hover:text-brand-800 hover:underline"
        onClick={() => setEditing(true)}
      >
        {t(m.changeLimit)}
      </button>
    </p>
  )
}

function LimitForm(props: { counter: Counter; current: number; onDone: () => void }) {
  const [value, setValue] = useState(String(props.current))
  const [invalid, setInvalid] = useState<string>()
  const save = useSaveCounterLimit()
  const t = useT()
  const field = `limit-${props.counter.counter_id}`
  const error = invalid ?? (save.isError ? errorMessage(save.error, t(m.limitFailed)) : undefined)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const amount = parseAmount(value, { min: paise(100), max: paise(10_00_000_00) })
    if (!amount.ok) {
      setInvalid(t(m.limitInvalid))
      document.getElementById(field)?.focus()
      return
    }
    setInvalid(undefined)
    save.mutate(
      { counterId: props.counter.counter_id, maxSale: toRupees(amount.paise) },
      { onSuccess: props.onDone },
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-2">
      <div className="w-56">
        <FormField id={field} label={t(m.maxSaleLabel, { name: props.counter.name })} error={error}>
          <input
            id={field}
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className="input"
            {...fieldErrorProps(field, error)}
          />
        </FormField>
      </div>
      <button type="submit" className="btn-primary" disabled={save.isPending}>
        {t(m.saveLimit)}
      </button>
      <button type="button" className="btn-secondary" onClick={props.onDone}>
        {t(m.cancel)}
      </button>
    </form>
  )
}
