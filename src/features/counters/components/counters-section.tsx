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
  useMoveCounter,
  useRevokeCounter,
} from '../queries'
import type { Outlet } from '../../../lib/outlets/outlet-api'
import { useOutlets, type OutletsView } from '../../../lib/outlets/use-outlets'
import { toast } from '../../../lib/toast/toast'
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
  const outlets = useOutlets()
  if (counters.data === null) return null
  const row = (counter: Counter) => (
    <CounterRow
      key={counter.counter_id}
      counter={counter}
      outlets={outlets}
      onPair={setPairing}
      onStandingQr={setStanding}
    />
  )
  return (
    <section aria-labelledby="counters-title" className="card space-y-4 lg:col-span-2">
      <div>
        <h3 id="counters-title" className="text-lg font-semibold text-slate-900">
          {t(m.title)}
        </h3>
        <p className="text-sm text-slate-600">{t(m.intro)}</p>
      </div>
      <AddCounterForm outlets={outlets} />
      {counters.isPending ? (
        <p className="text-sm text-slate-600">{t(m.loading)}</p>
      ) : counters.isError ? (
        <p className="text-sm text-red-700">{errorMessage(counters.error, t(m.loadFailed))}</p>
      ) : counters.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t(m.noCounters)}</p>
      ) : outlets.many ? (
        // Grouped by outlet (decision 080), in the outlets' order; a counter of an outlet this
        // list does not know (a gateway newer than the list) goes last.
        groupByOutlet(counters.data, outlets.all).map(({ key, name, rows }) => (
          <section key={key} aria-label={t(m.outletCounters, { name })}>
            <h4 className="mt-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
              {name}
            </h4>
            <ul className="divide-y divide-slate-100" aria-label={t(m.outletCounters, { name })}>
              {rows.map(row)}
            </ul>
          </section>
        ))
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t(m.title)}>
          {counters.data.map(row)}
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

function groupByOutlet(counters: Counter[], outlets: Outlet[]) {
  const groups = outlets.map((outlet) => ({
    key: outlet.outlet_id,
    name: outlet.name,
    rows: counters.filter((c) => c.outlet_id === outlet.outlet_id),
  }))
  const rest = counters.filter((c) => !outlets.some((o) => o.outlet_id === c.outlet_id))
  if (rest.length > 0) groups.push({ key: '', name: rest[0]?.outlet_name ?? '', rows: rest })
  return groups.filter((group) => group.rows.length > 0)
}

function AddCounterForm({ outlets }: { outlets: OutletsView }) {
  const [name, setName] = useState('')
  const [outlet, setOutlet] = useState('')
  const add = useAddCounter()
  const t = useT()
  const error = add.isError ? errorMessage(add.error, t(m.addCounterFailed)) : undefined

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!name.trim() || add.isPending) return
    // The first open outlet unless another is chosen (only offered with two or more).
    const outletId = outlets.many ? outlet || outlets.open[0]?.outlet_id : undefined
    add.mutate({ name: name.trim(), outletId }, { onSuccess: () => setName('') })
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
      {outlets.many && (
        <div className="min-w-40">
          <FormField id="counter-outlet" label={t(m.outlet)}>
            <select
              id="counter-outlet"
              className="input"
              value={outlet || outlets.open[0]?.outlet_id}
              onChange={(e) => setOutlet(e.target.value)}
            >
              {outlets.open.map((o) => (
                <option key={o.outlet_id} value={o.outlet_id}>
                  {o.name}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      )}
      <button type="submit" className="btn-primary" disabled={add.isPending || !name.trim()}>
        {add.isPending ? t(m.adding) : t(m.addCounter)}
      </button>
    </form>
  )
}

type RowProps = {
  counter: Counter
  outlets: OutletsView
  onPair: (c: Counter) => void
  onStandingQr: (c: Counter) => void
}

function CounterRow({ counter, outlets, onPair, onStandingQr }: RowProps) {
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
      {outlets.many && <MoveCounter counter={counter} outlets={outlets} />}
      <CounterDevices counter={counter} />
      <CounterLockNotice counter={counter} />
      <ConfirmAboveForm counter={counter} />
    </li>
  )
}

/** Moves a counter to another open outlet (refused by the gateway while its shift is open). */
function MoveCounter({ counter, outlets }: { counter: Counter; outlets: OutletsView }) {
  const t = useT()
  const move = useMoveCounter()
  const others = outlets.open.filter((o) => o.outlet_id !== counter.outlet_id)
  const [target, setTarget] = useState('')
  const chosen = target || others[0]?.outlet_id
  if (!chosen) return null
  const id = `move-${counter.counter_id}`
  return (
    <form
      className="flex w-full flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        move.mutate(
          { counterId: counter.counter_id, outletId: chosen },
          { onError: (error) => toast.error(errorMessage(error, t(m.moveFailed))) },
        )
      }}
    >
      <div className="min-w-40">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
          {t(m.moveTo, { name: counter.name })}
        </label>
        <select
          id={id}
          className="input"
          value={chosen}
          onChange={(e) => setTarget(e.target.value)}
          aria-describedby={`${id}-hint`}
        >
          {others.map((o) => (
            <option key={o.outlet_id} value={o.outlet_id}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary" disabled={move.isPending}>
        {t(m.move)}
      </button>
      <p id={`${id}-hint`} className="w-full text-xs text-slate-600">
        {t(m.moveHint)}
      </p>
    </form>
  )
}
