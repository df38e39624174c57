import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { errorMessage } from '../../../lib/api-client'
import { formatDateTime } from '../../../lib/format'
import type { Counter } from '../api'
import {
  countersQueryOptions,
  useAddCounter,
  useCloseCounterShift,
  useRevokeCounter,
} from '../queries'
import { PairingDialog } from './pairing-dialog'

const NAME_ID = 'counter-name'

/**
 * Settings → 'Counters': the shop's tills. Each can be paired with one device (a one-time code
 * and a QR), revoked at once, and its Z-reports found; the owner's own counter ('Owner') is the
 * one /counter uses where the owner is signed in. Hidden on a gateway without counters.
 */
export function CountersSection() {
  const counters = useQuery(countersQueryOptions())
  const [pairing, setPairing] = useState<Counter | null>(null)
  if (counters.data === null) return null
  return (
    <section aria-labelledby="counters-title" className="card space-y-4 lg:col-span-2">
      <div>
        <h3 id="counters-title" className="text-lg font-semibold text-slate-900">
          Counters
        </h3>
        <p className="text-sm text-slate-600">
          Devices that take payments at your shop. A paired device can only sell for its counter: no
          payouts, wallet, reports or settings.
        </p>
      </div>
      <AddCounterForm />
      {counters.isPending ? (
        <p className="text-sm text-slate-600">Loading...</p>
      ) : counters.isError ? (
        <p className="text-sm text-red-700">
          {errorMessage(counters.error, 'Failed to load counters')}
        </p>
      ) : counters.data.length === 0 ? (
        <p className="text-sm text-slate-600">No counters yet</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Counters">
          {counters.data.map((counter) => (
            <CounterRow key={counter.counter_id} counter={counter} onPair={setPairing} />
          ))}
        </ul>
      )}
      {pairing && <PairingDialog counter={pairing} onClose={() => setPairing(null)} />}
    </section>
  )
}

function AddCounterForm() {
  const [name, setName] = useState('')
  const add = useAddCounter()
  const error = add.isError ? errorMessage(add.error, 'Failed to add the counter') : undefined

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!name.trim() || add.isPending) return
    add.mutate(name.trim(), { onSuccess: () => setName('') })
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="min-w-48 flex-1">
        <FormField id={NAME_ID} label="Counter name" error={error} hint="For example 'Front desk'">
          <input
            id={NAME_ID}
            value={name}
            maxLength={40}
            onChange={(e) => setName(e.target.value)}
            className="input"
            {...fieldErrorProps(NAME_ID, error)}
          />
        </FormField>
      </div>
      <button type="submit" className="btn-primary" disabled={add.isPending || !name.trim()}>
        {add.isPending ? 'Adding...' : 'Add counter'}
      </button>
    </form>
  )
}

function CounterRow({ counter, onPair }: { counter: Counter; onPair: (c: Counter) => void }) {
  const revoke = useRevokeCounter()
  const close = useCloseCounterShift()
  const shift = counter.open_shift
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="counter-row">
      <div className="min-w-40 flex-1">
        <p className="font-semibold text-slate-900">{counter.name}</p>
        <p className="text-sm text-slate-600">
          {counter.is_owner_counter
            ? 'Where you are signed in'
            : counter.paired
              ? 'Paired'
              : 'Not paired'}
          {' · '}
          Last seen {counter.last_seen_at ? formatDateTime(counter.last_seen_at) : 'never'}
        </p>
        <p className="text-sm text-slate-600">
          {shift
            ? `Open shift #${shift.number} since ${formatDateTime(shift.opened_at)}`
            : 'No open shift'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {!counter.is_owner_counter && (
          <button type="button" className="btn-secondary" onClick={() => onPair(counter)}>
            Pair a device
          </button>
        )}
        {counter.paired && !counter.is_owner_counter && (
          <button
            type="button"
            className="btn-secondary text-red-700"
            disabled={revoke.isPending}
            onClick={() => {
              if (
                window.confirm(`Revoke ${counter.name}? Its device stops taking payments at once.`)
              ) {
                revoke.mutate(counter.counter_id)
              }
            }}
          >
            Revoke
          </button>
        )}
        {shift && (
          <button
            type="button"
            className="btn-secondary"
            disabled={close.isPending}
            onClick={() => {
              if (
                window.confirm(
                  `Close shift #${shift.number} of ${counter.name}? Its Z-report is final.`,
                )
              ) {
                close.mutate(counter.counter_id)
              }
            }}
          >
            Close shift
          </button>
        )}
        <Link
          to="/z-reports"
          search={{ counter: counter.counter_id, page: 1 }}
          className="btn-secondary"
        >
          Z-reports
        </Link>
      </div>
    </li>
  )
}
