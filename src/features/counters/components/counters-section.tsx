import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { errorMessage } from '../../../lib/http/api-client'
import { formatDateTime } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import type { Counter } from '../api'
import {
  countersQueryOptions,
  useAddCounter,
  useCloseCounterShift,
  useRevokeCounter,
} from '../queries'
import * as m from '../messages'
import { CounterLockNotice, CounterSaleLimit } from './counter-guard'
import { ConfirmAboveForm } from './confirm-above-form'
import { CounterDevices } from './counter-devices'
import { confirmNewTill, PairingDialog } from './pairing-dialog'
import { StandingQrDialog } from './standing-qr-dialog'

const NAME_ID = 'counter-name'

/**
 * Settings → 'Counters': the shop's tills. Each has a standing QR to print (decision 078), pairs
 * a Till and Speakers (a one-time code and a QR), lists them with 'Remove' each, is revoked
 * whole at once, and has its Z-reports; the owner's own counter ('Owner') is the one /counter
 * uses where the owner is signed in. Hidden on a gateway without counters.
 */
export function CountersSection() {
  const counters = useQuery(countersQueryOptions())
  const t = useT()
  const [pairing, setPairing] = useState<Counter | null>(null)
  const [standing, setStanding] = useState<Counter | null>(null)
  if (counters.data === null) return null
  return (
    <section aria-labelledby="counters-title" className="card space-y-4 lg:col-span-2">
      <div>
        <h3 id="counters-title" className="text-lg font-semibold text-slate-900">
          {t(m.title)}
        </h3>
        <p className="text-sm text-slate-600">{t(m.intro)}</p>
      </div>
      <AddCounterForm />
      {counters.isPending ? (
        <p className="text-sm text-slate-600">{t(m.loading)}</p>
      ) : counters.isError ? (
        <p className="text-sm text-red-700">{errorMessage(counters.error, t(m.loadFailed))}</p>
      ) : counters.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t(m.noCounters)}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t(m.title)}>
          {counters.data.map((counter) => (
            <CounterRow
              key={counter.counter_id}
              counter={counter}
              onPair={setPairing}
              onStandingQr={setStanding}
            />
          ))}
        </ul>
      )}
      {pairing && <PairingDialog counter={pairing} onClose={() => setPairing(null)} />}
      {standing?.standing_qr && (
        <StandingQrDialog
          counter={{ ...standing, standing_qr: standing.standing_qr }}
          onClose={() => setStanding(null)}
        />
      )}
    </section>
  )
}

function AddCounterForm() {
  const [name, setName] = useState('')
  const add = useAddCounter()
  const t = useT()
  const error = add.isError ? errorMessage(add.error, t(m.addCounterFailed)) : undefined

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!name.trim() || add.isPending) return
    add.mutate(name.trim(), { onSuccess: () => setName('') })
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="min-w-48 flex-1">
        <FormField id={NAME_ID} label={t(m.counterName)} error={error} hint={t(m.counterNameHint)}>
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
        {add.isPending ? t(m.adding) : t(m.addCounter)}
      </button>
    </form>
  )
}

type RowProps = {
  counter: Counter
  onPair: (c: Counter) => void
  onStandingQr: (c: Counter) => void
}

function CounterRow({ counter, onPair, onStandingQr }: RowProps) {
  const revoke = useRevokeCounter()
  const close = useCloseCounterShift()
  const t = useT()
  const shift = counter.open_shift
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="counter-row">
      <div className="min-w-40 flex-1">
        <p className="font-semibold text-slate-900">{counter.name}</p>
        <p className="text-sm text-slate-600">
          {counter.is_owner_counter
            ? t(m.ownerCounter)
            : counter.paired
              ? t(m.paired)
              : t(m.notPaired)}
          {' · '}
          {counter.last_seen_at
            ? t(m.lastSeen, { date: formatDateTime(counter.last_seen_at) })
            : t(m.lastSeenNever)}
        </p>
        {counter.paired && counter.device && (
          <p className="text-sm text-slate-600">
            {t(m.pairedDevice, {
              device: counter.device.label ?? t(m.unnamedDevice),
              date: formatDateTime(counter.device.paired_at),
            })}
          </p>
        )}
        <p className="text-sm text-slate-600">
          {shift
            ? t(m.openShift, { number: shift.number, date: formatDateTime(shift.opened_at) })
            : t(m.noOpenShift)}
        </p>
        <CounterSaleLimit counter={counter} />
      </div>
      <div className="flex flex-wrap gap-2">
        {counter.standing_qr && (
          <button type="button" className="btn-secondary" onClick={() => onStandingQr(counter)}>
            {t(m.standingQr)}
          </button>
        )}
        {/* The owner's own counter takes Speakers (decision 078) on a gateway that has them. */}
        {(!counter.is_owner_counter || counter.devices !== undefined) && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              // A gateway without modes pairs a Till at once: ask here, as before.
              if (counter.devices === undefined && !confirmNewTill(counter, t)) return
              onPair(counter)
            }}
          >
            {t(m.pairDevice)}
          </button>
        )}
        {counter.paired && !counter.is_owner_counter && (
          <button
            type="button"
            className="btn-secondary text-red-700"
            disabled={revoke.isPending}
            onClick={() => {
              if (window.confirm(t(m.revokeConfirm, { name: counter.name }))) {
                revoke.mutate(counter.counter_id)
              }
            }}
          >
            {t(m.revoke)}
          </button>
        )}
        {shift && (
          <button
            type="button"
            className="btn-secondary"
            disabled={close.isPending}
            onClick={() => {
              if (
                window.confirm(t(m.closeShiftConfirm, { number: shift.number, name: counter.name }))
              ) {
                close.mutate(counter.counter_id)
              }
            }}
          >
            {t(m.closeShift)}
          </button>
        )}
        <Link
          to="/z-reports"
          search={{ counter: counter.counter_id, page: 1 }}
          className="btn-secondary"
        >
          {t(m.zReports)}
        </Link>
      </div>
      <CounterDevices counter={counter} />
      <CounterLockNotice counter={counter} />
      <ConfirmAboveForm counter={counter} />
    </li>
  )
}
