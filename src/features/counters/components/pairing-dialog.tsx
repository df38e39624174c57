import { useEffect, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import CheckCircle2 from 'lucide-react/icons/circle-check'
import { Modal } from '../../../components/modal'
import { PaymentQr } from '../../../components/sale/payment-qr'
import { errorMessage } from '../../../lib/http/api-client'
import { formatDateTime, formatTime } from '../../../lib/i18n/format'
import { useT, type t as translate } from '../../../lib/i18n/i18n'
import type { Counter, DeviceMode } from '../api'
import * as m from '../messages'
import { countersQueryOptions, useCreatePairingCode } from '../queries'

type Props = { counter: Counter; onClose: () => void }

/**
 * One Till per counter: a new one replaces the Till there now. Asks, naming it, when there is
 * one (decision 064); true to go on.
 */
export function confirmNewTill(counter: Counter, t: typeof translate): boolean {
  const device = counter.device
  if (!counter.paired || !device) return true
  return window.confirm(
    t(m.replaceDeviceConfirm, {
      name: counter.name,
      device: device.label ?? t(m.unnamedDevice),
      date: formatDateTime(device.paired_at),
    }),
  )
}

/**
 * 'Pair a device': first what the device will be (decision 078), a Till that takes sales or a
 * Speaker that announces them; then a one-time code (valid 10 minutes, single use) and a QR of
 * the pairing address. On the device: /login → 'Set up this device as a counter', type the
 * code, or scan the QR with its camera. The owner's own counter takes Speakers only (the owner's
 * browser is its till), and a gateway without modes pairs a Till without asking.
 */
export function PairingDialog({ counter, onClose }: Props) {
  const t = useT()
  const asks = counter.devices !== undefined && !counter.is_owner_counter
  const [mode, setMode] = useState<DeviceMode | null>(
    asks ? null : counter.is_owner_counter ? 'speaker' : 'till',
  )
  return (
    <Modal open title={t(m.pairTitle, { name: counter.name })} onClose={onClose} size="max-w-md">
      {mode ? (
        <PairingCode counter={counter} mode={mode} announced={counter.devices !== undefined} />
      ) : (
        <ModeChoice counter={counter} onChosen={setMode} />
      )}
    </Modal>
  )
}

function ModeChoice(props: { counter: Counter; onChosen: (mode: DeviceMode) => void }) {
  const t = useT()
  const [mode, setMode] = useState<DeviceMode>('till')
  const name = `pair-mode-${props.counter.counter_id}`

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (mode === 'till' && !confirmNewTill(props.counter, t)) return
    props.onChosen(mode)
  }

  const options = [
    { value: 'till', label: t(m.modeTill), hint: t(m.modeTillHint) },
    { value: 'speaker', label: t(m.modeSpeaker), hint: t(m.modeSpeakerHint) },
  ] as const
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">{t(m.pairMode)}</legend>
        {options.map((option) => (
          <div key={option.value} className="flex gap-3 rounded-lg border border-slate-200 p-3">
            <input
              type="radio"
              id={`${name}-${option.value}`}
              name={name}
              value={option.value}
              checked={mode === option.value}
              onChange={() => setMode(option.value)}
              aria-describedby={`${name}-${option.value}-hint`}
              data-testid={`pairing-mode-${option.value}`}
              className="mt-1"
            />
            <div>
              <label
                htmlFor={`${name}-${option.value}`}
                className="block cursor-pointer font-semibold text-slate-900"
              >
                {option.label}
              </label>
              <p id={`${name}-${option.value}-hint`} className="text-sm text-slate-600">
                {option.hint}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="btn-primary w-full" data-testid="pairing-show-code">
        {t(m.showCode)}
      </button>
    </form>
  )
}

function speakers(counter: Counter | undefined): number {
  return counter?.devices?.filter((d) => d.mode === 'speaker').length ?? 0
}

function PairingCode(props: { counter: Counter; mode: DeviceMode; announced: boolean }) {
  const { counter, mode } = props
  const pairing = useCreatePairingCode()
  const t = useT()
  const { mutate } = pairing
  useEffect(
    () => mutate({ counterId: counter.counter_id, mode }),
    [mutate, counter.counter_id, mode],
  )
  const code = pairing.data
  // Watched closely while the code is up, so the owner sees the device arrive.
  const counters = useQuery(countersQueryOptions(2_000))
  // A Till only where the counter had none (one replacing a Till stays on its code: the list
  // cannot tell the old device from the new one); a Speaker when the counter has one more.
  const [before] = useState(() => ({ paired: counter.paired, speakers: speakers(counter) }))
  const now = counters.data?.find((c) => c.counter_id === counter.counter_id)
  const paired =
    mode === 'speaker' ? speakers(now) > before.speakers : !before.paired && Boolean(now?.paired)

  if (pairing.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(pairing.error, t(m.pairingFailed))}
      </p>
    )
  }
  if (paired) {
    return (
      <p role="status" className="flex items-center gap-2 text-base font-medium text-emerald-800">
        <CheckCircle2 aria-hidden="true" className="size-6" />
        {mode === 'speaker'
          ? t(m.speakerPairedReady, { name: counter.name })
          : t(m.pairedReady, { name: counter.name })}
      </p>
    )
  }
  if (!code) return <p className="text-sm text-slate-600">{t(m.loading)}</p>
  return (
    <div className="space-y-4 text-center">
      <p className="text-sm text-slate-700">{t(m.pairHowTo)}</p>
      {props.announced && (
        <p className="text-base font-semibold text-slate-900" data-testid="pairing-mode">
          {(code.mode ?? mode) === 'speaker' ? t(m.codeForSpeaker) : t(m.codeForTill)}
        </p>
      )}
      <p className="text-sm text-slate-600">{t(m.pairingCode)}</p>
      <p
        className="font-mono text-4xl font-bold tracking-widest text-slate-950"
        data-testid="pairing-code"
      >
        {code.code}
      </p>
      <p className="text-sm text-slate-600">
        {t(m.validUntil, { time: formatTime(code.expires_at) })}
      </p>
      <PaymentQr value={code.pair_url} alt={t(m.pairingQr)} />
      <p className="font-mono text-xs break-all text-slate-600">{code.pair_url}</p>
    </div>
  )
}
