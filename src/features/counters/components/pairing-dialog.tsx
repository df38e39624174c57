import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import CheckCircle2 from 'lucide-react/icons/circle-check'
import { Modal } from '../../../components/modal'
import { PaymentQr } from '../../../components/sale/payment-qr'
import { errorMessage } from '../../../lib/http/api-client'
import { formatTime } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import type { Counter } from '../api'
import * as m from '../messages'
import { countersQueryOptions, useCreatePairingCode } from '../queries'

type Props = { counter: Counter; onClose: () => void }

/**
 * 'Pair a device': a one-time code (valid 10 minutes, single use) and a QR of the pairing
 * address. On the counter's device: /login → 'Set up this device as a counter', type the code,
 * or scan the QR with its camera.
 */
export function PairingDialog({ counter, onClose }: Props) {
  const pairing = useCreatePairingCode()
  const t = useT()
  const { mutate } = pairing
  useEffect(() => mutate(counter.counter_id), [mutate, counter.counter_id])
  const code = pairing.data
  // Watched closely while the code is up, so the owner sees the device arrive.
  const counters = useQuery(countersQueryOptions(2_000))
  // Only a counter that had no device: one replacing a device stays on its code (the list
  // cannot tell the old device from the new one).
  const [hadDevice] = useState(counter.paired)
  const now = counters.data?.find((c) => c.counter_id === counter.counter_id)
  const paired = !hadDevice && Boolean(now?.paired)

  return (
    <Modal open title={t(m.pairTitle, { name: counter.name })} onClose={onClose} size="max-w-md">
      {pairing.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(pairing.error, t(m.pairingFailed))}
        </p>
      ) : paired ? (
        <p role="status" className="flex items-center gap-2 text-base font-medium text-emerald-800">
          <CheckCircle2 aria-hidden="true" className="size-6" />
          {t(m.pairedReady, { name: counter.name })}
        </p>
      ) : !code ? (
        <p className="text-sm text-slate-600">{t(m.loading)}</p>
      ) : (
        <div className="space-y-4 text-center">
          <p className="text-sm text-slate-700">{t(m.pairHowTo)}</p>
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
      )}
    </Modal>
  )
}
