import { useState, type FormEvent, type InputHTMLAttributes } from 'react'
import { useQuery } from '@tanstack/react-query'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { errorMessage } from '../../../lib/http/api-client'
import { formatTime } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import type { Staff } from '../api'
import * as m from '../messages'
import {
  staffQueryOptions,
  useAddStaff,
  useRemoveStaff,
  useResetStaffPin,
  useSetStaffOutlet,
} from '../queries'
import { useOutlets, type OutletsView } from '../../../lib/outlets/use-outlets'
import { toast } from '../../../lib/toast/toast'

const PIN_RULE = /^\d{4,6}$/

/**
 * Settings → 'Cashiers': each with a name and a 4–6 digit PIN (stored hashed by the gateway).
 * With cashiers, a paired counter asks 'Who is selling?' before it sells. Hidden on a gateway
 * without them.
 */
export function StaffSection() {
  const staff = useQuery(staffQueryOptions())
  const t = useT()
  const outlets = useOutlets()
  if (staff.data === null) return null
  return (
    <section aria-labelledby="staff-title" className="card space-y-4">
      <div>
        <h3 id="staff-title" className="text-lg font-semibold text-slate-900">
          {t(m.cashiers)}
        </h3>
        <p className="text-sm text-slate-600">{t(m.cashiersIntro)}</p>
      </div>
      <AddStaffForm outlets={outlets} />
      {staff.isPending ? (
        <p className="text-sm text-slate-600">{t(m.loading)}</p>
      ) : staff.data && staff.data.length > 0 ? (
        <ul className="divide-y divide-slate-100" aria-label={t(m.cashiers)}>
          {staff.data.map((member) => (
            <StaffRow
              key={member.staff_id}
              member={member}
              outlets={outlets}
              checkedAt={staff.dataUpdatedAt}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t(m.noCashiers)}</p>
      )}
    </section>
  )
}

function AddStaffForm({ outlets }: { outlets: OutletsView }) {
  const [name, setName] = useState('')
  // '': any outlet (decision 080).
  const [outlet, setOutlet] = useState('')
  const [pin, setPin] = useState('')
  const [pinError, setPinError] = useState<string>()
  const add = useAddStaff()
  const t = useT()
  const refusal = add.isError ? errorMessage(add.error, t(m.addCashierFailed)) : undefined
  // The gateway's refusal goes under the field it is about: a PIN it refuses (a common one,
  // decision 065) under PIN, anything else (a name taken) under Name.
  const aboutPin = refusal !== undefined && /\bPIN\b/.test(refusal)
  const error = aboutPin ? undefined : refusal
  const pinShown = pinError ?? (aboutPin ? refusal : undefined)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!PIN_RULE.test(pin)) {
      setPinError(t(m.pinRule))
      document.getElementById('staff-pin')?.focus()
      return
    }
    setPinError(undefined)
    if (!name.trim() || add.isPending) return
    add.mutate(
      outlet ? { name: name.trim(), pin, outlet_id: outlet } : { name: name.trim(), pin },
      {
        onSuccess: () => {
          setName('')
          setPin('')
        },
      },
    )
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
    >
      <FormField id="staff-name" label={t(m.name)} error={error}>
        <input
          id="staff-name"
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.target.value)}
          className="input"
          {...fieldErrorProps('staff-name', error)}
        />
      </FormField>
      <FormField id="staff-pin" label={t(m.pin)} error={pinShown}>
        <PinInput
          id="staff-pin"
          value={pin}
          onDigits={setPin}
          className="input"
          {...fieldErrorProps('staff-pin', pinShown)}
        />
      </FormField>
      {outlets.many && (
        <div className="sm:col-span-3">
          <FormField id="staff-outlet" label={t(m.outlet)}>
            <OutletSelect id="staff-outlet" outlets={outlets} value={outlet} onChange={setOutlet} />
          </FormField>
        </div>
      )}
      <button type="submit" className="btn-primary" disabled={add.isPending || !name.trim()}>
        {add.isPending ? t(m.adding) : t(m.addCashier)}
      </button>
    </form>
  )
}

type PinInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  value: string
  onDigits: (pin: string) => void
}

/**
 * A cashier's new PIN, in both the add and the reset form: digits only (anything else typed is
 * dropped), at most 6, hidden, and never filled in with a password the browser saved.
 */
function PinInput({ onDigits, ...props }: PinInputProps) {
  return (
    <input
      type="password"
      inputMode="numeric"
      autoComplete="new-password"
      maxLength={6}
      onChange={(e) => onDigits(e.target.value.replace(/\D/g, ''))}
      {...props}
    />
  )
}

/** `checkedAt`: when the list was read, so a lock that has run out since then is not shown. */
/** 'Any outlet' or one open outlet (the cashier's own, archived since, stays shown). */
function OutletSelect(props: {
  id: string
  outlets: OutletsView
  value: string
  onChange: (outletId: string) => void
  disabled?: boolean
}) {
  const t = useT()
  const { outlets, value } = props
  const shown = outlets.all.filter((o) => !o.archived_at || o.outlet_id === value)
  return (
    <select
      id={props.id}
      className="input"
      value={value}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value)}
    >
      <option value="">{t(m.anyOutlet)}</option>
      {shown.map((o) => (
        <option key={o.outlet_id} value={o.outlet_id}>
          {o.archived_at ? t(m.archivedOutlet, { name: o.name }) : o.name}
        </option>
      ))}
    </select>
  )
}

type StaffRowProps = { member: Staff; outlets: OutletsView; checkedAt: number }

function StaffRow({ member, outlets, checkedAt }: StaffRowProps) {
  const setOutlet = useSetStaffOutlet()
  const [resetting, setResetting] = useState(false)
  const [pin, setPin] = useState('')
  const reset = useResetStaffPin()
  const remove = useRemoveStaff()
  const t = useT()
  const locked = member.locked_until && Date.parse(member.locked_until) > checkedAt
  const inputId = `reset-pin-${member.staff_id}`
  // A cashier of every outlet sells at the other outlets' tills too: a person limited to some
  // outlets sees them but changes them for no one (the gateway refuses it, decision 080).
  const everyOutletOnly = outlets.limitedTo.length > 0 && member.outlet_id === null
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-32 flex-1">
        <p className="font-medium text-slate-900">{member.name}</p>
        {everyOutletOnly && <p className="text-sm text-slate-600">{t(m.everyOutletCashier)}</p>}
        {outlets.many && !everyOutletOnly && (
          <div className="mt-1 max-w-56">
            <label htmlFor={`staff-outlet-${member.staff_id}`} className="sr-only">
              {t(m.cashierOutlet, { name: member.name })}
            </label>
            <OutletSelect
              id={`staff-outlet-${member.staff_id}`}
              outlets={outlets}
              value={member.outlet_id ?? ''}
              disabled={setOutlet.isPending}
              onChange={(outletId) =>
                setOutlet.mutate(
                  { staffId: member.staff_id, outletId: outletId || null },
                  {
                    onError: (error) => toast.error(errorMessage(error, t(m.cashierOutletFailed))),
                  },
                )
              }
            />
          </div>
        )}
        {locked && (
          <p className="text-sm text-red-700">
            {t(m.lockedUntil, { time: formatTime(member.locked_until) })}
          </p>
        )}
      </div>
      {everyOutletOnly ? null : resetting ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            if (!PIN_RULE.test(pin)) return
            reset.mutate(
              { staffId: member.staff_id, pin },
              { onSuccess: () => (setResetting(false), setPin('')) },
            )
          }}
        >
          <label htmlFor={inputId} className="text-sm text-slate-700">
            {t(m.newPinFor, { name: member.name })}
          </label>
          <PinInput id={inputId} value={pin} onDigits={setPin} className="input w-28" />
          <button
            type="submit"
            className="btn-primary"
            disabled={!PIN_RULE.test(pin) || reset.isPending}
          >
            {t(m.savePin)}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setResetting(false)}>
            {t(m.cancel)}
          </button>
          {reset.isError && (
            <p role="alert" className="w-full text-sm text-red-700">
              {errorMessage(reset.error, t(m.pinRule))}
            </p>
          )}
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={() => setResetting(true)}>
            {t(m.resetPin)}
          </button>
          <button
            type="button"
            className="btn-secondary text-red-700"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(t(m.removeConfirm, { name: member.name }))) {
                remove.mutate(member.staff_id)
              }
            }}
          >
            {t(m.remove)}
          </button>
        </div>
      )}
    </li>
  )
}
