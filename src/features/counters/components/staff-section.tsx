import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { errorMessage } from '../../../lib/api-client'
import { formatTime } from '../../../lib/format'
import type { Staff } from '../api'
import { staffQueryOptions, useAddStaff, useRemoveStaff, useResetStaffPin } from '../queries'

const PIN_RULE = /^\d{4,6}$/
const PIN_MESSAGE = 'The PIN is 4 to 6 digits'

/**
 * Settings → 'Cashiers': each with a name and a 4–6 digit PIN (stored hashed by the gateway).
 * With cashiers, a paired counter asks 'Who is selling?' before it sells. Hidden on a gateway
 * without them.
 */
export function StaffSection() {
  const staff = useQuery(staffQueryOptions())
  if (staff.data === null) return null
  return (
    <section aria-labelledby="staff-title" className="card space-y-4">
      <div>
        <h3 id="staff-title" className="text-lg font-semibold text-slate-900">
          Cashiers
        </h3>
        <p className="text-sm text-slate-600">
          A paired counter asks &apos;Who is selling?&apos; and the cashier&apos;s PIN. Five wrong
          PINs lock that cashier for 5 minutes.
        </p>
      </div>
      <AddStaffForm />
      {staff.isPending ? (
        <p className="text-sm text-slate-600">Loading...</p>
      ) : staff.data && staff.data.length > 0 ? (
        <ul className="divide-y divide-slate-100" aria-label="Cashiers">
          {staff.data.map((member) => (
            <StaffRow key={member.staff_id} member={member} checkedAt={staff.dataUpdatedAt} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No cashiers yet: counters sell without asking.</p>
      )}
    </section>
  )
}

function AddStaffForm() {
  const [name, setName] = useState('')
  const [pin, setPin] = useState('')
  const [pinError, setPinError] = useState<string>()
  const add = useAddStaff()
  const error = add.isError ? errorMessage(add.error, 'Failed to add the cashier') : undefined

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!PIN_RULE.test(pin)) {
      setPinError(PIN_MESSAGE)
      document.getElementById('staff-pin')?.focus()
      return
    }
    setPinError(undefined)
    if (!name.trim() || add.isPending) return
    add.mutate(
      { name: name.trim(), pin },
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
      <FormField id="staff-name" label="Name" error={error}>
        <input
          id="staff-name"
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.target.value)}
          className="input"
          {...fieldErrorProps('staff-name', error)}
        />
      </FormField>
      <FormField id="staff-pin" label="PIN" error={pinError}>
        <input
          id="staff-pin"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          className="input"
          {...fieldErrorProps('staff-pin', pinError)}
        />
      </FormField>
      <button type="submit" className="btn-primary" disabled={add.isPending || !name.trim()}>
        {add.isPending ? 'Adding...' : 'Add cashier'}
      </button>
    </form>
  )
}

/** `checkedAt`: when the list was read, so a lock that has run out since then is not shown. */
function StaffRow({ member, checkedAt }: { member: Staff; checkedAt: number }) {
  const [resetting, setResetting] = useState(false)
  const [pin, setPin] = useState('')
  const reset = useResetStaffPin()
  const remove = useRemoveStaff()
  const locked = member.locked_until && Date.parse(member.locked_until) > checkedAt
  const inputId = `reset-pin-${member.staff_id}`
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-32 flex-1">
        <p className="font-medium text-slate-900">{member.name}</p>
        {locked && (
          <p className="text-sm text-red-700">
            Locked until {formatTime(member.locked_until)} after wrong PINs
          </p>
        )}
      </div>
      {resetting ? (
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
            New PIN for {member.name}
          </label>
          <input
            id={inputId}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
            className="input w-28"
          />
          <button
            type="submit"
            className="btn-primary"
            disabled={!PIN_RULE.test(pin) || reset.isPending}
          >
            Save PIN
          </button>
          <button type="button" className="btn-secondary" onClick={() => setResetting(false)}>
            Cancel
          </button>
          {reset.isError && (
            <p role="alert" className="w-full text-sm text-red-700">
              {errorMessage(reset.error, PIN_MESSAGE)}
            </p>
          )}
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={() => setResetting(true)}>
            Reset PIN
          </button>
          <button
            type="button"
            className="btn-secondary text-red-700"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(`Remove ${member.name}? Their past sales keep their name.`)) {
                remove.mutate(member.staff_id)
              }
            }}
          >
            Remove
          </button>
        </div>
      )}
    </li>
  )
}
